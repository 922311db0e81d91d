import ArgumentParser
import ContactsKit
import Foundation

/// `--store PATH` and `--client NAME`, shared by every command.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The store file.", discussion: "Default: $CONTACTS_STORE, else $XDG_DATA_HOME/contacts/contacts.sqlite.",
        valueName: "path"))
    var store: String?

    @Option(name: .long, help: ArgumentHelp(
        "The program using the store, for access permission (docs/access.md).",
        discussion: "Default: $CONTACTS_CLIENT, else contacts.", valueName: "name"))
    var client: String?

    /// The store path this invocation uses.
    var path: String { store ?? StoreLocation.defaultPath() }

    /// The client this invocation acts for.
    var clientName: String {
        client ?? ProcessInfo.processInfo.environment["CONTACTS_CLIENT"].flatMap { $0.isEmpty ? nil : $0 } ?? ContactStore.defaultClient
    }

    func validate() throws {
        let name = clientName
        if name.count > 64 || name.trimmingCharacters(in: .whitespaces).isEmpty
            || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            throw ValidationError("the client name must be 1–64 printable characters (--client or $CONTACTS_CLIENT)")
        }
    }

    /// Opens the store for the client, with the terminal prompt for a client not yet decided.
    /// - Throws: ``ContactStoreError/cannotOpenStore(path:reason:)`` (exit 1), or the client's
    ///   access error (exit 77).
    func open() throws -> ContactStore {
        try ContactStore(path: path, client: clientName, prompt: TerminalAccessPrompt())
    }
}
