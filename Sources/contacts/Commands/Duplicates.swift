import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Duplicates: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "duplicates",
            abstract: "Show which contacts were linked from several cards, and which might be one person.",
            discussion: """
                Linked: each contact made of two or more imported cards (raw contacts), with the evidence that linked them — the same UID, a shared email or phone, or the same full name with the same organisation, birthday or address. `contacts unlink N` splits one.

                Suggested: contacts that share only a full name (nicknames such as Bob/Robert count as the same name), or strong evidence that a conflict elsewhere in a group stopped. They are never linked automatically; `contacts link N M` links them.

                --json writes one object per line: {"type":"linked", …contact keys…, "links":[{"from","to","reason","detail"}]} and {"type":"suggestion","contacts":[{"position","id","displayName"}…],"reason","detail"}.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "One JSON object per line (see the discussion).")
        var json = false

        func run() async throws {
            let report = try storeOptions.open(.readOnly).duplicates()
            let output = StandardOutput()
            if json {
                try DuplicateJSON(output: output).render(report)
            } else {
                try DuplicateList(output: output).render(report)
            }
            try output.flush()
        }
    }
}
