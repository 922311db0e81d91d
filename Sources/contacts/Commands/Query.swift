import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Query: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "query",
            abstract: "Look up email addresses for a mail client (mutt's query_command, aerc's address-book-cmd).",
            discussion: """
                Prints one line per email address of every contact matching TERM (as `contacts list TERM` matches, but only in the name, nickname, organisation, email, phone and categories: never a note or an address): EMAIL<TAB>NAME<TAB>ORGANIZATION. mutt's format (the default) starts with one line of text that mutt shows as a status; --format aerc leaves it out.

                mutt:  set query_command = "contacts query --client mutt %s"
                aerc:  address-book-cmd = contacts query --client aerc --format aerc "%s"

                The first use by a new client asks on the terminal; docs/access.md.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case mutt, aerc
        }

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: ArgumentHelp("mutt (a status line first) or aerc (addresses only).", valueName: "format"))
        var format: Format = .mutt

        @Argument(help: ArgumentHelp("What to look for.", valueName: "term"))
        var term: [String]

        func validate() throws {
            if term.joined().allSatisfy(\.isWhitespace) {
                throw ValidationError("give a term to look for")
            }
        }

        func run() async throws {
            let query = term.joined(separator: " ")
            var lines: [String] = []
            try storeOptions.open(.readOnly).list(ListRequest(order: .familyName, query: query, scope: .identity)) {
                listed in
                let contact = listed.contact
                for email in contact.emails {
                    lines.append(
                        [email.value, contact.displayName, contact.organization].map(Self.field).joined(separator: "\t")
                    )
                }
            }
            let output = StandardOutput()
            if format == .mutt {
                try output.write(
                    lines.isEmpty
                        ? "No matches for \(Self.field(query))\n"
                        : "\(lines.count) address\(lines.count == 1 ? "" : "es") for \(Self.field(query))\n")
            }
            for line in lines { try output.write(line + "\n") }
            try output.flush()
            if lines.isEmpty { throw ExitStatus.failure.exitCode }
        }

        /// A value on one line without tabs (sanitising makes them spaces), safe for a terminal, and
        /// bounded: a mail client's address list never needs a 2 MB name.
        static func field(_ value: String) -> String {
            Terminal.bounded(value)
        }
    }
}
