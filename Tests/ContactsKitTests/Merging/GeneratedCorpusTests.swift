@testable import ContactsKit
import PeopleGenerator
import Testing

/// Linking on a labeled corpus: the same 2,000 people as iCloud, Gmail and Outlook export them
/// (nicknames, initials, accents, swapped names, typos, names in their own script and in Latin
/// letters, every phone form), plus the hard negatives (namesakes, namesakes at one company and in
/// one file, families sharing a landline or an email, colleagues behind one switchboard, twins, a
/// company and its people). docs/merging.md has the same measure at 10,000 people, in a release
/// build, and on a held-out generator's corpora.
@Suite struct GeneratedCorpusTests {
    static func score(linkOnImport: Bool, seed: UInt64) throws -> PairwiseScore {
        let corpus = PeopleGenerator.corpus(people: 2_000, duplicateRate: 0.15, seed: seed)
        let temporary = try TemporaryStore()
        for (source, text) in corpus.files {
            let path = try temporary.write("\(source).vcf", text)
            _ = try temporary.store.importCards(from: [.file(path)], source: source, link: linkOnImport)
        }
        if !linkOnImport { try temporary.store.linkAutomatically() }
        var score = PairwiseScore(corpus)
        try temporary.store.list(ListRequest(), includeRawContacts: true) { listed in
            score.add(listed.contact.rawContacts.map { RawKey(source: $0.source, uid: $0.uid) })
        }
        #expect(score.rawContacts == corpus.truth.count)
        return score
    }

    @Test(arguments: [(true, UInt64(11)), (false, UInt64(12))])
    func linksTheSamePeopleAndNoOneElse(linkOnImport: Bool, seed: UInt64) throws {
        let score = try Self.score(linkOnImport: linkOnImport, seed: seed)
        #expect(try #require(score.precision) >= 0.995)
        #expect(try #require(score.recall) >= 0.97)
        #expect(try #require(score.reachableRecall) >= 0.98)
        // Each way two cards of one person differ is linked: names in their script and in Latin
        // letters, typos, swapped parts, capitals, accents, two cards in one file — all but a few
        // pairs of each (some share only a name; a Japanese name in kanji needs two identifiers).
        for name in ["script", "typo", "swap", "capitals", "accents", "nickname", "sameFile"] {
            let pairs = try #require(score.truePairsByCase[name], "no \(name) pairs")
            let missed = pairs - score.correctPairsByCase[name, default: 0]
            #expect(Double(missed) <= max(3, 0.1 * Double(pairs)), "\(name): \(missed) of \(pairs) pairs missed")
        }
        for kind in HardNegativeKind.allCases where kind != .organization {
            #expect(score.wrongPairsByKind[kind, default: 0] == 0, "\(kind)")
        }
        // Cards that share nothing but a name are never linked.
        #expect(score.correctPairsByEvidence[.nameOnly, default: 0] == 0)
    }
}
