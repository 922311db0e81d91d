import Foundation
import Testing
import VCard

@testable import ContactsKit

/// A sync killed after the remote stored a card created here but before the store recorded it:
/// the next sync finds the card there as a new href. It is this store's own write, recorded as
/// sent: not counted as a change there, and not sent again.
@Suite struct KilledCreateTests {
    private static func card(_ text: String) throws -> VCard {
        var reader = VCardReader(bytes: Array(text.utf8))
        return try #require(reader.next()?.card)
    }

    @Test func aCreateTheStoreNeverRecordedIsFoundAsSentNotAsAChangeThere() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        try store.addRemote(Remote(name: "phone", kind: .vdir, url: temporary.pathOf("vdir")))
        _ = try store.add(
            try Self.card(
                "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:ann-1\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nEMAIL:ann@example.com\r\nEND:VCARD\r\n"
            ))
        var session = try RemoteSyncSession(store: store, remote: "phone")
        try session.refreshHomes(try session.homeContacts())
        let pending = try session.pendingPushes()
        #expect(pending.map(\.action) == [.create])
        // What the killed sync wrote there: the same card in the remote's version, with a REV.
        let there = try Self.card(
            """
            BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann-1\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nEMAIL:ann@example.com\r\n\
            REV:20261128T215800Z\r\nEND:VCARD\r\n
            """)
        try session.applyPulled([PulledCard(href: "ann-1.vcf", etag: "\"1\"", card: there, source: "phone")])
        #expect(session.counts.received == 0)
        #expect(try session.pendingPushes().isEmpty)
        #expect(try session.knownETags() == ["ann-1.vcf": "\"1\""])

        // Another card with that UID but other content is a change there, merged as usual.
        _ = try store.add(
            try Self.card("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:bob-1\r\nFN:Bob Ray\r\nN:Ray;Bob;;;\r\nEND:VCARD\r\n"))
        try session.refreshHomes(try session.homeContacts())
        let changed = try Self.card(
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:bob-1\r\nFN:Bob Ray\r\nN:Ray;Bob;;;\r\nNOTE:from the phone\r\nEND:VCARD\r\n"
        )
        try session.applyPulled([PulledCard(href: "bob-1.vcf", etag: "\"2\"", card: changed, source: "phone")])
        try session.finish()
        #expect(session.counts.received == 1)
    }
}
