import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Delete: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "delete",
            abstract: "Move contacts to the trash (with every card they were imported from).",
            discussion: """
                CONTACT is a position (the # column of `contacts list`), an id or the start of one (the ID column), or a name that matches one contact. All are read before anything is deleted: `contacts delete 7 9` deletes the contacts shown at 7 and 9.

                A deleted contact goes to the trash (`contacts trash`, `contacts restore`, kept 30 days), and `contacts undo` brings it back. Its cards stay deleted when their file is imported again (`import --restore-deleted` brings them back).

                On a terminal it names the contacts and asks first; --yes skips the question. Without a terminal it deletes nothing unless --yes is given (exit status 64).
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
        var yes = false

        @Argument(help: ArgumentHelp("Positions, ids or names.", valueName: "contact"))
        var contacts: [String]

        func validate() throws {
            if contacts.isEmpty {
                throw ValidationError("name at least one contact to delete (a position, an id or a name)")
            }
        }

        func run() async throws {
            let references = try ContactReference.parse(contacts)
            // Checked here, not in validate(), so that a mistyped flag is reported as such first.
            try Confirmation.requireTerminal(unless: yes, "delete")
            let store = try storeOptions.open(.readWriteOneConnection)
            if !yes {
                let targets = try store.contacts(references)
                let noun = targets.count == 1 ? "contact" : "\(targets.count) contacts"
                guard Confirmation.ask("Delete \(noun) (\(Confirmation.names(targets)))?") else {
                    StandardError.write("nothing deleted\n")
                    return
                }
            }
            let count = try store.delete(references)
            try StandardOutput.writeLine(
                "deleted \(count) \(count == 1 ? "contact" : "contacts") (to the trash: `contacts undo` brings \(count == 1 ? "it" : "them") back)"
            )
        }
    }
}
