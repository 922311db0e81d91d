import Testing

import PeopleGenerator

/// The scoring LinkEvaluation prints, on groupings whose answer is known.
@Suite struct PairwiseScoreTests {
    let corpus = ReadCorpus.standard.corpus

    /// Each person's raw contacts.
    var byPerson: [Int: [RawKey]] {
        var byPerson: [Int: [RawKey]] = [:]
        for (key, person) in corpus.truth { byPerson[person, default: []].append(key) }
        return byPerson
    }

    @Test func nothingJoinedHasNoPrecisionAndNoRecall() {
        var score = PairwiseScore(corpus)
        for key in corpus.truth.keys { score.add([key]) }
        #expect(score.precision == nil)
        #expect(score.recall == 0)
        #expect(score.contacts == corpus.truth.count && score.rawContacts == corpus.truth.count)
        #expect(score.truePairs > 0 && score.reachableTruePairs < score.truePairs)
    }

    @Test func theTruthScoresOne() {
        var score = PairwiseScore(corpus)
        for keys in byPerson.values { score.add(keys) }
        #expect(score.precision == 1 && score.recall == 1 && score.reachableRecall == 1 && score.f1 == 1)
        #expect(score.wrongPairsByKind.isEmpty && score.unknownRawContacts == 0)
        #expect(score.correctPairsByEvidence == score.truePairsByEvidence)
    }

    @Test func oneGroupOfEverythingHasEveryPair() {
        var score = PairwiseScore(corpus)
        score.add(Array(corpus.truth.keys))
        let count = corpus.truth.count
        #expect(score.predictedPairs == count * (count - 1) / 2)
        #expect(score.correctPairs == score.truePairs && score.recall == 1)
    }

    @Test func joiningTrapsCountsWrongPairsByKind() {
        let byPerson = byPerson
        var score = PairwiseScore(corpus)
        var expected: [HardNegativeKind: Int] = [:]
        var trapped: Set<Int> = []
        for group in corpus.hardNegatives {
            let cards = group.people.map { byPerson[$0]!.count }
            let total = cards.reduce(0, +)
            expected[group.kind, default: 0] += (total * total - cards.map { $0 * $0 }.reduce(0, +)) / 2
            score.add(group.people.flatMap { byPerson[$0]! })
            trapped.formUnion(group.people)
        }
        for (person, keys) in byPerson where !trapped.contains(person) { score.add(keys) }
        #expect(score.wrongPairsByKind == expected)
        #expect(score.recall == 1)
        #expect(score.correctPairs + expected.values.reduce(0, +) == score.predictedPairs)
    }

    @Test func nameOnlyDuplicatesLeftApartKeepReachableRecallAtOne() {
        var score = PairwiseScore(corpus)
        for (person, keys) in byPerson {
            if corpus.evidence[person] == .nameOnly { keys.forEach { score.add([$0]) } } else { score.add(keys) }
        }
        #expect(score.reachableRecall == 1 && score.precision == 1)
        #expect(score.recall! < 1)
        #expect(score.correctPairsByEvidence[.nameOnly] ?? 0 == 0)
    }

    @Test func rawContactsTheTruthDoesNotKnowAreCounted() {
        var score = PairwiseScore(corpus)
        score.add([RawKey(source: "elsewhere", uid: "x"), RawKey(source: "elsewhere", uid: "y")])
        #expect(score.unknownRawContacts == 2 && score.predictedPairs == 1 && score.correctPairs == 0)
    }
}
