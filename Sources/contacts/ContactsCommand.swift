import ArgumentParser

/// The `contacts` command: an address book for the terminal.
@main
struct ContactsCommand: AsyncParsableCommand {
    // Every command names itself (`commandName:`): otherwise ArgumentParser derives the name from
    // the type through `String(describing:)`, whose dynamic casts scan every protocol conformance
    // in the binary, a few milliseconds of each command's start-up.
    static let configuration = CommandConfiguration(
        commandName: "contacts",
        abstract: "An address book for the terminal: import vCards, then list, filter, reorder and export them.",
        discussion: """
            Everything is stored in one SQLite file: --store PATH, else $CONTACTS_STORE, else $XDG_DATA_HOME/contacts/contacts.sqlite (~/.local/share/contacts/contacts.sqlite). Contacts are named by their position, the number in the # column of every listing, or by their id (id:ID, or the full id that `show` prints).

            Every program using the store is a client (--client NAME, else $CONTACTS_CLIENT, else contacts) that must be allowed to use it: see `contacts access`.

            Settings (default sort, columns, pager, editor, client, store) come from flags, environment variables, or the configuration file, $XDG_CONFIG_HOME/contacts/config.yaml (~/.config/contacts/config.yaml): see `contacts config`. `contacts help COMMAND` prints a command's manual; shell completions: `contacts --generate-completion-script bash|zsh|fish`.

            Exit status: 0 success (also when the reader of the output stops early, as with | head), 1 failure (a message says which), 64 usage (bad flag, bad number, position out of range, unknown id), 65 a card was rejected on import, 66 an input file or folder cannot be read, 77 the client is not allowed to use the store, 78 a mistake in the configuration (docs/usage.md has the full table).
            """,
        version: "0.1.0",
        subcommands: [
            Import.self, List.self, Show.self, Move.self, Delete.self, Export.self, Duplicates.self, Link.self, Unlink.self, Query.self,
            Access.self, Doctor.self, Photo.self, Birthdays.self, Categories.self, Groups.self, Sources.self, Config.self,
        ]
    )
}
