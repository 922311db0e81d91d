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
            _ = try ContactReference.parse(contacts)
        }

        func run() async throws {
            // Checked here, not in validate(), so that a mistyped flag is reported as such first.
            if !yes, !Terminal.inputIsTerminal {
                throw CommandError("refusing to delete without confirmation: standard input is not a terminal; add --yes", exitCode: ExitCode(64))
            }
            let store = try storeOptions.open()
            let references = try ContactReference.parse(contacts)
            if !yes, !confirm(try store.contacts(references)) {
                StandardError.write("nothing deleted\n")
                return
            }
            let count = try store.delete(references)
            try StandardOutput.writeLine("deleted \(count) \(count == 1 ? "contact" : "contacts")")
        }

        /// Asks on the terminal whether to delete `targets` (naming the first five); true for y or yes.
        private func confirm(_ targets: [Contact]) -> Bool {
            let names = targets.prefix(5).map { Terminal.bounded(ContactTable.name($0)) }
            let more = targets.count > 5 ? " and \(targets.count - 5) more" : ""
            let noun = targets.count == 1 ? "contact" : "\(targets.count) contacts"
            StandardError.write("Delete \(noun) (\(names.joined(separator: ", "))\(more))? [y/N] ")
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            return answer == "y" || answer == "yes"
        }
    }
}
