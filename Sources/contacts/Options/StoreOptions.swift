import ArgumentParser
import ContactsKit

/// `--store PATH`, shared by every command.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The store file.", discussion: "Default: $CONTACTS_STORE, else $XDG_DATA_HOME/contacts/contacts.sqlite.",
        valueName: "path"))
    var store: String?

    /// The store path this invocation uses.
    var path: String { store ?? StoreLocation.defaultPath() }

    /// Opens the store, turning failures into one clear line and exit 1.
    func open() throws -> ContactStore {
        do {
            return try ContactStore(path: path)
        } catch {
            throw Diagnostics.fail(error)
        }
    }
}
