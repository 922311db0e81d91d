import ArgumentParser
import ContactsKit
import Foundation
import VCard

extension ContactsCommand {
    struct Add: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "add",
            abstract: "Add a contact: from flags, from vCards on standard input (add -), or in your editor.",
            discussion: """
                `contacts add --name "Ann Lee" --email ann@example.com --phone "+44 20 7946 0000"` adds Ann Lee and prints her id. The name is kept as typed, and its parts are read from it as Apple's and Google's contacts do: `Sir Patrick Stewart` has the prefix Sir, `Martin Luther King Jr` the middle name Luther and the suffix Jr, `Ludwig van Beethoven` the family name van Beethoven, and `Doe, John` is family name first (docs/usage.md, "Names"). An email, phone, URL or address may start with a label: `--phone mobile:+44 20 7946 0000` (home, work, mobile, fax, pager, main, other). An address is `street, locality, postal code, country` (the first one to four of these) or a vCard ADR value (`;;12 Baker Street;London;;NW1 6XE;United Kingdom`). A birthday is YYYY-MM-DD, or --MM-DD without the year.

                `contacts add -` reads one or more vCards from standard input. On a terminal, with neither, it opens your editor ($CONTACTS_EDITOR, the editor setting, $VISUAL, $EDITOR, else vi) on an empty template (docs/usage.md describes it).

                An added contact is a card of the source `local`: it is exported, linked and listed like any other. When it is the same person as a contact already there (by the rules of import), it joins that contact, and the id printed is that contact's.

                Prints the id of each contact, one a line (--json: its JSON object). A bad value (an email without @, a birthday that is not a date) exits 64 and adds nothing.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: ArgumentHelp("The full name.", valueName: "name"))
        var name: String?

        @Option(help: ArgumentHelp("An email address, LABEL:ADDRESS for a label (repeatable).", valueName: "email"))
        var email: [String] = []

        @Option(help: ArgumentHelp("A phone number, LABEL:NUMBER for a label (repeatable).", valueName: "phone"))
        var phone: [String] = []

        @Option(name: .customLong("org"), help: ArgumentHelp("The organisation.", valueName: "organization"))
        var organization: String?

        @Option(help: ArgumentHelp("The job title.", valueName: "title"))
        var title: String?

        @Option(help: ArgumentHelp("YYYY-MM-DD, or --MM-DD without the year.", valueName: "date"))
        var birthday: String?

        @Option(
            help: ArgumentHelp(
                "street, locality, postal code, country; or a vCard ADR value (repeatable).", valueName: "address"))
        var address: [String] = []

        @Option(help: ArgumentHelp("A note.", valueName: "text"))
        var note: String?

        @Option(help: ArgumentHelp("A category (repeatable).", valueName: "name"))
        var category: [String] = []

        @Option(help: ArgumentHelp("A web address, LABEL:URL for a label (repeatable).", valueName: "url"))
        var url: [String] = []

        @Option(
            name: .customLong("to"),
            help: ArgumentHelp(
                "The book the contact goes to: a remote (created there at its next sync) or local; default: the default book (contacts remote default).",
                valueName: "book"))
        var book: String?

        @Flag(help: "Print each contact as a JSON object (keys in docs/usage.md) instead of its id.")
        var json = false

        @Argument(help: ArgumentHelp("- to read vCards from standard input.", valueName: "-"))
        var input: String?

        private var hasFields: Bool {
            name != nil || organization != nil || title != nil || birthday != nil || note != nil
                || !(email.isEmpty && phone.isEmpty && address.isEmpty && category.isEmpty && url.isEmpty)
        }

        func validate() throws {
            if let input, input != "-" {
                throw ValidationError("'\(input)': give - to read vCards from standard input, or the fields as flags")
            }
            if input != nil, hasFields { throw ValidationError("- reads whole vCards: give no field flags with it") }
        }

        /// The contact the flags describe.
        func fields() throws -> EditableContact {
            var contact = EditableContact()
            if let name {
                (contact.formattedName, contact.name) = try FieldArgument.name(name, flag: "--name")
            }
            contact.emails = try email.map { try FieldArgument.email($0, flag: "--email") }
            contact.phones = try phone.map { try FieldArgument.phone($0, flag: "--phone") }
            contact.addresses = try address.map { try FieldArgument.address($0, flag: "--address") }
            contact.urls = url.map(FieldArgument.labeled)
            contact.categories = try category.map { try FieldArgument.category($0, flag: "--category") }
            contact.organization = organization?.trimmingCharacters(in: .whitespaces) ?? ""
            contact.title = title?.trimmingCharacters(in: .whitespaces) ?? ""
            contact.note = note ?? ""
            contact.birthday = try birthday.map { try FieldArgument.date($0, flag: "--birthday") }
            return contact
        }

        func run() async throws {
            let cards: [VCard]
            var session: EditorSession?
            if input == "-" {
                cards = try Self.readCards()
            } else if hasFields {
                cards = [try fields().card]
            } else {
                guard Terminal.inputIsTerminal, Terminal.isTerminal(.standardOutput) else {
                    throw CommandError(
                        "give the contact's fields (--name, --email, …), - for vCards on standard input, or run on a terminal to fill in a template",
                        status: .usage)
                }
                let editor = try EditorSession(
                    text: ContactTemplate.render(EditableContact(), adding: true), purpose: "add")
                switch editor.run({ text throws(ContactTemplate.Problem) in try ContactTemplate.parse(text) }) {
                case .read(let contact):
                    cards = [contact.card]
                    session = editor
                case .unchanged, .empty:
                    StandardError.write("nothing added\n")
                    return
                case .abandoned(let reason, let kept):
                    throw CommandError("\(reason): nothing added" + (kept ? "; your text is in \(editor.path)" : ""))
                }
            }
            let store = try storeOptions.open(.readWriteOneConnection)
            let added: [Contact]
            do {
                added = try store.add(cards, to: book)
            } catch {
                if let session { StandardError.write("your text is kept in \(Terminal.sanitized(session.path))\n") }
                throw error
            }
            session?.finish()
            let output = StandardOutput()
            for contact in added {
                if contact.rawContacts.count > 1 {
                    StandardError.write(
                        "joined \(Terminal.sanitized(ContactTable.name(contact))) (\(contact.shortID)), already in the address book\n"
                    )
                }
                try output.write(json ? ContactJSON.object(contact).line : contact.id + "\n")
            }
            try output.flush()
        }

        /// The cards on standard input; problems are printed as `-:LINE:`, and a card that cannot be
        /// read stops everything (exit 65: nothing is added).
        static func readCards() throws -> [VCard] {
            let bytes = StandardInput.readAll()
            var cards: [VCard] = []
            var rejected = 0
            for entry in VCardReader(bytes: bytes) {
                for problem in entry.problems {
                    Diagnostics.printProblem(
                        ImportProblem(
                            file: "-", line: problem.line, message: problem.reason, rejectsCard: entry.card == nil))
                }
                if let card = entry.card { cards.append(card) } else { rejected += 1 }
            }
            if rejected > 0 {
                throw CommandError(
                    "\(rejected) card(s) on standard input cannot be read: nothing was added", status: .dataError)
            }
            guard !cards.isEmpty else {
                throw CommandError("no vCard on standard input: nothing was added", status: .dataError)
            }
            return cards
        }
    }
}
