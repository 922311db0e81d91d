import Testing

import PeopleGenerator

/// The same arguments give the same corpus, byte for byte, so measurements can be compared.
@Suite struct DeterminismTests {
    @Test func theSameSeedGivesTheSameText() {
        let first = PeopleGenerator.corpus(people: 400, duplicateRate: 0.2, seed: 42)
        let second = PeopleGenerator.corpus(people: 400, duplicateRate: 0.2, seed: 42)
        #expect(first.files.map(\.text) == second.files.map(\.text))
        #expect(first.truth == second.truth)
        #expect(first.evidence == second.evidence)
        #expect(first.hardNegatives == second.hardNegatives)
        #expect(first.stats == second.stats)
    }

    @Test func anotherSeedGivesAnotherCorpus() {
        let first = PeopleGenerator.corpus(people: 400, seed: 1)
        let second = PeopleGenerator.corpus(people: 400, seed: 2)
        for (a, b) in zip(first.files, second.files) { #expect(a.text != b.text) }
    }

    @Test func filesComeInSourceOrder() {
        let corpus = PeopleGenerator.corpus(people: 50)
        #expect(corpus.files.map(\.source) == ["icloud", "google", "outlook"])
        #expect(PeopleGenerator.sources == ["icloud", "google", "outlook"])
    }

    @Test(arguments: [0, 1, 3])
    func tinyCorporaWork(people: Int) {
        let corpus = PeopleGenerator.corpus(people: people, duplicateRate: 1)
        #expect(corpus.people == people)
        #expect(Set(corpus.truth.values) == Set(0..<people))
    }
}
