import Testing
import VCard

import PeopleGenerator

/// Duplicated people: as many as asked for, and their evidence labels say truly what their cards share.
@Suite struct DuplicationTests {
    let read = ReadCorpus.standard

    @Test(arguments: [0.0, 0.05, 0.15, 0.3])
    func theDuplicatedShareIsAsRequested(rate: Double) {
        let corpus = PeopleGenerator.corpus(people: 1_000, duplicateRate: rate, seed: 3)
        var cards: [Int: Int] = [:]
        for person in corpus.truth.values { cards[person, default: 0] += 1 }
        let duplicated = cards.values.count { $0 > 1 }
        #expect(abs(Double(duplicated) / 1_000 - rate) <= 0.02)
        #expect(cards.values.allSatisfy { $0 <= 3 })
        #expect(corpus.evidence.count == duplicated)
        #expect(corpus.stats["duplicated people"] == duplicated)
    }

    @Test func aPersonHasOneCardPerSourceUnlessSavedTwiceInOne() {
        var savedTwice = 0
        for (person, keys) in read.cardsOf where Set(keys.map(\.source)).count != keys.count {
            #expect(read.corpus.cases[person]?.contains("sameFile") == true, "person \(person)")
            #expect(Set(keys.map(\.uid)).count == keys.count, "person \(person): one UID twice")
            savedTwice += 1
        }
        #expect(savedTwice > 0)
    }

    @Test func aboutOnePercentOfDuplicatedPeopleShareOnlyTheirName() {
        let share = Double(read.corpus.unreachable.count) / Double(read.corpus.evidence.count)
        #expect((0.002...0.03).contains(share))
        #expect(read.corpus.stats["unreachable duplicated people"] == read.corpus.unreachable.count)
        // Synced copies are about a tenth.
        let synced = Double(read.duplicated(.sharedUID).count) / Double(read.corpus.evidence.count)
        #expect((0.06...0.14).contains(synced))
    }

    @Test func emailEvidenceMeansAnEmailInCommonAndNoNumber() {
        for person in read.duplicated(.email) {
            let cards = read.cards(of: person)
            #expect(!emailsOnAll(cards).isEmpty, "person \(person)")
            #expect(phonesOnTwo(cards).isEmpty, "person \(person)")
        }
    }

    @Test func phoneEvidenceMeansANumberInCommonAndNoEmail() {
        for person in read.duplicated(.phone) {
            let cards = read.cards(of: person)
            #expect(!phonesOnAll(cards).isEmpty, "person \(person): \(cards.map { $0.telephones.map(\.value) })")
            #expect(emailsOnTwo(cards).isEmpty, "person \(person)")
        }
    }

    @Test func nameEvidenceMeansTheSameFullNameAndNoEmailOrNumberInCommon() {
        let kinds: [LinkEvidence] = [.nameAndOrganization, .nameAndBirthday, .nameAndAddress, .nameOnly]
        for kind in kinds {
            for person in read.duplicated(kind) {
                let cards = read.cards(of: person)
                #expect(Set(cards.map { Compare.name($0.formattedName) }).count == 1, "\(kind) person \(person)")
                #expect(emailsOnTwo(cards).isEmpty && phonesOnTwo(cards).isEmpty, "\(kind) person \(person)")
            }
        }
        for person in read.duplicated(.nameAndBirthday) {
            let days = read.cards(of: person).map { $0.birthday.map { "\($0.month ?? 0)-\($0.day ?? 0)" } }
            #expect(Set(days).count == 1 && days.first! != nil, "person \(person)")
        }
        for person in read.duplicated(.nameOnly) {
            let cards = read.cards(of: person)
            let birthdays = cards.compactMap(\.birthday)
            let organizations = cards.compactMap { $0.organization?.name }
            #expect(
                birthdays.count <= 1 && organizations.count <= 1 && cards.filter { !$0.addresses.isEmpty }.count <= 1)
        }
    }

    @Test func syncedCopiesShareTheirUID() {
        for person in read.duplicated(.sharedUID) {
            #expect(Set(read.cardsOf[person]!.map(\.uid)).count == 1)
        }
    }

    private func emailsOnAll(_ cards: [VCard]) -> Set<String> { onAll(cards.map(Compare.emails)) }
    private func phonesOnAll(_ cards: [VCard]) -> Set<String> { onAll(cards.map(Compare.phones)) }
    private func emailsOnTwo(_ cards: [VCard]) -> Set<String> { onTwo(cards.map(Compare.emails)) }
    private func phonesOnTwo(_ cards: [VCard]) -> Set<String> { onTwo(cards.map(Compare.phones)) }

    /// What every card has.
    private func onAll(_ sets: [Set<String>]) -> Set<String> {
        sets.dropFirst().reduce(sets.first ?? []) { $0.intersection($1) }
    }

    /// What at least two cards have.
    private func onTwo(_ sets: [Set<String>]) -> Set<String> {
        var seen: [String: Int] = [:]
        for set in sets { for value in set { seen[value, default: 0] += 1 } }
        return Set(seen.filter { $0.value > 1 }.keys)
    }
}
