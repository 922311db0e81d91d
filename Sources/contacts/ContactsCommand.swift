import ArgumentParser

/// The `contacts` command: an address book for the terminal.
@main
struct ContactsCommand: AsyncParsableCommand {
    /// The command tree's configuration; while a line is parsed without looking for the
    /// completion-script flag, with an empty super-command name (``CompletionScriptCheck``).
    static var configuration: CommandConfiguration { written.duringParse }

    /// The configuration as written, shown by help and errors.
    // Every command names itself (`commandName:`): otherwise ArgumentParser derives the name from
    // the type through `String(describing:)`, whose dynamic casts scan every protocol conformance
    // in the binary, a few milliseconds of each command's start-up.
    private static let written = CommandConfiguration(
        commandName: "contacts",
        abstract:
            "An address book for the terminal: import vCards, add and edit contacts, list, filter, reorder, undo and export.",
        discussion: """
            Everything is stored in one SQLite file: --store PATH, else $CONTACTS_STORE, else $XDG_DATA_HOME/contacts/contacts.sqlite (~/.local/share/contacts/contacts.sqlite). A contact is named by its position (the # column of every listing), its id or the start of it (the ID column, as git takes hashes; id:ID when it starts with digits), or a name that matches exactly one contact (`contacts show tanaka`; several exit 64 and are listed).

            Every program using the store is a client (--client NAME, else $CONTACTS_CLIENT, else contacts) that must be allowed to use it: see `contacts access`.

            Settings (default sort, columns, pager, editor, client, store) come from flags, environment variables, or the configuration file, $XDG_CONFIG_HOME/contacts/config.yaml (~/.config/contacts/config.yaml): see `contacts config`. `contacts help COMMAND` prints a command's manual; shell completions: `contacts --generate-completion-script bash|zsh|fish`.

            Exit status: 0 success (also when the reader of the output stops early, as with | head), 1 failure (a message says which), 64 usage (bad flag, bad number, position out of range, a name or id that matches no contact or several, a bad value for add or edit, a change without confirmation), 65 a card was rejected on import, 66 an input file or folder cannot be read, 77 the client is not allowed to use the store, 78 a mistake in the configuration (docs/usage.md has the full table).
            """,
        version: "0.1.0",
        subcommands: [
            Import.self, List.self, Show.self, Add.self, Edit.self, AddEmail.self, Move.self, Delete.self, Trash.self,
            Restore.self,
            Undo.self, History.self, Browse.self, Export.self, Duplicates.self, Link.self, Unlink.self, Query.self,
            Access.self, Doctor.self, Photo.self,
            Birthdays.self, Categories.self, Groups.self, Sources.self, Remote.self, Sync.self, Conflicts.self,
            Config.self,
        ]
    )
}
