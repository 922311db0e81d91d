import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Sources: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sources",
            abstract: "List the sources cards were imported from, with their cards and contacts; remove one.",
            discussion: """
                A source is the name cards are imported under: `contacts import --source NAME`, by default the file's base name (stdin for standard input). `contacts list --source NAME` lists the contacts with a card from it; `contacts sources remove NAME` takes its cards out of the address book.
                """,
            subcommands: [List.self, Remove.self],
            defaultSubcommand: List.self
        )
    }
}

extension ContactsCommand.Sources {
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract:
                "List the sources, with their cards (raw contacts) and the contacts those belong to (the default).")

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
                    try output.write(
                        JSONObject([
                            "source": .string(source.name), "cards": .int(source.rawContacts),
                            "contacts": .int(source.contacts),
                        ]).line)
                } else {
                    try output.write(
                        Terminal.fit(Terminal.sanitized(source.name), width: min(width, 40))
                            + "  \(source.rawContacts) card\(source.rawContacts == 1 ? "" : "s"), \(source.contacts) contact\(source.contacts == 1 ? "" : "s")\n"
                    )
                }
            }
            try output.flush()
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a source: its contacts go to the trash, its cards leave contacts that have others.",
            discussion: """
                A contact whose every card is the source's goes to the trash (`contacts trash`, `contacts restore`); a contact that also has cards of other sources keeps those and loses the source's. `contacts undo` takes the whole removal back. Importing the source's file again later imports its cards as new ones.

                The source local (the contacts you added and edited here) cannot be removed, nor a remote's (`contacts remote remove NAME --trash` removes the remote with its cards). An unknown name exits with 64.

                On a terminal it says how many cards and contacts and asks first; --yes skips the question. Without a terminal it removes nothing unless --yes is given (exit status 64).

                Prints: removed source NAME: N cards, N contacts to the trash, N kept their other cards
                """)

        @OptionGroup var storeOptions: StoreOptions

        @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
        var yes = false

        @Argument(help: ArgumentHelp("The source's name, as `contacts sources` lists it.", valueName: "name"))
        var name: String

        func run() async throws {
            // Checked here, not in validate(), so that a mistyped flag is reported as such first.
            try Confirmation.requireTerminal(unless: yes, "remove a source")
            let store = try storeOptions.openExisting(.readWrite)
            let sources = try store.sources()
            if !yes, name != "local", let source = sources.first(where: { $0.name == name }),
                try !store.remotes().contains(where: { $0.name == name })
            {
                let question =
                    "Remove the source \(Terminal.sanitized(name)) (\(source.rawContacts) card\(source.rawContacts == 1 ? "" : "s") in "
                    + "\(source.contacts) contact\(source.contacts == 1 ? "" : "s"))?"
                guard Confirmation.ask(question) else {
                    StandardError.write("nothing removed\n")
                    return
                }
            }
            let removal: SourceRemoval
            do {
                removal = try store.removeSource(named: name)
            } catch ContactStoreError.noSuchSource {
                throw FilterNames.unknown("source", name, among: sources.map(\.name), listedBy: "contacts sources")
            }
            let kept = removal.contacts - removal.trashed
            try StandardOutput.writeLine(
                "removed source \(Terminal.sanitized(name)): \(removal.cards) card\(removal.cards == 1 ? "" : "s"), "
                    + "\(removal.trashed) contact\(removal.trashed == 1 ? "" : "s") to the trash, \(kept) kept \(kept == 1 ? "its" : "their") other cards "
                    + "(`contacts undo` brings \(removal.cards == 1 ? "it" : "them") back)")
        }
    }
}
