import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Trash: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "trash",
            abstract: "List the deleted contacts, or empty the trash.",
            discussion: """
                Lists the contacts `contacts delete` moved to the trash, most recently deleted first: the start of each one's id, its name, and when it was deleted (UTC). `contacts restore ID` (or a name) brings one back. Entries are deleted for good 30 days after their delete, by the next change to the store (listing the trash only reads).

                --empty deletes every entry for good (asking first on a terminal; --yes for scripts; `contacts undo` takes it back). The cards of deleted contacts stay remembered, so importing them again still skips them (`import --restore-deleted`).

                --json writes one object per line: {"id","displayName","deletedAt"}.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "One JSON object per line.")
        var json = false

        @Flag(help: "Delete every entry for good.")
        var empty = false

        @Flag(name: [.short, .long], help: "With --empty: do not ask for confirmation.")
        var yes = false

        func validate() throws {
            if empty, json { throw ValidationError("--empty deletes the entries; list them without it") }
            if yes, !empty { throw ValidationError("--yes goes with --empty") }
        }

        func run() async throws {
            if empty {
                let store = try storeOptions.open(.readWriteOneConnection)
                try Confirmation.requireTerminal(unless: yes, "empty the trash")
                let count = try store.trash().count
                guard count > 0 else {
                    try StandardOutput.writeLine("the trash is empty")
                    return
                }
                if !yes,
                    !Confirmation.ask(
                        "Delete the \(count) \(count == 1 ? "contact" : "contacts") in the trash for good?")
                {
                    StandardError.write("nothing deleted\n")
                    return
                }
                let deleted = try store.emptyTrash()
                try StandardOutput.writeLine(
                    "emptied the trash: \(deleted) \(deleted == 1 ? "contact" : "contacts") deleted for good")
                return
            }
            // Listing only reads: the store is opened read-only, and the 30-day purge waits for the next write.
            let entries = try storeOptions.openExisting().trash()
            let output = StandardOutput()
            let ids = ContactSummary.distinctPrefixes(entries.map(\.id))
            let names = entries.map { Terminal.sanitized($0.displayName.isEmpty ? "(no name)" : $0.displayName) }
            let width = min(40, names.map(Terminal.displayWidth).max() ?? 0)
            for (index, entry) in entries.enumerated() {
                if json {
                    try output.write(
                        JSONObject([
                            "id": .string(entry.id), "displayName": .string(entry.displayName),
                            "deletedAt": .string(entry.deletedAt),
                        ]).line)
                } else {
                    try output.write(
                        Terminal.styled(ids[index], .dim) + "  " + Terminal.fit(names[index], width: width) + "  "
                            + Terminal.styled("deleted " + entry.deletedAt, .dim) + "\n")
                }
            }
            try output.flush()
            if entries.isEmpty, !json, Terminal.isTerminal(.standardError) {
                StandardError.write("the trash is empty\n")
            }
        }
    }

    struct Restore: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "restore",
            abstract: "Bring a contact back from the trash.",
            discussion: """
                CONTACT names an entry of `contacts trash`: by the start of its id, or by a name that matches one entry (positions do not apply: a deleted contact has none). It comes back with its id, its cards, your link decisions and photo choice, near its old position; its cards are imported again as usual from then on.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("The deleted contact: the start of its id, or its name.", valueName: "contact"))
        var contact: String

        func run() async throws {
            let reference = try ContactReference.parse(contact)
            if case .position = reference {
                throw ValidationError(
                    "a contact in the trash has no position: name it by its id (id:1234 when it starts with digits) or its name (`contacts trash` lists them)"
                )
            }
            let restored = try storeOptions.open(.readWriteOneConnection).restore(reference)
            try StandardOutput.writeLine(
                "restored \(Terminal.sanitized(ContactTable.name(restored))) at position \(restored.position), id \(restored.shortID)"
            )
        }
    }
}
