import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Conflicts: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "conflicts",
            abstract: "Show the values that lost a conflict, and take one.",
            discussion: """
                When a field of a contact was changed here and at its source (a remote, or a file imported again) to different values, sync and import keep yours and say so. The other side's value is kept too: `contacts conflicts` lists each one — its number, the contact, the field (NOTE, FN, BDAY…), where it came from, your value and theirs. Name a contact to see only its conflicts.

                --take N puts the source's value in the contact (as `contacts edit` would: the next sync sends it); --dismiss N keeps yours and forgets theirs. Either is undone by `contacts undo`. A newer conflict on the same field replaces the older one; undoing the sync or import that found a conflict takes it away.

                --json writes one object per line: {"conflict","id","displayName","source","field","kept","theirs","foundAt"} (id is the contact's; kept or theirs is "" when that side removed the field).
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(
            help: ArgumentHelp("Only this contact's conflicts: a position, an id or a name.", valueName: "contact"))
        var contact: String?

        @Flag(help: "One JSON object per line.")
        var json = false

        @Option(help: ArgumentHelp("Put the source's value of conflict N in its contact.", valueName: "n"))
        var take: Int64?

        @Option(help: ArgumentHelp("Keep your value and forget conflict N.", valueName: "n"))
        var dismiss: Int64?

        func validate() throws {
            if take != nil, dismiss != nil {
                throw ValidationError("--take and --dismiss each decide one conflict: give one of them")
            }
            if take != nil || dismiss != nil, contact != nil || json {
                throw ValidationError(
                    "--take and --dismiss name the conflict by its number alone (no contact, no --json)")
            }
        }

        func run() async throws {
            let reference = try contact.map(ContactReference.parse)
            if let take {
                let contact = try storeOptions.open(.readWriteOneConnection).takeConflict(take)
                return try StandardOutput.writeLine(
                    "took conflict \(take): \(Terminal.sanitized(ContactTable.name(contact))) has the source's value")
            }
            if let dismiss {
                try storeOptions.open(.readWriteOneConnection).dismissConflict(dismiss)
                return try StandardOutput.writeLine("dismissed conflict \(dismiss): your value stays")
            }
            let conflicts = try storeOptions.openExisting().conflicts(of: reference)
            let output = StandardOutput()
            for conflict in conflicts {
                try output.write(json ? Self.json(conflict) : Self.text(conflict))
            }
            try output.flush()
            if conflicts.isEmpty, !json, Terminal.isTerminal(.standardError) {
                StandardError.write("no conflicts kept\n")
            }
        }

        /// `3  Ann Lee  NOTE from phone, 2026-11-28T13:00:00Z`, then the two values, indented.
        private static func text(_ conflict: KeptConflict) -> String {
            func value(_ text: String) -> String {
                text.isEmpty
                    ? Terminal.styled("(none)", .dim)
                    : Terminal.bounded(text, replacingLineBreaks: "\n            ")
            }
            return Terminal.styled(String(conflict.id), .bold) + "  "
                + Terminal.sanitized(ContactTable.name(conflict.contact)) + "  "
                + conflict.field + " from " + Terminal.sanitized(conflict.source)
                + Terminal.styled(", " + conflict.foundAt, .dim) + "\n"
                + "    yours:  " + value(conflict.kept) + "\n"
                + "    theirs: " + value(conflict.lost) + "\n"
        }

        private static func json(_ conflict: KeptConflict) -> String {
            JSONObject([
                "conflict": .int(Int(conflict.id)), "id": .string(conflict.contact.id),
                "displayName": .string(conflict.contact.displayName),
                "source": .string(conflict.source), "field": .string(conflict.field), "kept": .string(conflict.kept),
                "theirs": .string(conflict.lost), "foundAt": .string(conflict.foundAt),
            ]).line
        }
    }
}
