import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete contacts (with every card they were imported from).",
            discussion: """
                CONTACT is a position (the # column of `contacts list`) or an id. All positions are read before anything is deleted: `contacts delete 7 9` deletes the contacts shown at 7 and 9.

                On a terminal it asks first; --yes skips the question. Without a terminal it deletes nothing unless --yes is given.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
        var yes = false

        @Argument(help: ArgumentHelp("Positions or ids.", valueName: "contact"))
        var contacts: [String]

        func validate() throws {
            if contacts.isEmpty { throw ValidationError("name at least one contact to delete (a position from `contacts list`)") }
            for argument in contacts where ContactReference(argument: argument) == nil {
                throw ValidationError("'\(argument)' is not a position or an id (id:…)")
            }
        }

        func run() async throws {
            // Checked here, not in validate(), so that a mistyped flag is reported as such first.
            if !yes, !Terminal.inputIsTerminal {
                Diagnostics.printError("refusing to delete without confirmation: standard input is not a terminal; add --yes")
                throw ExitCode(64)
            }
            let store = try storeOptions.open()
            let references = contacts.compactMap(ContactReference.init(argument:))
            do {
                let targets = try store.contacts(references)
                if !yes {
                    let names = targets.prefix(5).map { Terminal.sanitized(ContactTable.name($0)) }
                    let more = targets.count > 5 ? " and \(targets.count - 5) more" : ""
                    let noun = targets.count == 1 ? "contact" : "\(targets.count) contacts"
                    StandardError.write("Delete \(noun) (\(names.joined(separator: ", "))\(more))? [y/N] ")
                    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                    guard answer == "y" || answer == "yes" else {
                        StandardError.write("nothing deleted\n")
                        return
                    }
                }
                let count = try store.delete(references)
                let output = StandardOutput()
                output.write("deleted \(count) \(count == 1 ? "contact" : "contacts")\n")
                output.flush()
            } catch {
                throw Diagnostics.fail(error)
            }
        }
    }
}
