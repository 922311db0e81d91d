@testable import ContactsKit
import Foundation
import GRDB
import Synchronization
import Testing

/// Per-client access: the transitions, who may change them, and enforcement on every entry point.
@Suite struct AccessTests {
    /// A prompt with a scripted answer that counts how often it was asked.
    final class ScriptedPrompt: AccessPrompt {
        let answer: Bool?
        private let asked = Mutex<[String]>([])
        init(_ answer: Bool?) { self.answer = answer }
        var questions: [String] { asked.withLock { $0 } }
        func requestAccess(for client: String, storePath: String) -> Bool? {
            asked.withLock { $0.append(client) }
            return answer
        }
    }

    /// A store owned by `contacts` with two contacts, and the same file opened as `client`.
    static func store(as client: String, prompt: ScriptedPrompt? = nil) throws -> (TemporaryStore, ContactStore) {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Lee", emails: ["ann@example.com"]) + Cards.person("Bob", "Ray"))
        return (temporary, try ContactStore(path: temporary.path, client: client, prompt: prompt))
    }

    @Test func theCreatorIsAuthorizedAndEveryoneElseNotDetermined() throws {
        let (temporary, mutt) = try Self.store(as: "mutt")
        #expect(try temporary.store.authorizationStatus(for: "contacts") == .authorized)
        #expect(try mutt.authorizationStatus(for: "mutt") == .notDetermined)
        #expect(try temporary.store.clientAccess() == [ClientAccess(client: "contacts", status: .authorized)])
    }

    @Test func aClientThatCreatesAStoreOwnsIt() throws {
        let temporary = try TemporaryStore()
        let other = try ContactStore(path: temporary.pathOf("mine/contacts.sqlite"), client: "aerc")
        #expect(try other.authorizationStatus(for: "aerc") == .authorized)
        #expect(try other.authorizationStatus(for: "contacts") == .notDetermined)
        #expect(try other.count() == 0)
    }

    @Test func notDeterminedIsAskedOnceAndAYesIsRemembered() throws {
        let prompt = ScriptedPrompt(true)
        let (temporary, mutt) = try Self.store(as: "mutt", prompt: prompt)
        #expect(try mutt.count() == 2)
        #expect(try mutt.list(ListRequest(query: "ann")) { _ in } == ())
        #expect(prompt.questions == ["mutt"])
        #expect(try temporary.store.authorizationStatus(for: "mutt") == .authorized)
    }

    @Test func aNoIsRememberedAndNeverAskedAgain() throws {
        let prompt = ScriptedPrompt(false)
        let (temporary, mutt) = try Self.store(as: "mutt", prompt: prompt)
        #expect(throws: ContactStoreError.accessDenied(client: "mutt", path: temporary.path)) { try mutt.count() }
        #expect(throws: ContactStoreError.accessDenied(client: "mutt", path: temporary.path)) { try mutt.count() }
        #expect(try mutt.requestAccess(for: "mutt") == false)
        #expect(prompt.questions == ["mutt"])
        #expect(try mutt.authorizationStatus(for: "mutt") == .denied)
    }

    @Test func withNobodyToAskNothingIsRecorded() throws {
        for prompt in [ScriptedPrompt(nil), nil] {
            let (temporary, mutt) = try Self.store(as: "mutt", prompt: prompt)
            #expect(throws: ContactStoreError.accessNotDetermined(client: "mutt", path: temporary.path)) {
                try mutt.count()
            }
            #expect(try mutt.authorizationStatus(for: "mutt") == .notDetermined)
        }
    }

    @Test func resetAsksAgain() throws {
        let prompt = ScriptedPrompt(true)
        let (temporary, mutt) = try Self.store(as: "mutt", prompt: prompt)
        try temporary.store.setAuthorizationStatus(.denied, for: "mutt")
        #expect(throws: ContactStoreError.self) { try mutt.count() }
        #expect(prompt.questions.isEmpty)
        try temporary.store.setAuthorizationStatus(.notDetermined, for: "mutt")
        #expect(try mutt.count() == 2)
        #expect(prompt.questions == ["mutt"])
    }

    @Test func grantAndDenyByTheOwner() throws {
        let (temporary, mutt) = try Self.store(as: "mutt")
        try temporary.store.setAuthorizationStatus(.authorized, for: "mutt")
        #expect(try mutt.count() == 2)
        try temporary.store.setAuthorizationStatus(.denied, for: "mutt")
        #expect(throws: ContactStoreError.accessDenied(client: "mutt", path: temporary.path)) { try mutt.count() }
        #expect(try temporary.store.clientAccess().map(\.status) == [.authorized, .denied])
    }

    @Test func anUnauthorizedClientCannotChangeAccess() throws {
        let (temporary, mutt) = try Self.store(as: "mutt")
        #expect(throws: ContactStoreError.self) { try mutt.setAuthorizationStatus(.authorized, for: "mutt") }
        #expect(throws: ContactStoreError.self) { try mutt.setAuthorizationStatus(.denied, for: "contacts") }
        #expect(throws: ContactStoreError.self) { try mutt.clientAccess() }
        #expect(try temporary.store.authorizationStatus(for: "mutt") == .notDetermined)
        #expect(try temporary.store.authorizationStatus(for: "contacts") == .authorized)
    }

    @Test func aStoreFromBeforeOwnershipWithNobodyAuthorizedIsOwnedByItsFirstOpener() throws {
        let temporary = try TemporaryStore()
        // A store from before "v8-store-owner" whose access list was empty: no owner recorded.
        try temporary.uncheckedDatabase { db in try db.execute(sql: "DELETE FROM access; DELETE FROM storeOwner") }
        let aerc = try ContactStore(path: temporary.path, client: "aerc")
        #expect(try aerc.authorizationStatus(for: "aerc") == .authorized)
        #expect(try aerc.authorizationStatus(for: "contacts") == .notDetermined)
        #expect(
            try ContactStore(path: temporary.path, client: "mallory").authorizationStatus(for: "mallory")
                == .notDetermined)
    }

    @Test func anEmptyAccessListOfAnOwnedStoreAuthorizesNobody() throws {
        let temporary = try TemporaryStore()
        #expect(throws: ContactStoreError.lastAuthorizedClient(client: "contacts", path: temporary.path)) {
            try temporary.store.setAuthorizationStatus(.notDetermined, for: "contacts")
        }
        try temporary.store.setAuthorizationStatus(.notDetermined, for: "contacts", force: true)
        let mallory = try ContactStore(path: temporary.path, client: "mallory")
        #expect(throws: ContactStoreError.accessNotDetermined(client: "mallory", path: temporary.path)) {
            try mallory.count()
        }
        #expect(try mallory.authorizedClientNames().isEmpty)
        #expect(try mallory.authorizationStatus(for: "mallory") == .notDetermined)
    }

    @Test func migratingRecordsAnAuthorizedClientAsTheOwner() throws {
        let temporary = try TemporaryStore()
        try temporary.store.setAuthorizationStatus(.authorized, for: "aerc")
        // As a store from before "v8-store-owner": the table and its migration undone, then run again.
        try temporary.uncheckedDatabase { db in
            try db.execute(
                sql: "DROP TABLE storeOwner; DELETE FROM grdb_migrations WHERE identifier = 'v8-store-owner'")
        }
        let reopened = try ContactStore(path: temporary.path, client: "mallory")
        #expect(try reopened.authorizationStatus(for: "mallory") == .notDetermined)
        #expect(try temporary.store.uncheckedDatabase.read { db in try StoreOwnerRecord.owner(db) } == "contacts")
    }

    /// Every public operation of the store, named for the failure message.
    static let operations: [(String, @Sendable (ContactStore, String) throws -> Void)] = [
        ("count", { store, _ in _ = try store.count() }),
        ("list", { store, _ in try store.list(ListRequest()) { _ in } }),
        ("sectionCounts", { store, _ in _ = try store.sectionCounts(ListRequest()) }),
        ("contact", { store, _ in _ = try store.contact(.position(1)) }),
        ("contacts", { store, _ in _ = try store.contacts([.position(1)]) }),
        ("rawContacts", { store, _ in _ = try store.rawContacts(of: .position(1)) }),
        ("export", { store, _ in try store.export { _ in } }),
        ("duplicates", { store, _ in _ = try store.duplicates() }),
        ("importCards", { store, file in _ = try store.importCards(from: [.file(file)]) }),
        ("move", { store, _ in try store.move(from: 1, to: 2) }),
        ("delete", { store, _ in try store.delete([.position(1)]) }),
        ("link", { store, _ in try store.link([.position(1), .position(2)]) }),
        ("unlink", { store, _ in try store.unlink(.position(1)) }),
        ("linkAutomatically", { store, _ in try store.linkAutomatically() }),
        ("photo", { store, _ in _ = try store.photo(of: .position(1)) }),
        (
            "setPhoto",
            { store, _ in try store.setPhoto(Array(Data(base64Encoded: Cards.pngBase64)!), for: .position(1)) }
        ),
        ("removePhoto", { store, _ in try store.removePhoto(for: .position(1)) }),
        ("photoSource", { store, _ in _ = try store.photoSource }),
        ("thumbnailDiskCache", { store, _ in _ = try store.thumbnailDiskCache }),
        ("makeThumbnailCache", { store, _ in _ = try store.makeThumbnailCache() }),
        ("clientAccess", { store, _ in _ = try store.clientAccess() }),
        ("setAuthorizationStatus", { store, _ in try store.setAuthorizationStatus(.authorized, for: "other") }),
    ]

    @Test(arguments: [AuthorizationStatus.denied, .notDetermined])
    func everyOperationIsRefusedAndChangesNothing(_ status: AuthorizationStatus) throws {
        let (temporary, mutt) = try Self.store(as: "mutt")
        try temporary.store.setAuthorizationStatus(status, for: "mutt")
        let file = try temporary.write("more.vcf", Cards.person("Cy", "Young"))
        let before = try temporary.list(includeRawContacts: true)
        for (name, operation) in Self.operations {
            do {
                try operation(mutt, file)
                Issue.record("\(name) ran for a \(status) client")
            } catch let error as ContactStoreError {
                let expected: ContactStoreError =
                    status == .denied
                    ? .accessDenied(client: "mutt", path: temporary.path)
                    : .accessNotDetermined(client: "mutt", path: temporary.path)
                #expect(error == expected, "\(name)")
            }
        }
        #expect(try temporary.list(includeRawContacts: true) == before)
        #expect(try temporary.store.clientAccess().count == (status == .denied ? 2 : 1))
    }

    @Test func thumbnailsAreRefusedToo() async throws {
        let (temporary, mutt) = try Self.store(as: "mutt")
        try temporary.store.setAuthorizationStatus(.denied, for: "mutt")
        let cache = try temporary.store.makeThumbnailCache()
        await #expect(throws: ContactStoreError.accessDenied(client: "mutt", path: temporary.path)) {
            _ = try await mutt.thumbnail(of: .position(1), side: 16, using: cache)
        }
    }

    @Test func everyOperationRunsForAnAuthorizedClient() throws {
        let (temporary, mutt) = try Self.store(as: "mutt")
        try temporary.store.setAuthorizationStatus(.authorized, for: "mutt")
        let file = try temporary.write("more.vcf", Cards.person("Cy", "Young", emails: ["ann@example.com"]))
        for (name, operation) in Self.operations {
            #expect(throws: Never.self, "\(name)") { try operation(mutt, file) }
        }
    }
}

extension TemporaryStore {
    /// A write to the store's database without the access check (tests only).
    func uncheckedDatabase(_ body: (GRDB.Database) throws -> Void) throws {
        try store.uncheckedDatabase.write(body)
    }
}
