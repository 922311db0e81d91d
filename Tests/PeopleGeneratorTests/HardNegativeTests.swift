import Testing
import VCard

import PeopleGenerator

/// Different people made to look alike: every kind is there in a corpus of 2,000 people, each member
/// is a person of their own, and the members' cards really have what the kind says in common.
@Suite struct HardNegativeTests {
    let read = ReadCorpus.standard

    @Test func everyKindIsPresent() {
        for kind in HardNegativeKind.allCases {
            #expect(read.corpus.hardNegatives.contains { $0.kind == kind }, "no \(kind) group")
            #expect((read.corpus.stats["hard negatives: \(kind)"] ?? 0) > 0)
        }
    }

    @Test func membersAreDifferentPeopleInNoOtherGroup() {
        var seen: Set<Int> = []
        for group in read.corpus.hardNegatives {
            #expect(group.people.count >= 2)
            for person in group.people {
                #expect(seen.insert(person).inserted, "person \(person) in two groups")
                #expect(read.cardsOf[person] != nil)
            }
        }
    }

    @Test(arguments: HardNegativeKind.allCases)
    func membersCardsLookAlike(kind: HardNegativeKind) throws {
        let groups = read.corpus.hardNegatives.filter { $0.kind == kind }
        let alike = groups.filter { group in
            let members = group.people.map { read.cards(of: $0) }
            // Two members (any of their cards) share what the kind is about.
            for i in members.indices {
                for j in members.indices where j > i {
                    for a in members[i] { for b in members[j] where Self.lookAlike(a, b, kind) { return true } }
                }
            }
            return false
        }
        // Each card shows a subset of its person's details, so not every group shows it; most do.
        #expect(Double(alike.count) >= 0.7 * Double(groups.count), "\(alike.count) of \(groups.count) \(kind) groups")
    }

    static func lookAlike(_ a: VCard, _ b: VCard, _ kind: HardNegativeKind) -> Bool {
        let sharesContact =
            !Compare.phones(a).isDisjoint(with: Compare.phones(b))
            || !Compare.emails(a).isDisjoint(with: Compare.emails(b))
        switch kind {
        case .sameName:
            return Compare.name(a.formattedName) == Compare.name(b.formattedName)
        case .family:
            let sameHome = a.addresses.first?.street != nil && a.addresses.first?.street == b.addresses.first?.street
            return sharesContact || sameHome
        case .colleagues:
            return organization(a) != nil && organization(a) == organization(b)
        case .shortNumber:
            let short = Compare.phones(a).intersection(Compare.phones(b)).contains { $0.hasPrefix("short:") }
            // The given name, wherever the card put it (N may have given and family swapped).
            let words = { (card: VCard) in Set(Compare.name(card.formattedName).split(separator: " ")) }
            return short && !words(a).isDisjoint(with: words(b))
        case .twins:
            return a.birthday != nil && a.birthday?.month == b.birthday?.month && a.birthday?.day == b.birthday?.day
        case .namesakesAtCompany, .sameFileNamesakes:
            return Compare.name(a.formattedName) == Compare.name(b.formattedName) && organization(a) != nil
                && organization(a) == organization(b)
        case .organization:
            return (a.name == nil || b.name == nil || a.name?.family == "" || b.name?.family == "") && sharesContact
        }
    }

    /// The organisation's name without Outlook's trailing full stop, in lower case.
    static func organization(_ card: VCard) -> String? {
        guard var name = card.organization?.name.lowercased(), !name.isEmpty else { return nil }
        if name.hasSuffix(".") { name.removeLast() }
        return name
    }
}
