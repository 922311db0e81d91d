@testable import ContactsKit
import Testing

/// `ContactStore.duplicates`: suggestions grouped per person, ranked by strength, limited without
/// changing the counts.
@Suite struct DuplicatesTests {
    /// Positions 1–2 share only a name, 3–4 a name and an organisation, 5–6 an email (imported
    /// without linking), 7 is one contact linked from two cards.
    private func book() throws -> TemporaryStore {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("John", "Doe", phones: ["+1 555 010 1111"])
                + Cards.person("John", "Doe", phones: ["+1 555 010 2222"])
                + Cards.person("Ann", "Lee", organization: "Acme")
                + Cards.person("Ann", "Lee", phones: ["+44 20 7946 0001"], organization: "Acme"),
            source: "phone")
        let unlinked = try temporary.write(
            "unlinked.vcf",
            Cards.person("Cy", "Young", emails: ["cy@example.com"])
                + Cards.person("Cy", "Young", emails: ["CY@example.com"], phones: ["+1 555 010 3333"]))
        _ = try temporary.store.importCards(from: [.file(unlinked)], source: "work", link: false)
        try temporary.importText(
            Cards.person("Di", "Lane", emails: ["di@example.org"])
                + Cards.person("Di", "Lane", emails: ["DI@example.org"], phones: ["+1 555 010 4444"]),
            source: "mail")
        return temporary
    }

    @Test func groupsAreRankedByStrengthNotByPosition() throws {
        let report = try book().store.duplicates()
        #expect(report.suggestions.map(\.rank) == [1, 2, 3])
        #expect(report.suggestions.map(\.evidence.reason) == [.sharedEmail, .sameNameAndOrganization, .sameName])
        #expect(report.suggestions.map { $0.contacts.map(\.position) } == [[5, 6], [3, 4], [1, 2]])
        #expect(report.suggestions.map(\.strength.rule) == [3, 7, 8])
        #expect(report.linked.map(\.contact.position) == [7])
        #expect(report.linked.first?.contact.rawContacts.map(\.source) == ["mail", "mail"])
    }

    @Test func limitsShortenTheListsButNeverTheCounts() throws {
        let temporary = try book()
        let all = try temporary.store.duplicates()
        let limited = try temporary.store.duplicates(DuplicateRequest(linkedLimit: 0, suggestionLimit: 1))
        #expect(limited.suggestions == Array(all.suggestions.prefix(1)))
        #expect(limited.linked.isEmpty)
        for report in [all, limited] {
            #expect(report.suggestionCount == 3)
            #expect(report.suggestedPeople == 3)
            #expect(report.linkedContacts == 1)
            #expect(report.linkedCards == 2)
        }
        let linkedOnly = try temporary.store.duplicates(DuplicateRequest(linkedLimit: 1, suggestionLimit: 0))
        #expect(linkedOnly.suggestions.isEmpty)
        #expect(linkedOnly.linked == all.linked)
    }

    @Test func copiesOfOnePersonAreOneGroupEachTiedToAnEarlierMember() throws {
        let temporary = try TemporaryStore()
        // Three Robert Smiths and a Bob Smith with different numbers: one person, perhaps, not six pairs.
        try temporary.importText(
            Cards.person("Robert", "Smith", phones: ["+1 555 010 0001"]) + Cards.person("Ann", "Lee")
                + Cards.person("Robert", "Smith", phones: ["+1 555 010 0002"], organization: "Acme")
                + Cards.person("Bob", "Smith", phones: ["+1 555 010 0003"])
                + Cards.person("Robert", "Smith", phones: ["+1 555 010 0004"], organization: "Acme"))
        let report = try temporary.store.duplicates()
        #expect(report.suggestedPeople == 1)
        #expect(report.suggestionCount == 6)
        let group = try #require(report.suggestions.first)
        #expect(group.links.count == 6)
        // The strongest pair (the same name and organisation) first, then the others by tie.
        #expect(group.contacts.map(\.position) == [3, 5, 1, 4])
        #expect(group.members[0].tie == nil)
        #expect(group.members[1].tie?.evidence.reason == .sameNameAndOrganization)
        for member in group.members.dropFirst() {
            let tie = try #require(member.tie)
            #expect(tie.contacts.contains(member.contact))
            let other = try #require(tie.contacts.first { $0.id != member.contact.id })
            let earlier = group.members.prefix { $0.contact.id != member.contact.id }.map(\.contact.id)
            #expect(earlier.contains(other.id))
        }
        #expect(group.links.map(\.strength) == group.links.map(\.strength).sorted(by: >))
    }

    @Test func aNameSharedByMoreThanTwentyCardsSuggestsNothing() throws {
        func book(_ count: Int) throws -> DuplicateReport {
            let temporary = try TemporaryStore()
            try temporary.importText(
                (0..<count).map { Cards.person("John", "Smith", phones: ["+1 555 020 \(1000 + $0)"]) }.joined())
            return try temporary.store.duplicates()
        }
        let twenty = try book(SuggestionFinder.nameBlockLimit)
        #expect(twenty.suggestionCount == 190)
        #expect(twenty.suggestedPeople == 1)
        let more = try book(SuggestionFinder.nameBlockLimit + 1)
        #expect(more.suggestionCount == 0)
        #expect(more.suggestions.isEmpty)
    }

    // MARK: - The parts

    @Test func theRuleOutranksSharedValuesWhichOutrankTheNames() {
        let email = SuggestionStrength(rule: 3, sharedValues: 0, names: 0)
        let phone = SuggestionStrength(rule: 4, sharedValues: 9, names: 3)
        #expect(email > phone)
        #expect(
            SuggestionStrength(rule: 8, sharedValues: 1, names: 0)
                > SuggestionStrength(rule: 8, sharedValues: 0, names: 3))
        #expect(SuggestionStrength(rule: 8, sharedValues: 0, names: 3).value == 103)
        #expect(SuggestionStrength(rule: 3, sharedValues: 12, names: 2).value == 692)
    }

    @Test func groupsAreMadeAlongTheStrongestTies() {
        func pair(_ a: ContactRowID, _ b: ContactRowID, rule: Int) -> SuggestionFinder.Pair {
            SuggestionFinder.Pair(
                a: a, b: b, evidence: LinkEvidence(.sameName, ""),
                strength: SuggestionStrength(rule: rule, sharedValues: 0, names: 3))
        }
        // 10–20 strong, 20–30 weaker, 10–30 weakest; 40–50 between them; 60–70 the weakest of all.
        let pairs = [
            pair(10, 30, rule: 8), pair(60, 70, rule: 8), pair(20, 30, rule: 6), pair(40, 50, rule: 5),
            pair(10, 20, rule: 3),
        ]
        let groups = SuggestionGroups.make(pairs) { Int($0.rawValue) }
        #expect(groups.map(\.members) == [[10, 20, 30], [40, 50], [60, 70]])
        let first = groups[0]
        #expect(first.pairs.map(\.strength.rule) == [3, 6, 8])
        // 30 hangs from 20 (rule 6), not from 10 (rule 8).
        #expect(first.ties[30].map { first.pairs[$0].a } == 20)
        #expect(first.ties[20].map { first.pairs[$0].b } == 20)
        #expect(first.ties[10] == nil)
        // A chain of 25 namesakes is not one person: no group grows past 20 contacts, and the
        // suggestion that would join two groups is in neither.
        let chain = (1...24).map { pair(ContactRowID(Int64($0)), ContactRowID(Int64($0 + 1)), rule: $0 == 20 ? 8 : 7) }
        let cut = SuggestionGroups.make(chain) { Int($0.rawValue) }
        #expect(cut.map(\.members.count) == [20, 5])
        #expect(cut.map(\.pairs.count) == [19, 4])
        #expect(!cut.flatMap(\.pairs).contains { $0.a == 20 && $0.b == 21 })
        // Equal strengths: the pair with the earlier contact first.
        let tied = SuggestionGroups.make([pair(5, 6, rule: 8), pair(1, 2, rule: 8)]) { Int($0.rawValue) }
        #expect(tied.map(\.members) == [[1, 2], [5, 6]])
    }
}
