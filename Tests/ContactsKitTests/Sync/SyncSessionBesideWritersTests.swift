import Foundation
import Testing
import VCard

@testable import ContactsKit

/// A sync session whose change other processes pruned from the history (more than
/// ``ChangeRecord/kept`` changes made while it ran) goes on under a change of its own: its next
/// step used to log under the pruned change and fail on the log's foreign key (`SQLite error 19`).
@Suite struct SyncSessionBesideWritersTests {
    private static func card(_ uid: String, _ name: String) throws -> VCard {
        var reader = VCardReader(
            bytes: Array(
                "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEND:VCARD\r\n".utf8))
        return try #require(reader.next()?.card)
    }

    @Test func aStepAfterTheSessionsChangeWasPrunedStillApplies() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        try store.addRemote(Remote(name: "phone", kind: .vdir, url: temporary.pathOf("vdir")))
        var session = try RemoteSyncSession(store: store, remote: "phone")
        try session.applyPulled([PulledCard(href: "a.vcf", etag: "1", card: try Self.card("a", "Ann"), source: "phone")]
        )
        // Another process: more changes than the history keeps.
        let other = try temporary.reopened()
        let bob = try other.add(try Self.card("b", "Bob"))
        for number in 0...ChangeRecord.kept {
            _ = try other.edit(.id(bob.id), [.setNote("note \(number)")])
        }
        try session.applyPulled([PulledCard(href: "c.vcf", etag: "1", card: try Self.card("c", "Cy"), source: "phone")])
        try session.applyDeletions(["a.vcf"])
        try session.finish()
        #expect(session.counts.received == 2)
        #expect(try store.history(limit: 1).first?.summary.hasPrefix("sync phone") == true)
        var names: Set<String> = []
        try store.list(ListRequest(order: .familyName, limit: 10)) { names.insert($0.contact.displayName) }
        #expect(names == ["Bob", "Cy"])
    }
}
