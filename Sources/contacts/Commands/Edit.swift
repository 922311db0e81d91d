import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Change a contact: in your editor, or with field flags.",
            discussion: """
                On a terminal, `contacts edit CONTACT` opens your editor ($CONTACTS_EDITOR, the editor setting, $VISUAL, $EDITOR, else vi) on a template of the contact: `Field: value` lines, lists as indented `label: value` lines (docs/usage.md describes it, and why it is not the vCard). Save and quit to store the changes. A mistake (a birthday that is not a date, an email without @) is named with its line, and Enter reopens the editor on your text; Ctrl-D gives up and keeps the text in its file. A file saved unchanged, or emptied, changes nothing. If another program changed the contact meanwhile, nothing is stored and your text is kept in its file.

                For scripts, the flags change one field each (repeat the list ones): --set-name "Ann Lee", --add-email work:ann@example.com, --remove-email ann@old.example, --add-phone mobile:+44 20 7946 0000, --remove-phone, --set-org, --set-title, --set-birthday 1980-04-12, --add-category, --remove-category, --set-note, --add-url, --remove-url, --add-address, --remove-address. An empty --set-org, --set-title, --set-birthday or --set-note removes the field.

                A removed value goes from every card of the contact that has it; a set field changes in every card that has it; an added value goes to the contact's own local card (made on first need). Properties the template does not show are kept. Removing a value the contact does not have, or adding one it has, exits 64 and changes nothing, as does a bad value. `contacts undo` takes the edit back.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("A position, an id or a name.", valueName: "contact"))
        var contact: String

        @Option(name: .customLong("set-name"), help: ArgumentHelp("The full name (the contact's prefix and suffix stay unless it gives its own).", valueName: "name"))
        var setName: String?
        @Option(name: .customLong("add-email"), help: ArgumentHelp("Add an email (LABEL:ADDRESS for a label).", valueName: "email"))
        var addEmail: [String] = []
        @Option(name: .customLong("remove-email"), help: ArgumentHelp("Remove an email.", valueName: "email"))
        var removeEmail: [String] = []
        @Option(name: .customLong("add-phone"), help: ArgumentHelp("Add a phone number (LABEL:NUMBER for a label).", valueName: "phone"))
        var addPhone: [String] = []
        @Option(name: .customLong("remove-phone"), help: ArgumentHelp("Remove a phone number (any punctuation).", valueName: "phone"))
        var removePhone: [String] = []
        @Option(name: .customLong("set-org"), help: ArgumentHelp("The organisation (empty: remove it).", valueName: "organization"))
        var setOrganization: String?
        @Option(name: .customLong("set-title"), help: ArgumentHelp("The job title (empty: remove it).", valueName: "title"))
        var setTitle: String?
        @Option(name: .customLong("set-birthday"), help: ArgumentHelp("YYYY-MM-DD or --MM-DD (empty: remove it).", valueName: "date"))
        var setBirthday: String?
        @Option(name: .customLong("add-category"), help: ArgumentHelp("Add a category.", valueName: "name"))
        var addCategory: [String] = []
        @Option(name: .customLong("remove-category"), help: ArgumentHelp("Remove a category.", valueName: "name"))
        var removeCategory: [String] = []
        @Option(name: .customLong("set-note"), help: ArgumentHelp("The note (empty: remove it).", valueName: "text"))
        var setNote: String?
        @Option(name: .customLong("add-url"), help: ArgumentHelp("Add a web address.", valueName: "url"))
        var addURL: [String] = []
        @Option(name: .customLong("remove-url"), help: ArgumentHelp("Remove a web address.", valueName: "url"))
        var removeURL: [String] = []
        @Option(name: .customLong("add-address"), help: ArgumentHelp("Add an address (as `contacts add --address`).", valueName: "address"))
        var addAddress: [String] = []
        @Option(name: .customLong("remove-address"), help: ArgumentHelp("Remove an address (its street, locality and postal code).", valueName: "address"))
        var removeAddress: [String] = []

        @Flag(help: "Print the contact afterwards as a JSON object (keys in docs/usage.md).")
        var json = false

        func validate() throws {
            _ = try ContactReference.parse(contact)
            _ = try changes()
        }

        /// The changes the flags ask for, in a fixed order: the name, removals, additions, fields.
        func changes() throws -> [FieldChange] {
            var changes: [FieldChange] = []
            if let setName {
                // The parts are read in the store, which keeps the contact's prefix and suffix.
                changes.append(.rename(try FieldArgument.name(setName, flag: "--set-name").formatted))
            }
            changes += removeEmail.map { .removeEmail($0) } + removePhone.map { .removePhone($0) } + removeURL.map { .removeURL($0) }
            changes += try removeAddress.map { .removeAddress(try FieldArgument.address($0, flag: "--remove-address")) }
            changes += removeCategory.map { .removeCategory($0) }
            changes += try addEmail.map { .addEmail(try FieldArgument.email($0, flag: "--add-email")) }
            changes += try addPhone.map { .addPhone(try FieldArgument.phone($0, flag: "--add-phone")) }
            changes += addURL.map { .addURL(FieldArgument.labeled($0)) }
            changes += try addAddress.map { .addAddress(try FieldArgument.address($0, flag: "--add-address")) }
            changes += try addCategory.map { .addCategory(try FieldArgument.category($0, flag: "--add-category")) }
            if let setOrganization { changes.append(.setOrganization(setOrganization)) }
            if let setTitle { changes.append(.setTitle(setTitle)) }
            if let setBirthday {
                changes.append(.setBirthday(setBirthday.isEmpty ? nil : try FieldArgument.birthday(setBirthday, flag: "--set-birthday")))
            }
            if let setNote { changes.append(.setNote(setNote)) }
            return changes
        }

        func run() async throws {
            let store = try storeOptions.open()
            let reference = try ContactReference.parse(contact)
            let changes = try changes()
            if !changes.isEmpty {
                try report(try store.edit(reference, changes), changes)
                return
            }
            guard Terminal.inputIsTerminal, Terminal.isTerminal(.standardOutput) else {
                throw CommandError("give the changes as flags (--add-phone, --set-note, …), or run on a terminal to edit the contact in your editor",
                                   status: .usage)
            }
            switch try EditorEdit.run(store, reference) {
            case .edited(let contact, let edits):
                try report(contact, edits)
            case .unchanged:
                StandardError.write("no change\n")
            case .refused(let error, let path):
                Diagnostics.printError(Terminal.sanitized(Diagnostics.message(error)))
                StandardError.write("your text is kept in \(Terminal.sanitized(path))\n")
                throw ExitStatus.of(error).exitCode
            case .abandoned(let reason, let path):
                throw CommandError("\(reason): nothing changed" + (path.map { "; your text is in \($0)" } ?? ""))
            }
        }

        private func report(_ contact: Contact, _ changes: [FieldChange]) throws {
            if json {
                try StandardOutput.writeLine(ContactJSON.object(contact))
            } else {
                try StandardOutput.writeLine("edited \(Terminal.sanitized(ContactTable.name(contact))) (\(contact.shortID)): "
                    + Terminal.sanitized(changes.map(\.description).joined(separator: ", ")))
            }
        }
    }
}
