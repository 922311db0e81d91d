import ContactsKit

/// The store opened for writing, only when a key first asks to write (`d`, `u`, `m`, `e`): the
/// browser reads through a read-only store, so browsing without those keys writes nothing.
final class BrowseWriter {
    private let open: () throws -> ContactStore
    private var opened: ContactStore?

    /// A writer that opens the store with `open` on first use.
    init(_ open: @escaping () throws -> ContactStore) {
        self.open = open
    }

    /// The writable store, opened now if not yet.
    func store() throws -> ContactStore {
        if let opened { return opened }
        let store = try open()
        opened = store
        return store
    }
}
