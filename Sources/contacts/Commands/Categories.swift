import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Categories: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "categories",
            abstract: "List the categories contacts are filed under, with how many each has.",
            discussion: """
                Categories come from the cards (CATEGORIES:Work,Friends); a linked contact is in every category any of its cards names. Names are matched ignoring case, accents and punctuation, so `Work` and `work` are one category. `contacts list --category NAME` lists a category's contacts.
                """
        )

        @OptionGroup var storeOptions: StoreOptions
        @OptionGroup var pagerOptions: PagerOptions

        @Flag(help: "One JSON object per line: {\"category\", \"contacts\"}.")
        var json = false

        func run() async throws {
            let categories = try storeOptions.openExisting().categories()
            pagerOptions.start()
            let output = StandardOutput()
            let width = categories.map { Terminal.displayWidth(Terminal.sanitized($0.name)) }.max() ?? 0
            for category in categories {
                if json {
                    try output.write(
                        JSONObject(["category": .string(category.name), "contacts": .int(category.contacts)]).line)
                } else {
                    try output.write(
                        Terminal.fit(Terminal.sanitized(category.name), width: min(width, 40))
                            + "  \(category.contacts)\n")
                }
            }
            try output.flush()
        }
    }
}
