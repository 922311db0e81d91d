import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Groups: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "groups",
            abstract: "List the group cards, with how many members each names.",
            discussion: """
                A group is a card of KIND:group with MEMBER properties (vCard 4.0), or Apple's X-ADDRESSBOOKSERVER-KIND:group with X-ADDRESSBOOKSERVER-MEMBER (3.0). `contacts show GROUP` shows its members by name; `contacts list --group NAME` lists them.
                """
        )

        @OptionGroup var storeOptions: StoreOptions
        @OptionGroup var pagerOptions: PagerOptions

        @Flag(help: "One JSON object per line: {\"position\", \"id\", \"group\", \"members\"}.")
        var json = false

        func run() async throws {
            let groups = try storeOptions.openExisting().groups()
            pagerOptions.start()
            let output = StandardOutput()
            let positions = groups.map { String($0.contact.position).count }.max() ?? 1
            let width = groups.map { Terminal.displayWidth(Terminal.sanitized($0.contact.displayName)) }.max() ?? 0
            for group in groups {
                let contact = group.contact
                if json {
                    try output.write(
                        JSONObject([
                            "position": .int(contact.position), "id": .string(contact.id),
                            "group": .string(contact.displayName),
                            "members": .int(group.members),
                        ]).line)
                } else {
                    let position = String(contact.position)
                    try output.write(
                        Terminal.rightAligned(position, width: positions) + "  "
                            + Terminal.fit(Terminal.sanitized(contact.displayName), width: min(width, 40))
                            + "  \(group.members) member\(group.members == 1 ? "" : "s")\n")
                }
            }
            try output.flush()
        }
    }
}
