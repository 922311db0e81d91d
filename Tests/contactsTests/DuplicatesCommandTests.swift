import Testing

/// `contacts duplicates` on the real binary: how many entries it shows, and that the command it
/// suggests links the contacts it names, whatever moved in between.
@Suite struct DuplicatesCommandTests {
    /// Three possible people: John Doe twice (a name alone), Ann Lee twice (a name and an
    /// organisation), and Robert Smith three times (a name alone, one card with a nickname).
    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(
            [
                VCF.person("John", "Doe", "TEL:+1 555 010 1111"), VCF.person("John", "Doe", "TEL:+1 555 010 2222"),
                VCF.person("Ann", "Lee", "ORG:Acme"), VCF.person("Ann", "Lee", "ORG:Acme", "TEL:+44 20 7946 0001"),
                VCF.person("Robert", "Smith", "TEL:+1 555 010 0001"), VCF.person("Bob", "Smith", "TEL:+1 555 010 0002"),
                VCF.person("Robert", "Smith", "TEL:+1 555 010 0003"),
            ].joined())
        return scratch
    }

    /// The entries' first lines (rank, short id, name), without the summary, evidence lines or commands.
    private func entries(_ output: String) -> [String] {
        output.split(separator: "\n").dropFirst().map(String.init).filter { line in
            let rank = line.drop { $0 == " " }.prefix { $0 != " " }
            return line.first == " " && rank.count < 8 && rank.allSatisfy(\.isNumber)
        }
    }

    @Test func theSummaryCountsEverythingAndLimitChoosesHowManyEntries() throws {
        let scratch = try store()
        let all = try scratch.expect(["duplicates"], stderr: "").stdout
        #expect(all.hasPrefix("no linked contacts; 5 suggestions for 3 people\n\n"))
        let ranked = entries(all)
        #expect(ranked.count == 3)
        // Ranked by strength: the name and organisation first, whatever the positions.
        #expect(ranked.first?.hasSuffix("Ann Lee  from cards") == true)
        #expect(ranked.map { $0.prefix(3) } == [" 1 ", " 2 ", " 3 "])
        #expect(try scratch.expect(["duplicates", "--all"], stderr: "").stdout == all)
        #expect(try scratch.expect(["duplicates", "--limit", "3"], stderr: "").stdout == all)

        let one = try scratch.expect(["duplicates", "--limit", "1"], stderr: "").stdout
        #expect(
            one.hasPrefix(
                "no linked contacts; 5 suggestions for 3 people; showing the 1 strongest — --all for every one\n\n"))
        #expect(entries(one) == Array(ranked.prefix(1)))
        let none = try scratch.expect(["duplicates", "--limit", "0"], stderr: "").stdout
        #expect(none == "no linked contacts; 5 suggestions for 3 people; showing none — --all for every one\n")
        let json = try JSONLines.objects(
            try scratch.expect(["duplicates", "--json", "--limit", "2"], stderr: "").stdout)
        #expect(json.map { $0["type"] as? String } == ["summary", "suggestion", "suggestion"])
        #expect(json[0]["shown"] as? Int == 2)
        #expect(json[0]["suggestions"] as? Int == 5)
        #expect(json.dropFirst().map { $0["rank"] as? Int } == [1, 2])
    }

    @Test func theDefaultShowsTheTwentyStrongest() throws {
        let scratch = try Scratch()
        // 21 pairs of namesakes, each a person perhaps.
        try scratch.importCards(
            (0..<21).map { number in
                VCF.person("Given\(number)", "Family", "TEL:+1 555 030 \(1000 + number)")
                    + VCF.person("Given\(number)", "Family", "TEL:+1 555 040 \(1000 + number)")
            }.joined())
        let shown = try scratch.expect(["duplicates"], stderr: "").stdout
        #expect(
            shown.hasPrefix(
                "no linked contacts; 21 suggestions for 21 people; showing the 20 strongest — --all for every one\n"))
        #expect(entries(shown).count == 20)
        #expect(entries(try scratch.expect(["duplicates", "--all"], stderr: "").stdout).count == 21)
    }

    @Test func theSuggestedCommandLinksTheContactsItNamesAfterAMove() throws {
        let scratch = try store()
        let output = try scratch.expect(["duplicates", "--limit", "1"], stderr: "").stdout
        let command = try #require(output.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) })
        try #require(command.hasPrefix("contacts link id:"))
        // Positions shift; the ids in the command do not.
        try scratch.expect(["move", "4", "1"], stderr: "")
        // no terminal to ask on
        try scratch.expect(Array(command.split(separator: " ").dropFirst().map(String.init)) + ["--yes"], stderr: "")
        #expect(
            try scratch.names() == ["Ann Lee", "John Doe", "John Doe", "Robert Smith", "Bob Smith", "Robert Smith"])
        let after = try scratch.expect(["duplicates"], stderr: "").stdout
        #expect(after.hasPrefix("1 linked contact (2 cards); 4 suggestions for 2 people\n"))
        #expect(!after.contains("Ann Lee"))
    }

    @Test(arguments: [
        (["duplicates", "--limit=-1"], "--limit must be 0 or more"),
        (["duplicates", "--all", "--limit", "5"], "give --limit or --all, not both"),
        (["duplicates", "--limit", "many"], "--limit"),
    ])
    func misuseExits64WithAClearMessage(_ arguments: [String], _ message: String) throws {
        let scratch = try store()
        let run = try scratch.expect(arguments, status: 64, stdout: "")
        #expect(run.stderr.contains(message), "got \(run.stderr)")
    }
}
