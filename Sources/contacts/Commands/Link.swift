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
            for argument in contacts where ContactReference(argument: argument) == nil {
                throw ValidationError("'\(argument)' is not a position or an id (id:…)")
            }
        }

        func run() async throws {
            let store = try storeOptions.open()
            let output = StandardOutput()
            do {
                if auto {
                    let links = try store.linkAutomatically()
                    output.write("made \(links) link\(links == 1 ? "" : "s"); \(try store.count()) contacts\n")
                } else {
                    let contact = try store.link(contacts.compactMap(ContactReference.init(argument:)))
                    output.write("linked \(Terminal.sanitized(ContactTable.name(contact))) (\(contact.rawContacts.count) raw contacts) at position \(contact.position)\n")
                }
                output.flush()
            } catch {
                throw Diagnostics.fail(error)
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
            if ContactReference(argument: contact) == nil { throw ValidationError("'\(contact)' is not a position or an id (id:…)") }
        }

        func run() async throws {
            let store = try storeOptions.open()
            let output = StandardOutput()
            do {
                let parts = try store.unlink(ContactReference(argument: contact)!)
                let positions = parts.map { String($0.position) }.joined(separator: ", ")
                output.write("split into \(parts.count) contacts at positions \(positions)\n")
                let width = parts.map { String($0.position).count }.max() ?? 1
                for part in parts {
                    let position = String(part.position)
                    output.write("  " + String(repeating: " ", count: width - position.count) + position
                        + "  \(Terminal.sanitized(ContactTable.name(part)))  "
                        + Terminal.styled(Terminal.sanitized(part.rawContacts.map(\.source).joined(separator: ", ")), .dim) + "\n")
                }
                output.flush()
            } catch {
                throw Diagnostics.fail(error)
            }
        }
    }
}
