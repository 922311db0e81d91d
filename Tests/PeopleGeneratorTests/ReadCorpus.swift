import Foundation
import VCard

@testable import PeopleGenerator

/// A generated corpus read back with the project's `VCardReader`, shared by the suites (generated
/// and read once per test process).
struct ReadCorpus: Sendable {
    /// 2,000 people, the default duplicate rate, a fixed seed: every hard-negative kind is present.
    static let standard = ReadCorpus(PeopleGenerator.corpus(people: 2_000, duplicateRate: 0.15, seed: 7))

    let corpus: LabeledCorpus
    /// Every entry the reader returned, per source.
    let entries: [String: [VCardEntry]]
    /// Every card that has a UID, by source and UID.
    let cards: [RawKey: VCard]
    /// Each person's cards, from the truth.
    let cardsOf: [Int: [RawKey]]

    init(_ corpus: LabeledCorpus) {
        self.corpus = corpus
        var entries: [String: [VCardEntry]] = [:]
        var cards: [RawKey: VCard] = [:]
        for (source, text) in corpus.files {
            var reader = VCardReader(string: text)
            entries[source] = reader.readAll()
            for entry in entries[source]! {
                if let card = entry.card, let uid = card.uid { cards[RawKey(source: source, uid: uid)] = card }
            }
        }
        self.entries = entries
        self.cards = cards
        var cardsOf: [Int: [RawKey]] = [:]
        for (key, person) in corpus.truth { cardsOf[person, default: []].append(key) }
        self.cardsOf = cardsOf
    }

    /// The person's cards as read.
    func cards(of person: Int) -> [VCard] { (cardsOf[person] ?? []).compactMap { cards[$0] } }

    /// The duplicated people with the given evidence, in id order.
    func duplicated(_ evidence: LinkEvidence) -> [Int] {
        corpus.evidence.filter { $0.value == evidence }.keys.sorted()
    }
}

/// How the tests compare details the way a careful linker would.
enum Compare {
    /// Lower case, without diacritics: `José García` and `JOSE GARCIA` are the same (and `WEISS`
    /// and `Weiß`, `YILMAZ` and `Yılmaz`, which upper-casing makes of them).
    static func name(_ text: String?) -> String {
        (text ?? "").withoutDiacritics.lowercased().replacingOccurrences(of: "ß", with: "ss").replacingOccurrences(
            of: "ı", with: "i")
    }

    /// A number's identity whatever its form: its last nine digits (`+1 (555) 010-4477`,
    /// `555.010.4477` and `001 555 010 4477` agree), or a short number's digits; extensions dropped.
    static func phone(_ text: String) -> String {
        let number = text.split(separator: " x").first.map(String.init) ?? text
        let digits = number.filter { $0.isASCII && $0.isNumber }
        return digits.count <= 6 ? "short:" + digits : String(digits.suffix(9))
    }

    static func emails(_ card: VCard) -> Set<String> { Set(card.emails.map { $0.value.lowercased() }) }
    static func phones(_ card: VCard) -> Set<String> { Set(card.telephones.map { phone($0.value) }) }
}
