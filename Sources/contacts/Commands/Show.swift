import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "show",
            abstract: "Show one contact in full.",
            discussion: """
                CONTACT is a position (the # column of `contacts list`), an id or the start of one (the ID column; id:… or the full id), or a name that matches exactly one contact (`contacts show tanaka`).

                Every property of the contact's merged card is shown, with a readable name and label: emails, phones, instant messaging (IMPP, X-AIM, X-JABBER…), social profiles (X-SOCIALPROFILE, X-TWITTER…), URLs, postal addresses (as the lines of a letter, in the order of the address's country, or the card's LABEL), birthday, anniversary and other dates, related people, role, categories and groups, gender, language, time zone, location, keys, and any other X- property by its name. A group card lists its members. Long values wrap to the terminal's width. --address prints only the postal address (the preferred one, or --label's), with the name, for a label printer.

                On a terminal the contact's photo is drawn above its name, in half-block characters: in 24-bit colour when $COLORTERM is truecolor or 24bit, in the 256-colour palette otherwise. --photo draws it on any output (for `less -R`, say). It is never drawn with --json, nor when NO_COLOR is set or TERM is dumb; the photo line then still describes it.
                """
        )

        @OptionGroup var storeOptions: StoreOptions
        @OptionGroup var pagerOptions: PagerOptions

        @Argument(help: ArgumentHelp("A position, an id or a name.", valueName: "contact"))
        var contact: String

        @Flag(help: "One JSON object (keys in docs/usage.md).")
        var json = false

        @Flag(help: "Draw the photo even when standard output is not a terminal (not with NO_COLOR or TERM=dumb).")
        var photo = false

        @Flag(help: "Also show each raw contact (imported card) behind this contact, headed by its source and UID.")
        var raw = false

        @Flag(help: "Print only the postal address, with the name, as a label printer wants it.")
        var address = false

        @Option(
            help: ArgumentHelp(
                "With --address: the address with this label (home, work, …) instead of the preferred one.",
                valueName: "label"))
        var label: String?

        func validate() throws {
            if photo, json {
                throw ValidationError(
                    "--photo draws on the terminal; --json writes no photo (use `contacts photo N --output FILE`)")
            }
            if address, json || raw || photo {
                throw ValidationError("--address prints the address alone: not with --json, --raw or --photo")
            }
            if label != nil, !address { throw ValidationError("--label chooses the address of --address") }
        }

        func run() async throws {
            let reference = try ContactReference.parse(self.contact)
            let store = try storeOptions.openExisting()
            let card = try store.card(reference)
            if address { return try printAddress(card) }
            if !json { pagerOptions.start() }
            let output = StandardOutput()
            if json {
                try output.write(ContactJSON.object(card.contact).line)
            } else {
                let photo = try await PhotoDrawing.draw(
                    try store.photo(of: reference), store: store, output: output, explicitly: self.photo)
                try ContactDetail(output: output).render(card, photo: photo)
                if raw { try RawCards(output: output).render(try store.rawContacts(of: reference)) }
                let conflicts = try store.conflicts(of: reference).count
                if conflicts > 0 {
                    try output.write(
                        Terminal.styled(
                            "\(conflicts) conflict\(conflicts == 1 ? "" : "s") kept: "
                                + "contacts conflicts \(card.contact.position)", .yellow) + "\n")
                }
            }
            try output.flush()
        }

        /// `--address`: the chosen address's label lines.
        /// - Throws: a ``CommandError`` when the contact has no address, or none with `--label`'s.
        private func printAddress(_ card: ContactCard) throws {
            guard let chosen = card.address(labelled: label) else {
                let name = ContactTable.name(card.contact)
                if let label, !card.addresses.isEmpty {
                    throw CommandError(
                        "\(name) has no address labelled '\(label)'; the labels are "
                            + card.addresses.map { "'\($0.label)'" }.joined(separator: ", "))
                }
                throw CommandError("\(name) has no postal address")
            }
            let output = StandardOutput()
            try ContactDetail(output: output).renderLabel(card, chosen)
            try output.flush()
        }
    }
}
