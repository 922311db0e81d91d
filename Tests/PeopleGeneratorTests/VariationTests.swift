import Testing
import VCard

@testable import PeopleGenerator

/// Copies of one person differ the way real copies do; each variation shows up somewhere among the
/// duplicated people of the standard corpus.
@Suite struct VariationTests {
    let read = ReadCorpus.standard

    /// Pairs of cards of one duplicated person.
    var pairs: [(VCard, VCard)] {
        read.corpus.evidence.keys.sorted().flatMap { person -> [(VCard, VCard)] in
            let cards = read.cards(of: person)
            return cards.indices.flatMap { i in cards.indices.filter { $0 > i }.map { (cards[i], cards[$0]) } }
        }
    }

    static func firstWord(_ card: VCard) -> String {
        String((card.formattedName ?? "").split(separator: " ").first ?? "")
    }

    @Test func aNicknameInOneSourceAndTheFullNameInAnother() {
        let found = pairs.contains { a, b in
            let (x, y) = (Self.firstWord(a), Self.firstWord(b))
            return Nicknames.byGivenName[x]?.contains(y) == true || Nicknames.byGivenName[y]?.contains(x) == true
        }
        #expect(found)
    }

    @Test func anInitialInOneSource() {
        #expect(
            pairs.contains { a, b in
                Self.firstWord(a).count == 2 && Self.firstWord(a).hasSuffix(".") && Self.firstWord(b).count > 2
            })
    }

    @Test func diacriticsInOneSourceAndNoneInAnother() {
        #expect(
            pairs.contains { a, b in
                a.formattedName != b.formattedName && Compare.name(a.formattedName) == Compare.name(b.formattedName)
                    && Compare.name(a.formattedName) == (b.formattedName ?? "").lowercased()
                    && (a.formattedName ?? "").lowercased() != Compare.name(a.formattedName)
            })
    }

    @Test func givenAndFamilySwappedInN() {
        #expect(
            pairs.contains { a, b in
                guard let x = a.name, let y = b.name else { return false }
                return !x.given.isEmpty && x.given == y.family && x.family == y.given
            })
    }

    @Test func aFormattedNameWithoutN() {
        #expect(read.cards.values.contains { $0.name == nil && $0.formattedName != nil })
    }

    @Test func oneNumberInDifferentForms() {
        let forms = pairs.flatMap { a, b in
            a.telephones.flatMap { x in
                b.telephones.filter { Compare.phone($0.value) == Compare.phone(x.value) && $0.value != x.value }.map {
                    (x.value, $0.value)
                }
            }
        }
        let written = Set(forms.flatMap { [$0.0, $0.1] })
        #expect(written.contains { $0.hasPrefix("+1 (555) ") })
        #expect(written.contains { $0.hasPrefix("+1 555-") })
        #expect(written.contains { $0.wholeMatch(of: /555\.\d{3}\.\d{4}/) != nil })
        #expect(written.contains { $0.hasPrefix("001 555 ") })
        #expect(
            written.contains { $0.hasPrefix("+44 ") } && written.contains { $0.hasPrefix("0") && !$0.hasPrefix("00") })
        #expect(written.contains { $0.hasPrefix("+49 ") })
    }

    @Test func oneEmailInDifferentCase() {
        #expect(
            pairs.contains { a, b in
                a.emails.contains { x in
                    b.emails.contains { $0.value != x.value && $0.value.lowercased() == x.value.lowercased() }
                }
            })
    }

    @Test func aBirthdayWithAndWithoutItsYear() {
        #expect(
            pairs.contains { a, b in
                guard let x = a.birthday, let y = b.birthday else { return false }
                return x.month == y.month && x.day == y.day && (x.year == nil) != (y.year == nil)
            })
    }

    @Test func eachCopyHasItsOwnSubsetOfDetails() {
        // One card with the photo and another without; one with a birthday and another without.
        #expect(pairs.contains { a, b in (a.photo == nil) != (b.photo == nil) })
        #expect(pairs.contains { a, b in (a.birthday == nil) != (b.birthday == nil) })
    }

    /// Pairs of cards of one duplicated person with the case.
    func pairs(_ name: String) -> [(VCard, VCard)] {
        read.corpus.cases.filter { $0.value.contains(name) }.keys.sorted().flatMap { person -> [(VCard, VCard)] in
            let cards = read.cards(of: person)
            return cards.indices.flatMap { i in cards.indices.filter { $0 > i }.map { (cards[i], cards[$0]) } }
        }
    }

    static func isLatin(_ text: String?) -> Bool {
        (text ?? "").unicodeScalars.allSatisfy { $0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value) }
    }

    @Test func aNameInItsScriptInOneSourceAndInLatinLettersInAnother() {
        #expect(pairs("script").contains { a, b in Self.isLatin(a.formattedName) != Self.isLatin(b.formattedName) })
        // Every script, in a corpus large enough to have them all.
        let large = PeopleGenerator.corpus(people: 6_000, duplicateRate: 0.15, seed: 8)
        let found = large.cases.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for script in ["ja", "zh", "ko", "ar", "ru", "el", "vi"] {
            #expect(found.contains("script:" + script), "no \(script)")
        }
    }

    @Test func japaneseCardsCarryTheirReadingOnIcloud() {
        #expect(read.corpus.files.first { $0.source == "icloud" }!.text.contains("X-PHONETIC-LAST-NAME:"))
    }

    @Test func aTypoInTheGivenNameOfOneCard() {
        #expect(
            pairs("typo").contains { a, b in
                guard let x = a.name?.given, let y = b.name?.given, x != y, a.name?.family == b.name?.family else {
                    return false
                }
                return x.count >= 3 && abs(x.count - y.count) <= 2
            })
    }

    @Test func nSwappedAndTheFormattedNameFiledAsFamilyGiven() {
        #expect(
            pairs("swap").contains { a, b in
                guard let x = a.name, let y = b.name, let filed = a.formattedName else { return false }
                return x.given == y.family && x.family == y.given && filed == y.family + ", " + y.given
            })
    }

    @Test func everyCaseIsThere() {
        let all = read.corpus.cases.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for name in ["script", "typo", "swap", "capitals", "accents", "nickname", "sameFile", "ordinary"] {
            #expect(all.contains(name), "no \(name)")
        }
    }

    @Test func namesComeFromManyLanguages() {
        let names = read.cards.values.compactMap(\.formattedName)
        for sample in ["ü", "é", "ñ", "ø", "ł", "ç", "'"] {
            #expect(names.contains { $0.contains(sample) }, "no name with \(sample)")
        }
        #expect(names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(names.contains { $0.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } })
        #expect(names.contains { $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } })
        #expect(names.contains { $0.unicodeScalars.contains { (0x0370...0x03FF).contains($0.value) } })
        #expect(names.contains { $0.unicodeScalars.contains { (0xAC00...0xD7AF).contains($0.value) } })
    }
}
