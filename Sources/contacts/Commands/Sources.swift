import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Sources: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sources",
            abstract: "List the sources cards were imported from, with their cards and contacts.",
            discussion: """
                A source is the name cards are imported under: `contacts import --source NAME`, by default the file's base name (stdin for standard input). `contacts list --source NAME` lists the contacts with a card from it.
                """
        )

        @OptionGroup var storeOptions: StoreOptions
        @OptionGroup var pagerOptions: PagerOptions

        @Flag(help: "One JSON object per line: {\"source\", \"cards\", \"contacts\"}.")
        var json = false

        func run() async throws {
            let sources = try storeOptions.openExisting().sources()
            pagerOptions.start()
            let output = StandardOutput()
            let width = sources.map { Terminal.displayWidth(Terminal.sanitized($0.name)) }.max() ?? 0
            for source in sources {
                if json {
                    try output.write("{\"source\":\(ContactJSON.string(source.name)),\"cards\":\(source.rawContacts),\"contacts\":\(source.contacts)}\n")
                } else {
                    try output.write(Terminal.fit(Terminal.sanitized(source.name), width: min(width, 40))
                        + "  \(source.rawContacts) card\(source.rawContacts == 1 ? "" : "s"), \(source.contacts) contact\(source.contacts == 1 ? "" : "s")\n")
                }
            }
            try output.flush()
        }
    }
}
