import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Edit: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "edit",
            abstract: "Change a contact: in your editor, or with field flags.",
            discussion: """
                On a terminal, `contacts edit CONTACT` opens your editor ($CONTACTS_EDITOR, the editor setting, $VISUAL, $EDITOR, else vi) on a template of the contact: `Field: value` lines, lists as indented `label: value` lines (docs/usage.md describes it, and why it is not the vCard). Save and quit to store the changes. A mistake (a birthday that is not a date, an email without @) is named with its line, and Enter reopens the editor on your text; Ctrl-D gives up and keeps the text in its file. A file saved unchanged, or emptied, changes nothing. If another program changed the contact meanwhile, nothing is stored and your text is kept in its file.

                The template's Nickname:, Anniversary:, IM: (xmpp:ann@example.com, labelled as emails are) and Related: (spouse: Bob Lee; a kind of relation as vCard names them, or your own label) lines edit those fields too. The order of Emails: and Phones: counts: the first is the preferred one, so moving a line to the top makes it preferred. A note of several lines is written `Note: |` with each line below it indented by two spaces.

                For scripts, the flags change one field each (repeat the list ones): --set-name "Ann Lee", --set-nickname Annie, --add-email work:ann@example.com, --remove-email ann@old.example, --prefer-email ann@example.com, --add-phone mobile:+44 20 7946 0000, --remove-phone, --prefer-phone, --set-org, --set-title, --set-birthday 1980-04-12, --set-anniversary 2010-06-19, --add-im xmpp:ann@example.com, --remove-im, --add-url, --remove-url, --add-related spouse:Bob Lee, --remove-related, --add-category, --remove-category, --set-note, --add-address, --remove-address. An empty --set-nickname, --set-org, --set-title, --set-birthday, --set-anniversary or --set-note removes the field. Removals come first, then additions, then the preferred email and phone (so an email just added can be preferred), then the fields set.

                A removed value goes from every card of the contact that has it; a set field changes in every card that has it; an added value goes to the contact's own local card (made on first need). Properties the template does not show are kept. Removing a value the contact does not have, or adding one it has, exits 64 and changes nothing, as does a bad value. `contacts undo` takes the edit back.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("A position, an id or a name.", valueName: "contact"))
        var contact: String

        @Option(
            name: .customLong("set-name"),
            help: ArgumentHelp(
                "The full name (the contact's prefix and suffix stay unless it gives its own).", valueName: "name"))
        var setName: String?
        @Option(
            name: .customLong("set-nickname"),
            help: ArgumentHelp("The nicknames, separated by commas (empty: remove them).", valueName: "nickname"))
        var setNickname: String?
        @Option(
            name: .customLong("add-email"),
            help: ArgumentHelp("Add an email (LABEL:ADDRESS for a label).", valueName: "email"))
        var addEmail: [String] = []
        @Option(name: .customLong("remove-email"), help: ArgumentHelp("Remove an email.", valueName: "email"))
        var removeEmail: [String] = []
        @Option(
            name: .customLong("prefer-email"),
            help: ArgumentHelp("Make one of the contact's emails the preferred one (the first).", valueName: "email"))
        var preferEmail: String?
        @Option(
            name: .customLong("add-phone"),
            help: ArgumentHelp("Add a phone number (LABEL:NUMBER for a label).", valueName: "phone"))
        var addPhone: [String] = []
        @Option(
            name: .customLong("remove-phone"),
            help: ArgumentHelp("Remove a phone number (any punctuation).", valueName: "phone"))
        var removePhone: [String] = []
        @Option(
            name: .customLong("prefer-phone"),
            help: ArgumentHelp(
                "Make one of the contact's phone numbers the preferred one (the first).", valueName: "phone"))
        var preferPhone: String?
        @Option(
            name: .customLong("set-org"),
            help: ArgumentHelp("The organisation (empty: remove it).", valueName: "organization"))
        var setOrganization: String?
        @Option(
            name: .customLong("set-title"), help: ArgumentHelp("The job title (empty: remove it).", valueName: "title"))
        var setTitle: String?
        @Option(
            name: .customLong("set-birthday"),
            help: ArgumentHelp("YYYY-MM-DD or --MM-DD (empty: remove it).", valueName: "date"))
        var setBirthday: String?
        @Option(
            name: .customLong("set-anniversary"),
            help: ArgumentHelp("YYYY-MM-DD or --MM-DD (empty: remove it).", valueName: "date"))
        var setAnniversary: String?
        @Option(
            name: .customLong("add-im"),
            help: ArgumentHelp(
                "Add an instant messaging address: [LABEL:]SERVICE:HANDLE (xmpp:ann@example.com).", valueName: "im"))
        var addIM: [String] = []
        @Option(
            name: .customLong("remove-im"), help: ArgumentHelp("Remove an instant messaging address.", valueName: "im"))
        var removeIM: [String] = []
        @Option(
            name: .customLong("add-related"),
            help: ArgumentHelp(
                "Add a related person: [RELATION:]NAME (spouse:Bob Lee; child, parent, friend, …).", valueName: "person"
            ))
        var addRelated: [String] = []
        @Option(
            name: .customLong("remove-related"),
            help: ArgumentHelp("Remove a related person (the name, without the relation).", valueName: "person"))
        var removeRelated: [String] = []
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
        @Option(
            name: .customLong("add-address"),
            help: ArgumentHelp("Add an address (as `contacts add --address`).", valueName: "address"))
        var addAddress: [String] = []
        @Option(
            name: .customLong("remove-address"),
            help: ArgumentHelp("Remove an address (its street, locality and postal code).", valueName: "address"))
        var removeAddress: [String] = []

        @Flag(help: "Print the contact afterwards as a JSON object (keys in docs/usage.md).")
        var json = false

        /// The changes the flags ask for, in a fixed order: the name, removals, additions, the preferred
        /// email and phone (so that a value just added can be preferred), fields.
        func changes() throws -> [FieldChange] {
            var changes: [FieldChange] = []
            if let setName {
                // The parts are read in the store, which keeps the contact's prefix and suffix.
                changes.append(.rename(try FieldArgument.name(setName, flag: "--set-name").formatted))
            }
            changes +=
                removeEmail.map { .removeEmail($0) } + removePhone.map { .removePhone($0) }
                + removeURL.map { .removeURL($0) }
            changes += removeIM.map { .removeIM($0) } + removeRelated.map { .removeRelated($0) }
            changes += try removeAddress.map { .removeAddress(try FieldArgument.address($0, flag: "--remove-address")) }
            changes += removeCategory.map { .removeCategory($0) }
            changes += try addEmail.map { .addEmail(try FieldArgument.email($0, flag: "--add-email")) }
            changes += try addPhone.map { .addPhone(try FieldArgument.phone($0, flag: "--add-phone")) }
            changes += addURL.map { .addURL(FieldArgument.labeled($0)) }
            changes += try addIM.map { .addIM(try FieldArgument.im($0, flag: "--add-im")) }
            changes += try addRelated.map { .addRelated(try FieldArgument.related($0, flag: "--add-related")) }
            changes += try addAddress.map { .addAddress(try FieldArgument.address($0, flag: "--add-address")) }
            changes += try addCategory.map { .addCategory(try FieldArgument.category($0, flag: "--add-category")) }
            if let preferEmail {
                changes.append(.orderEmails([try FieldArgument.existing(preferEmail, flag: "--prefer-email")]))
            }
            if let preferPhone {
                changes.append(.orderPhones([try FieldArgument.existing(preferPhone, flag: "--prefer-phone")]))
            }
            if let setNickname {
                changes.append(.setNicknames(try FieldArgument.nicknames(setNickname, flag: "--set-nickname")))
            }
            if let setOrganization { changes.append(.setOrganization(setOrganization)) }
            if let setTitle { changes.append(.setTitle(setTitle)) }
            if let setBirthday {
                changes.append(
                    .setBirthday(
                        setBirthday.isEmpty ? nil : try FieldArgument.date(setBirthday, flag: "--set-birthday")))
            }
            if let setAnniversary {
                changes.append(
                    .setAnniversary(
                        setAnniversary.isEmpty ? nil : try FieldArgument.date(setAnniversary, flag: "--set-anniversary")
                    ))
            }
            if let setNote { changes.append(.setNote(setNote)) }
            return changes
        }

        func run() async throws {
            // The arguments are read once, before the store opens: a mistake there (exit 64) opens nothing.
            let reference = try ContactReference.parse(contact)
            let changes = try changes()
            let store = try storeOptions.open(.readWriteOneConnection)
            if !changes.isEmpty {
                try report(try store.edit(reference, changes), changes)
                return
            }
            guard Terminal.inputIsTerminal, Terminal.isTerminal(.standardOutput) else {
                throw CommandError(
                    "give the changes as flags (--add-phone, --set-note, …), or run on a terminal to edit the contact in your editor",
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
                try StandardOutput.writeLine(ContactJSON.object(contact).json)
            } else {
                try StandardOutput.writeLine(
                    "edited \(Terminal.sanitized(ContactTable.name(contact))) (\(contact.shortID)): "
                        + Terminal.sanitized(changes.map(\.description).joined(separator: ", ")))
            }
        }
    }
}
