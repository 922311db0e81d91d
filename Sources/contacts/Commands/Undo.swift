import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Undo: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "undo",
            abstract: "Take back the last change (add, edit, delete, move, link, unlink, import, restore, photo).",
            discussion: """
                Each change to the address book is recorded (`contacts history` lists them, newest first; the last 100 are kept). `contacts undo` takes back the newest one, exactly: a deleted contact comes back with its id, its cards and its place; an import is taken back whole, however many cards it read. Each further `undo` takes back the change before. Any program's changes count (see the client column of `contacts history`).

                Prints: undid: KIND SUMMARY. Exit status 1 when there is nothing to undo. `contacts doctor --repair` clears the history.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        func run() async throws {
            let change = try storeOptions.open(.readWriteOneConnection).undo()
            try StandardOutput.writeLine("undid: \(Terminal.sanitized(change.summary))")
        }
    }

    struct History: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "history",
            abstract: "List the changes `contacts undo` would take back, newest first.",
            discussion: """
                One line per change: its number, when it was made (UTC), the client that made it, its kind (add, edit, delete, move, link, unlink, import, restore, photo, trash-empty) and what it did. The last 100 changes are kept.

                --json writes one object per line: {"id","at","client","kind","summary"} (docs/usage.md).
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "One JSON object per line.")
        var json = false

        @Option(help: ArgumentHelp("At most this many changes.", valueName: "n"))
        var limit: Int = 100

        func validate() throws {
            if limit < 0 { throw ValidationError("--limit must be 0 or more") }
        }

        func run() async throws {
            let changes = try storeOptions.openExisting().history(limit: limit)
            let output = StandardOutput()
            let width = changes.map { String($0.id).count }.max() ?? 1
            let kindWidth = changes.map(\.kind.rawValue.count).max() ?? 0
            let clientWidth = min(16, changes.map { Terminal.displayWidth(Terminal.sanitized($0.client)) }.max() ?? 0)
            for change in changes {
                if json {
                    try output.write(
                        JSONObject([
                            "id": .int(Int(change.id)), "at": .string(change.at), "client": .string(change.client),
                            "kind": .string(change.kind.rawValue), "summary": .string(change.summary),
                        ]).line)
                } else {
                    let number = String(change.id)
                    try output.write(
                        Terminal.rightAligned(number, width: width) + "  "
                            + Terminal.styled(change.at, .dim) + "  "
                            + Terminal.fit(Terminal.sanitized(change.client), width: clientWidth) + "  "
                            + change.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0) + "  "
                            + Terminal.sanitized(change.summary) + "\n")
                }
            }
            try output.flush()
            if changes.isEmpty, !json, Terminal.isTerminal(.standardError) {
                StandardError.write("no changes recorded\n")
            }
        }
    }
}
