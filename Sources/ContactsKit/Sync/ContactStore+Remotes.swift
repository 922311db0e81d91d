import Foundation
import GRDB

extension ContactStore {
    /// Adds a remote. Its name becomes the source of its cards, so it must not be `local` nor a
    /// source cards were already imported under; its URL or folder must not be another remote's.
    /// The first remote of a store becomes the default book (``defaultBook()``). A logged change:
    /// ``undo()`` takes it back.
    /// - Throws: ``ContactStoreError/remoteExists(_:)``, ``ContactStoreError/reservedSource(_:)``,
    ///   ``ContactStoreError/remoteURLTaken(url:by:)``.
    public func addRemote(_ remote: Remote) throws {
        guard remote.name != LocalSource.name else { throw ContactStoreError.reservedSource(remote.name) }
        try write(change: ChangeDescription(.remote, "remote add \(remote.name)")) { db, _ in
            let existing = try RemoteRecord.all(db)
            if existing.contains(where: { $0.name == remote.name }) {
                throw ContactStoreError.remoteExists(remote.name)
            }
            if let other = existing.first(where: { Self.sameBookURL($0.url, remote.url) }) {
                throw ContactStoreError.remoteURLTaken(url: remote.url, by: other.name)
            }
            var record = RemoteRecord(remote)
            if record.addedAt.isEmpty { record.addedAt = ChangeRecord.timestamp(Date()) }
            record.isDefault = existing.isEmpty
            try record.insert(db)
        }
    }

    /// Whether two remote URLs (or folders) name the same book: equal but for case of the scheme
    /// and host and a trailing slash.
    public static func sameBookURL(_ a: String, _ b: String) -> Bool {
        func key(_ url: String) -> String {
            var url = url
            while url.hasSuffix("/") { url.removeLast() }
            guard let scheme = url.range(of: "://") else { return url }
            let rest = url[scheme.upperBound...]
            let host = rest.prefix { $0 != "/" }
            return url[..<scheme.upperBound].lowercased() + host.lowercased() + rest.dropFirst(host.count)
        }
        return key(a) == key(b)
    }

    /// Every remote, in the order they were added.
    public func remotes() throws -> [Remote] {
        try read { db in try RemoteRecord.all(db) }
    }

    /// The remote named `name`.
    /// - Throws: ``ContactStoreError/noSuchRemote(_:)``.
    public func remote(named name: String) throws -> Remote {
        guard let remote = try read({ db in try RemoteRecord.named(name, db) }) else {
            throw ContactStoreError.noSuchRemote(name)
        }
        return remote
    }

    /// Records the URL of remote `name`'s book, found by a sync when `remote add` could not reach
    /// the server (not an undoable change: it only says where the same book is).
    public func setRemoteURL(_ url: String, of name: String) throws {
        try write { db in try RemoteRecord.setURL(url, of: name, db) }
    }

    /// The book new contacts go to: the default remote's name, or `local`.
    public func defaultBook() throws -> String {
        try read { db in HomeBooks(remotes: try RemoteRecord.all(db)).defaultBook }
    }

    /// Makes `book` (a remote's name, or `local`) the book new contacts go to.
    /// - Throws: ``ContactStoreError/noSuchRemote(_:)``.
    public func setDefaultBook(_ book: String) throws {
        try write(change: ChangeDescription(.remote, "remote default \(book)")) { db, _ in
            let known = try RemoteRecord.named(book, db) != nil
            guard book == LocalSource.name || known else { throw ContactStoreError.noSuchRemote(book) }
            try RemoteRecord.setDefault(book == LocalSource.name ? nil : book, db)
        }
    }

    /// How many contacts hold no card of any remote and were not kept `local`: those a first sync
    /// sends to a new default remote.
    public func contactsWithoutRemote() throws -> Int {
        try read { db in try RawContactRecord.contactsWithoutHome(db) }
    }

    /// Keeps on this machine every contact that holds no card of any remote and has no home yet:
    /// their cards' home becomes `local` (`remote add --no-upload`). Returns how many contacts.
    @discardableResult
    public func keepContactsLocal() throws -> Int {
        try write(change: ChangeDescription(.remote, "keep contacts local")) { db, change in
            let count = try RawContactRecord.contactsWithoutHome(db)
            try RawContactRecord.sendHomeless(to: LocalSource.name, db)
            change.summary = "keep \(count) contact\(count == 1 ? "" : "s") local"
            return count
        }
    }

    /// What becomes of a removed remote's cards.
    public enum RemovedCards: Sendable, Hashable {
        /// They stay, as a source of the remote's name, and their contacts become `local` ones.
        case keepLocal
        /// Contacts whose every card is the remote's go to the trash; its cards leave the others.
        case trash
    }

    /// What ``removeRemote(named:cards:)`` did.
    public struct RemoteRemoval: Sendable, Hashable {
        /// The contacts that held a card of the remote.
        public var contacts: Int
        /// Of them, those moved to the trash (with ``RemovedCards/trash``).
        public var trashed: Int
        /// The default book after the removal.
        public var defaultBook: String
    }

    /// Removes a remote: nothing is synced with it any more. A logged change: ``undo()`` brings it
    /// back with its cards' places there. When it was the default book, the next remote in the
    /// order they were added becomes the default (`local` when none is left).
    /// - Throws: ``ContactStoreError/noSuchRemote(_:)``.
    @discardableResult
    public func removeRemote(named name: String, cards: RemovedCards = .keepLocal) throws -> RemoteRemoval {
        try write(change: ChangeDescription(.remote, "remote remove \(name)")) { db, _ in
            let remotes = try RemoteRecord.all(db)
            guard let removed = remotes.first(where: { $0.name == name }) else {
                throw ContactStoreError.noSuchRemote(name)
            }
            let contacts = try RawContactRecord.contacts(withSource: name, db)
            var trashed = 0
            switch cards {
            case .keepLocal:
                try RawContactRecord.setHome(LocalSource.name, ofContacts: contacts, db)
            case .trash:
                trashed = try SourceCards.remove(
                    RawContactRecord.ids(source: name, upTo: RawContactRowID(.max), db), tombstones: true, db
                ).trashed
            }
            _ = try RemoteRecord.delete(named: name, db)
            var defaultBook = remotes.first(where: \.isDefault)?.name ?? LocalSource.name
            if removed.isDefault {
                defaultBook = remotes.first { $0.name != name }?.name ?? LocalSource.name
                try RemoteRecord.setDefault(defaultBook == LocalSource.name ? nil : defaultBook, db)
            }
            return RemoteRemoval(contacts: contacts.count, trashed: trashed, defaultBook: defaultBook)
        }
    }
}
