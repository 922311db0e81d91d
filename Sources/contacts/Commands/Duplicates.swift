import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Duplicates: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "duplicates",
            abstract: "Show which contacts might be one person, strongest first, and which were linked.",
            discussion: """
                The first line counts both: `1,234 linked contacts (3,456 cards); 789 suggestions for 650 people`.

                Suggested: contacts whose cards share a full name (nicknames such as Bob/Robert count as the same name), alone or with an organisation, or strong evidence (an email, a phone, a UID) that was not linked because a conflict elsewhere in a group stopped it. Contacts that suggestions join are one entry (at most 20 contacts): the first contact, then each with the evidence tying it to the one before (`, with ID` when that is not the first), then `contacts link …` naming them all by id — leave out any that is someone else. Entries are ranked by strength: the rule that matched (an identifier, then the same name with a birthday, an address, an organisation, the name alone), then how many values the cards share, then how closely the names agree. The 20 strongest are shown; --limit N or --all for more.

                --linked lists the contacts made of two or more imported cards instead, in your order, each with the evidence that linked its cards; `contacts unlink ID` splits one.

                Every contact is named by its short id, the first 8 characters of the id in `list --json`.

                --json writes one object per line: {"type":"summary",…}, then {"type":"suggestion","rank","strength","contacts":[{"position","id","displayName","sources","tiedTo"}…],"reason","detail","pairs":[…]} per entry (with --linked, {"type":"linked", …contact keys…, "links":[{"from","to","reason","detail"}]}). docs/usage.md describes every key.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "List the linked contacts, with the evidence for each link, instead of the suggestions.")
        var linked = false

        @Option(help: ArgumentHelp("At most N entries (default 20).", valueName: "N"))
        var limit: Int?

        @Flag(help: "Every entry, however many.")
        var all = false

        @Flag(help: "One JSON object per line (see the discussion).")
        var json = false

        func validate() throws {
            if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more") }
            if all, limit != nil { throw ValidationError("--all shows every entry: give --limit or --all, not both") }
        }

        func run() async throws {
            let most = all ? nil : limit ?? 20
            let request =
                linked
                ? DuplicateRequest(linkedLimit: most, suggestionLimit: 0)
                : DuplicateRequest(linkedLimit: 0, suggestionLimit: most)
            let report = try storeOptions.open(.readOnly).duplicates(request)
            let output = StandardOutput()
            let listing: DuplicateList.Listing = linked ? .linked : .suggestions
            if json {
                try DuplicateJSON(output: output).render(report, listing: listing)
            } else {
                try DuplicateList(output: output).render(report, listing: listing)
            }
            try output.flush()
        }
    }
}
