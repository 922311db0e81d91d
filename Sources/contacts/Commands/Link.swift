import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Link: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "link",
            abstract: "Link contacts that are one person into one contact.",
            discussion: """
                `contacts link 4 9` makes the contacts at positions 4 and 9 one contact, at the earlier position, with everything both knew; a contact is also named by its id (the ID column), the start of it, or a name that matches one contact. Your decision is remembered: they stay together on every re-import, and `contacts unlink` is the only way to split them (`contacts undo` takes the link back).

                On a terminal it names the contacts and asks first; --yes skips the question. Without a terminal it links nothing unless --yes is given (exit status 64).

                --auto links the whole address book by the rules import uses (see `contacts duplicates` and docs/merging.md): for cards imported with --no-link, or to look again. It never undoes a link or goes against your decisions, and it does not ask.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "Link wherever the evidence is strong, across the whole address book.")
        var auto = false

        @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
        var yes = false

        @Argument(help: ArgumentHelp("Two or more positions, ids or names.", valueName: "contact"))
        var contacts: [String] = []

        func validate() throws {
            if auto, !contacts.isEmpty {
                throw ValidationError("--auto links the whole address book: name no contacts with it")
            }
            if !auto, contacts.count < 2 { throw ValidationError("name at least two contacts to link (or --auto)") }
        }

        func run() async throws {
            let references = try ContactReference.parse(contacts)
            let store = try storeOptions.open()
            if auto {
                let links = try store.linkAutomatically()
                try StandardOutput.writeLine(
                    "made \(links) link\(links == 1 ? "" : "s"); \(try store.count()) contacts")
            } else {
                try Confirmation.requireTerminal(unless: yes, "link")
                if !yes {
                    let targets = try store.contacts(references)
                    guard Confirmation.ask("Link \(targets.count) contacts into one (\(Confirmation.names(targets)))?")
                    else {
                        StandardError.write("nothing linked\n")
                        return
                    }
                }
                let contact = try store.link(references)
                try StandardOutput.writeLine(
                    "linked \(Terminal.bounded(ContactTable.name(contact))) (\(contact.rawContacts.count) raw contacts) "
                        + "at position \(contact.position), id \(contact.shortID)")
            }
        }
    }

    struct Unlink: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "unlink",
            abstract: "Split a contact back into the cards it was linked from.",
            discussion: """
                Each raw contact (imported card) of CONTACT becomes a contact of its own, right after it in your manual order; the first keeps the contact's id, the others get new ones. Your decision is remembered: they are never linked again automatically (`contacts link` can still join them; `contacts undo` takes the split back).

                On a terminal it names the contact and its cards and asks first; --yes skips the question. Without a terminal it changes nothing unless --yes is given (exit status 64).
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
        var yes = false

        @Argument(help: ArgumentHelp("A position, an id or a name.", valueName: "contact"))
        var contact: String

        func run() async throws {
            let reference = try ContactReference.parse(contact)
            try Confirmation.requireTerminal(unless: yes, "unlink")
            let store = try storeOptions.open()
            if !yes {
                let target = try store.contact(reference)
                let sources = Terminal.sanitized(target.rawContacts.map(\.source).joined(separator: ", "))
                guard
                    Confirmation.ask(
                        "Split \(Confirmation.names([target])) into its \(target.rawContacts.count) cards (\(sources))?"
                    )
                else {
                    StandardError.write("nothing unlinked\n")
                    return
                }
            }
            let parts = try store.unlink(reference)
            let output = StandardOutput()
            try output.write(
                "split into \(parts.count) contacts at positions \(parts.map { String($0.position) }.joined(separator: ", "))\n"
            )
            let width = parts.map { String($0.position).count }.max() ?? 1
            for part in parts {
                let position = String(part.position)
                try output.write(
                    "  " + Terminal.rightAligned(position, width: width) + "  \(part.shortID)"
                        + "  \(Terminal.bounded(ContactTable.name(part)))  "
                        + Terminal.styled(
                            Terminal.sanitized(part.rawContacts.map(\.source).joined(separator: ", ")), .dim) + "\n")
            }
            try output.flush()
        }
    }
}
