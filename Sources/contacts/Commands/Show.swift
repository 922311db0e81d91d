import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show one contact in full.",
            discussion: """
                CONTACT is a position (the # column of `contacts list`) or an id (id:… or the full id).

                On a terminal the contact's photo is drawn above its name, in half-block characters: in 24-bit colour when $COLORTERM is truecolor or 24bit, in the 256-colour palette otherwise. --photo draws it on any output (for `less -R`, say). It is never drawn with --json, nor when NO_COLOR is set or TERM is dumb; the photo line then still describes it.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("A position or an id.", valueName: "contact"))
        var contact: String

        @Flag(help: "One JSON object (keys in docs/usage.md).")
        var json = false

        @Flag(help: "Draw the photo even when standard output is not a terminal (not with NO_COLOR or TERM=dumb).")
        var photo = false

        @Flag(help: "Also show each raw contact (imported card) behind this contact, headed by its source and UID.")
        var raw = false

        func validate() throws {
            _ = try ContactReference.parse(contact)
            if photo, json { throw ValidationError("--photo draws on the terminal; --json writes no photo (use `contacts photo N --output FILE`)") }
        }

        func run() async throws {
            let store = try storeOptions.open()
            let reference = try ContactReference.parse(self.contact)
            let contact = try store.contact(reference)
            let output = StandardOutput()
            if json {
                try output.write(ContactJSON.object(contact) + "\n")
            } else {
                let photo = try await PhotoDrawing.draw(try store.photo(of: reference), store: store, output: output, explicitly: self.photo)
                try ContactDetail(output: output).render(contact, photo: photo)
                if raw { try RawCards(output: output).render(try store.rawContacts(of: reference)) }
            }
            try output.flush()
        }
    }
}
