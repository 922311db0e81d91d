import Testing

/// `contacts move FROM TO`: remove-then-insert array semantics, checked through the positions of
/// `list --json`, many moves into one gap (which exhausts the gap between order keys), and exit 64
/// naming the valid range with nothing moved.
@Suite struct MoveTests {
    private func fiveContacts() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("A", "B", "C", "D", "E"))
        return scratch
    }

    struct MoveCase: Sendable, CustomTestStringConvertible {
        let from: Int
        let to: Int
        let expected: [String]
        var testDescription: String { "move \(from) \(to) → \(expected.joined(separator: " "))" }
    }

    static let cases: [MoveCase] = [
        MoveCase(from: 3, to: 1, expected: ["1:C", "2:A", "3:B", "4:D", "5:E"]),
        MoveCase(from: 1, to: 3, expected: ["1:B", "2:C", "3:A", "4:D", "5:E"]),
        MoveCase(from: 2, to: 5, expected: ["1:A", "2:C", "3:D", "4:E", "5:B"]),  // to the last position
        MoveCase(from: 5, to: 1, expected: ["1:E", "2:A", "3:B", "4:C", "5:D"]),  // last to first
        MoveCase(from: 1, to: 5, expected: ["1:B", "2:C", "3:D", "4:E", "5:A"]),  // first to last
        MoveCase(from: 4, to: 3, expected: ["1:A", "2:B", "3:D", "4:C", "5:E"]),  // neighbours swap
        MoveCase(from: 3, to: 4, expected: ["1:A", "2:B", "3:D", "4:C", "5:E"]),
        MoveCase(from: 2, to: 2, expected: ["1:A", "2:B", "3:C", "4:D", "5:E"]),  // stays
    ]

    @Test(arguments: cases)
    func moveRemovesTheContactAndInsertsItAtTheNewPosition(_ move: MoveCase) throws {
        let scratch = try fiveContacts()
        let name = ["A", "B", "C", "D", "E"][move.from - 1]
        try scratch.expect(
            ["move", String(move.from), String(move.to)], stdout: "moved \(name) from \(move.from) to \(move.to)\n",
            stderr: "")
        #expect(try scratch.positionedNames() == move.expected)
        // The human table and the JSON agree (the # column, then the ID column, then the name).
        let table = try scratch.expect(["list"])
        #expect(
            table.stdoutLines.dropFirst().map { line in
                let cells = line.split(separator: "\t", omittingEmptySubsequences: false)  // piped: tab-separated
                return "\(cells[0]):\(cells[2])"
            } == move.expected)
    }

    @Test func manyMovesKeepMatchingAnArrayEvenWhenTheyExhaustAGap() throws {
        let scratch = try Scratch()
        var model = ["A", "B", "C", "D", "E", "F"]
        try scratch.importCards(VCF.named(model[0], model[1], model[2], model[3], model[4], model[5]))
        // 24 moves into the gap after the first contact halve the order-key gap past zero; then
        // moves to the front, to the end, and back and forth.
        let moves =
            Array(repeating: (6, 2), count: 24) + [
                (1, 6), (6, 1), (2, 1), (1, 2), (3, 5), (5, 3), (4, 6), (6, 4), (2, 6), (1, 3),
            ]
        for (step, (from, to)) in moves.enumerated() {
            try scratch.expect(["move", String(from), String(to)])
            model.insert(model.remove(at: from - 1), at: to - 1)
            let expected = model.enumerated().map { "\($0.offset + 1):\($0.element)" }
            let actual = try scratch.positionedNames()
            #expect(actual == expected, "after move \(step + 1) (\(from) → \(to))")
            if actual != expected { break }
        }
        #expect(try scratch.names(["--sorted"]) == ["A", "B", "C", "D", "E", "F"])
    }

    @Test(arguments: [("6", "1"), ("1", "6"), ("0", "2"), ("2", "0"), ("99", "100")])
    func aPositionOutOfRangeExits64NamingTheRangeAndMovesNothing(_ from: String, _ to: String) throws {
        let scratch = try fiveContacts()
        let run = try scratch.expect(["move", from, to], status: 64, stdout: "")
        #expect(run.stderr.contains("valid positions are 1–5"), "got \(run.stderr)")
        #expect(try scratch.names() == ["A", "B", "C", "D", "E"])
    }

    @Test(arguments: [
        (["1"], "Usage: contacts move"), (["1", "2", "3"], "Usage: contacts move"),
        (["x", "1"], "no contact matches 'x'"),
        (["1.5", "2"], "'1.5' is not a position"), (["1", "xavier"], "no contact matches 'xavier'"),
    ])
    func aMissingOrUnknownContactOrANonNumericPositionIsAUsageError(_ arguments: [String], _ message: String) throws {
        let scratch = try fiveContacts()
        let run = try scratch.expect(["move"] + arguments, status: 64, stdout: "")
        #expect(run.stderr.contains(message), "got \(run.stderr)")
        #expect(try scratch.names() == ["A", "B", "C", "D", "E"])
    }

    @Test func aPositionThatIsNotOneShowsMovesUsage() throws {
        let scratch = try fiveContacts()
        let run = try scratch.expect(["move", "1.5", "2"], status: 64, stdout: "")
        #expect(
            run.stderr
                == """
                contacts: error: '1.5' is not a position (a whole number), an id or a name
                Usage: contacts move [--store <path>] [--client <name>] <from> <to>
                  See 'contacts move --help' for more information.

                """)
    }
}
