import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Doctor: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "doctor",
            abstract: "Check the store, and repair what can be rebuilt.",
            discussion: """
                Checks SQLite's integrity and foreign keys, contacts without imported cards, the search index, the counts positions are computed from, and the linking keys. With --repair, everything derived is rebuilt from the imported cards (the truth): the merged contacts, the search index, the counts and the keys; your order, links and decisions are kept. A damaged file cannot be repaired here: export what can be read, or restore a backup.

                Exit status 0 when the store is healthy (or was repaired), 1 when a problem remains.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "Rebuild what is derived from the imported cards.")
        var repair = false

        func run() async throws {
            let store = try storeOptions.open()
            let found = repair ? try store.repair() : try store.checkHealth()
            let remaining = repair ? try store.checkHealth() : found
            let output = StandardOutput()
            for problem in found {
                let fixed = repair && !remaining.contains { $0.kind == problem.kind }
                try output.write((fixed ? "repaired: " : "problem: ") + Terminal.sanitized(problem.detail) + "\n")
            }
            if found.isEmpty { try output.write("ok: \(try store.count()) contacts, no problems\n") }
            if !remaining.isEmpty, !repair, remaining.contains(where: \.kind.isRepairable) {
                try output.write("run `contacts doctor --repair` to rebuild what is derived from your imported cards\n")
            }
            try output.flush()
            if !remaining.isEmpty { throw ExitCode(1) }
        }
    }
}
