import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Doctor: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "doctor",
            abstract: "Check the store, and repair what can be rebuilt.",
            discussion: """
                Checks SQLite's integrity and foreign keys, contacts without imported cards, the search index, the counts positions are computed from, and the linking keys. With --repair, everything derived is rebuilt from the imported cards (the truth): the merged contacts, the search index, the counts and the keys; your order, links and decisions are kept. A repair clears the history of changes: what came before it can no longer be undone. A damaged file cannot be repaired here: export what can be read, or restore a backup.

                Exit status 0 when the store is healthy (or was repaired), 1 when a problem remains.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "Rebuild what is derived from the imported cards.")
        var repair = false

        func run() async throws {
            let output = StandardOutput()
            let store: ContactStore
            do {
                store = try storeOptions.open(.readOnly)  // opening writes nothing to a file that may be damaged
            } catch ContactStoreError.storeDamaged(_, let detail) {
                // So damaged that it does not open: that is the finding.
                try report(
                    [StoreProblem(.integrity, "the database file is damaged: " + detail)], remaining: nil, output)
                throw ExitStatus.failure.exitCode
            }
            let found = repair ? try store.repair() : try store.checkHealth()
            let remaining = repair && found.contains(where: \.kind.isRepairable) ? try store.checkHealth() : found
            try report(found, remaining: repair ? remaining : nil, output)
            if found.isEmpty { try output.write("ok: \(try store.count()) contacts, no problems\n") }
            if repair, found.contains(where: \.kind.isRepairable) {
                try output.write("the history of changes was cleared: earlier changes can no longer be undone\n")
            }
            try output.flush()
            if !remaining.isEmpty { throw ExitStatus.failure.exitCode }
        }

        /// One line per problem found (`repaired:` when `remaining`, after a repair, no longer has
        /// it), then what to do about what remains.
        private func report(_ found: [StoreProblem], remaining: [StoreProblem]?, _ output: StandardOutput) throws {
            for problem in found {
                let fixed = remaining.map { left in !left.contains { $0.kind == problem.kind } } ?? false
                try output.write((fixed ? "repaired: " : "problem: ") + Terminal.sanitized(problem.detail) + "\n")
            }
            let left = remaining ?? found
            if left.contains(where: { $0.kind == .integrity }) {
                try output.write(Self.damageAdvice(storeOptions.path))
            } else if remaining == nil, left.contains(where: \.kind.isRepairable) {
                try output.write("run `contacts doctor --repair` to rebuild what is derived from your imported cards\n")
            }
            try output.flush()
        }

        /// What to do with a damaged store file.
        static func damageAdvice(_ path: String) -> String {
            let store = Diagnostics.shellQuoted(path)
            return """
                the store file is damaged: no command writes to it until `contacts doctor` finds it whole again.
                save what can be read: contacts export --store \(store) -o saved.vcf (it skips what cannot be read and says how much);
                then restore a backup of \(store), or move it aside and import saved.vcf into a new store.

                """
        }
    }
}
