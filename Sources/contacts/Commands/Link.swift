import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Link: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "link",
            abstract: "Link contacts that are one person into one contact.",
            discussion: """
                `contacts link 4 9` makes the contacts at positions 4 and 9 one contact, at the earlier position, with everything both knew. Your decision is remembered: they stay together on every re-import, and `contacts unlink` is the only way to split them.

                --auto links the whole address book by the rules import uses (see `contacts duplicates` and docs/merging.md): for cards imported with --no-link, or to look again. It never undoes a link or goes against your decisions.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "Link wherever the evidence is strong, across the whole address book.")
        var auto = false

        @Argument(help: ArgumentHelp("Two or more positions or ids.", valueName: "contact"))
        var contacts: [String] = []

        func validate() throws {
            if auto, !contacts.isEmpty { throw ValidationError("--auto links the whole address book: name no contacts with it") }
            if !auto, contacts.count < 2 { throw ValidationError("name at least two contacts to link (or --auto)") }
            _ = try ContactReference.parse(contacts)
        }

        func run() async throws {
            let store = try storeOptions.open()
            if auto {
                let links = try store.linkAutomatically()
                try StandardOutput.writeLine("made \(links) link\(links == 1 ? "" : "s"); \(try store.count()) contacts")
            } else {
                let contact = try store.link(try ContactReference.parse(contacts))
                try StandardOutput.writeLine(
                    "linked \(Terminal.bounded(ContactTable.name(contact))) (\(contact.rawContacts.count) raw contacts) at position \(contact.position)")
            }
        }
    }

    struct Unlink: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unlink",
            abstract: "Split a contact back into the cards it was linked from.",
            discussion: """
                Each raw contact (imported card) of CONTACT becomes a contact of its own, right after it in your manual order. Your decision is remembered: they are never linked again automatically (`contacts link` can still join them).
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("A position or an id.", valueName: "contact"))
        var contact: String

        func validate() throws {
            _ = try ContactReference.parse(contact)
        }

        func run() async throws {
            let parts = try storeOptions.open().unlink(try ContactReference.parse(contact))
            let output = StandardOutput()
            try output.write("split into \(parts.count) contacts at positions \(parts.map { String($0.position) }.joined(separator: ", "))\n")
            let width = parts.map { String($0.position).count }.max() ?? 1
            for part in parts {
                let position = String(part.position)
                try output.write("  " + String(repeating: " ", count: width - position.count) + position
                    + "  \(Terminal.bounded(ContactTable.name(part)))  "
                    + Terminal.styled(Terminal.sanitized(part.rawContacts.map(\.source).joined(separator: ", ")), .dim) + "\n")
            }
            try output.flush()
        }
    }
}
