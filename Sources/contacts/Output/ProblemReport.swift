import ContactsKit

/// The problems of an import on standard error, grouped: the first ten with each message as they
/// come (`FILE:LINE: warning: …`), then, at the end, one line per message counting the rest. A
/// million cards with the same fault print a dozen lines, not a million.
final class ProblemReport {
    /// How many problems with one message are printed in full.
    static let shownPerMessage = 10
    /// How many different messages are counted one by one; past that they are counted together.
    static let distinctMessages = 1_000

    private struct Tally {
        var count = 0
        var example: ImportProblem
    }

    private var tallies: [String: Tally] = [:]
    private var order: [String] = []
    private var others = 0

    /// Prints `problem` when fewer than ``shownPerMessage`` with its message were printed; counts it.
    func report(_ problem: ImportProblem) {
        let key = (problem.rejectsCard ? "error:" : "warning:") + problem.message
        if tallies[key] == nil {
            guard tallies.count < Self.distinctMessages else {
                others += 1
                return
            }
            tallies[key] = Tally(example: problem)
            order.append(key)
        }
        tallies[key]!.count += 1
        if tallies[key]!.count <= Self.shownPerMessage { Diagnostics.printProblem(problem) }
    }

    /// One line for each message with problems not printed: how many more, and where the last was.
    func finish() {
        for key in order {
            guard let tally = tallies[key], tally.count > Self.shownPerMessage else { continue }
            let more = tally.count - Self.shownPerMessage
            let kind = tally.example.rejectsCard ? "card(s) rejected" : "card(s) repaired"
            Diagnostics.printWarning(
                "\(more) more \(kind) with the same problem, not shown: \(Terminal.bounded(tally.example.message))")
        }
        if others > 0 { Diagnostics.printWarning("\(others) more problem(s) of other kinds, not shown") }
        tallies.removeAll()
        order.removeAll()
        others = 0
    }
}
