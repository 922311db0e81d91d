import Foundation
import RemoteBooks
import VCard

/// A remote book that reads the real one and only pretends to write: `sync --dry-run` runs the whole
/// sync against a copy of the store and this book, so what it counts is what the sync would do.
/// Writes succeed without a request: a created card gets an href of its own and every write the
/// ETag `"rehearsal"`.
struct RehearsalBook: RemoteAddressBook {
    let book: any RemoteAddressBook

    var location: String { book.location }
    var preferredVersion: VCardWriter.Version { book.preferredVersion }

    func list() async throws -> [RemoteEntry] { try await book.list() }

    func changes(since token: SyncToken?, known: [String: ETag]) async throws -> RemoteChanges {
        try await book.changes(since: token, known: known)
    }

    func isUnchanged(since token: SyncToken) -> Bool { book.isUnchanged(since: token) }

    func fetch(_ hrefs: [String]) async throws -> RemoteFetch { try await book.fetch(hrefs) }

    func holdsCards(_ hrefs: [String]) -> Bool { book.holdsCards(hrefs) }

    func create(_ bytes: [UInt8], uid: String?) async throws -> RemoteWrite {
        RemoteWrite(href: "rehearsal:" + UUID().uuidString, etag: ETag("\"rehearsal\""))
    }

    func replace(_ href: String, with bytes: [UInt8], ifMatch etag: ETag) async throws -> RemoteWrite {
        RemoteWrite(href: href, etag: ETag("\"rehearsal\""))
    }

    func delete(_ href: String, ifMatch etag: ETag) async throws -> RemoteDeletion { .deleted }
}
