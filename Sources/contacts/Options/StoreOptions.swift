import ArgumentParser
import ContactsKit
import Foundation

/// `--store PATH` and `--client NAME`, shared by every command.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The store file.",
            discussion:
                "Default: $CONTACTS_STORE, else the store setting, else $XDG_DATA_HOME/contacts/contacts.sqlite.",
            valueName: "path"))
    var store: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The program using the store, for access permission (docs/access.md).",
            discussion: "Default: $CONTACTS_CLIENT, else the client setting, else contacts.", valueName: "name"))
    var client: String?

    /// The store path this invocation uses.
    var path: String { store ?? Configuration.effective.store.value }

    /// The client this invocation acts for, normalised (``ClientName/normalized(_:)``).
    var clientName: String { ClientName.normalized(client ?? Configuration.effective.client.value) }

    func validate() throws {
        if let problem = ClientName.problem(client ?? clientName) {
            throw ValidationError(problem + " (--client or $CONTACTS_CLIENT)")
        }
    }

    /// Opens the store for the client, with the terminal prompt for a client not yet decided:
    /// ``OpenMode/readOnly`` for a command that only reads, which then writes nothing to the store.
    /// An update of a store made by an earlier version, which can take a minute on a large one, is
    /// announced on a terminal.
    /// - Throws: ``ContactStoreError/cannotOpenStore(path:reason:)`` (exit 1), or the client's
    ///   access error (exit 77).
    func open(_ mode: OpenMode = .readWrite) throws -> ContactStore {
        try ContactStore(path: path, client: clientName, prompt: TerminalAccessPrompt(), mode: mode) {
            guard Terminal.isTerminal(.standardError) else { return }
            StandardError.write(
                "contacts: updating the address book for this version (once; a minute or two for a million contacts)…\n"
            )
        }
    }

    /// Opens the store for a command that only reads it (``OpenMode/readOnly``: it writes nothing to
    /// the store), or changes only what is there (`sources remove`), which never creates one.
    /// - Throws: a ``CommandError`` saying how to import cards when there is no store at ``path``;
    ///   else as ``open(_:)``.
    func openExisting(_ mode: OpenMode = .readOnly) throws -> ContactStore {
        guard FileManager.default.fileExists(atPath: path) else {
            let option = store == nil ? "" : " --store \(Diagnostics.shellQuoted(path))"
            throw CommandError(
                "there is no address book at \(path) yet; import your cards first: contacts import\(option) FILE.vcf")
        }
        return try open(mode)
    }
}
