import Foundation
import RemoteBooks
import Testing
import VCard
@testable import DAVTestSupport

/// What you see is what syncs (docs/sync.md, "A home for every contact"): every contact has a home
/// book, and its home holds the contact as `show` and `export` present it — imported contacts,
/// fields from every linked card and photos included — while another remote holding a card of the
/// same person keeps its own card.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct SyncHomeTests {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples")

    private static var sampleFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: samples.path))?.filter { $0.hasSuffix(".vcf") }.sorted()
            .map { samples.appendingPathComponent($0).path } ?? []
    }

    /// Each contact's exported (merged) card, by formatted name.
    private func exported(_ contacts: ContactsBinary) async throws -> [String: VCard] {
        let text = try await contacts.ok(["export"])
        var reader = VCardReader(string: text)
        var cards: [VCard] = []
        while let entry = reader.next() { if let card = entry.card { cards.append(card) } }
        return Dictionary(cards.map { ($0.formattedName ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The fields a home must carry, comparable across vCard versions.
    private func fields(_ card: VCard) -> [String] {
        let emails = card.emails.map { "EMAIL:" + $0.value.lowercased() }.sorted()
        let phones = card.telephones.map { "TEL:" + $0.value.filter(\.isNumber) }.sorted()
        let notes = card.properties(named: "NOTE").map { "NOTE:" + $0.value }
        let birthday = card.birthday.map { ["BDAY:" + ($0.isoString ?? "")] } ?? []
        let organisation = card.organization.map { ["ORG:" + $0.name] } ?? []
        let photo = card.photo == nil ? [] : ["PHOTO"]
        return emails + phones + notes + birthday + organisation + photo
    }

    @Test(arguments: TestServer.Kind.allCases)
    func importedContactsReachTheServerFieldByFieldAndASecondSyncSendsNothing(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            try await contacts.ok(["import"] + Self.sampleFiles)
            let count = try await contacts.names().count
            // Without a terminal, the first remote asks for --yes before it takes the store's contacts.
            let refused = try await contacts.run([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            #expect(refused.status == 64)
            #expect(refused.stderr.contains("the first sync will send \(count) contacts"))
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user, "--yes",
            ])
            // A dry run counts exactly what the sync then does, and sends nothing.
            #expect(
                try await contacts.ok(["sync", "--dry-run"])
                    == "book: 0 in, \(count) out, 0 conflicts, 0 deleted (dry run: nothing written)\n")
            #expect(try await ServerBook(server: server).cards().isEmpty)
            let first = try await contacts.ok(["sync"])
            #expect(first == "book: 0 in, \(count) out, 0 conflicts, 0 deleted\n")

            let there = try await ServerBook(server: server).cards()
            #expect(there.count == count)
            let here = try await exported(contacts)
            for card in there {
                let name = card.formattedName ?? ""
                #expect(here[name].map(fields) == fields(card), "\(name)")
            }
            #expect(there.contains { $0.photo != nil })

            let etags = try await ServerBook(server: server).etags()
            let history = try await contacts.ok(["history", "--json"])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 0 deleted\n")
            // Finding its writes kept is no change: `undo` still takes back the sync that sent them.
            #expect(try await contacts.ok(["history", "--json"]) == history)
            try await contacts.ok(["import"] + Self.sampleFiles)
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 0 deleted\n")
            #expect(try await ServerBook(server: server).etags() == etags)
            #expect(try await contacts.names().count == count)
        }
    }

    @Test
    func everyFieldOfALinkedContactAndItsPhotoReachTheServer() async throws {
        try await TestServer.with(.radicale) { server in
            let peer = DAVPeer(server: server)
            try await peer.put("ann.vcf", ServerBook.card(uid: "ann", name: "Ann Lee", email: "ann@example.com"))
            try await peer.put("bob.vcf", ServerBook.card(uid: "bob", name: "Bob Ray", email: "bob@example.com"))
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            #expect(try await contacts.ok(["sync"]) == "book: 2 in, 0 out, 0 conflicts, 0 deleted\n")
            // Added here, the same person: joins the server's Ann, and everything typed goes there.
            try await contacts.ok([
                "add", "--name", "Ann Lee", "--email", "ann@example.com", "--phone", "+44 20 7946 0001",
                "--birthday", "1980-04-05", "--address", "1 High St, Bath, BA1 1AA, UK",
            ])
            #expect(try await contacts.names() == ["Ann Lee", "Bob Ray"])
            let png = contacts.home.url.appendingPathComponent("ann.png")
            try Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
                .write(to: png)
            try await contacts.ok(["photo", "Ann Lee", "--set", png.path])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 1 out, 0 conflicts, 0 deleted\n")
            let ann = try #require(try await ServerBook(server: server).cards().first { $0.uid == "ann" })
            #expect(ann.telephones.map { $0.value.filter(\.isNumber) } == ["442079460001"])
            #expect(ann.birthday?.isoString == "1980-04-05")
            #expect(ann.addresses.first?.locality == "Bath")
            #expect(ann.photo != nil)
            #expect(ann.property(named: "REV") != nil)

            // A field deleted here leaves the server's card too.
            try await contacts.ok(["edit", "Ann Lee", "--remove-phone", "+44 20 7946 0001"])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 1 out, 0 conflicts, 0 deleted\n")
            #expect(try await ServerBook(server: server).cards().first { $0.uid == "ann" }?.telephones.isEmpty == true)
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 0 deleted\n")

            // Deleted on the phone: the whole contact goes to the trash here, not sent back from its other card.
            _ = try await DAVPeer(server: server).delete("ann.vcf")
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 1 deleted\n")
            #expect(try await contacts.names() == ["Bob Ray"])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 0 deleted\n")
            #expect(try await ServerBook(server: server).names() == ["Bob Ray"])
        }
    }

    @Test
    func aContactWithoutANameIsSentWithOneMadeFromItsEmail() async throws {
        try await TestServer.with(.radicale) { server in
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            try await contacts.ok(["add", "--email", "nobody@example.com"])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 1 out, 0 conflicts, 0 deleted\n")
            #expect(try await ServerBook(server: server).names() == ["nobody@example.com"])
        }
    }

    @Test
    func theOtherRemoteKeepsItsOwnCardAndGetsOnlyEditsToItsFields() async throws {
        try await TestServer.with(.radicale) { server in
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            let work = try TemporaryFolder("work-vdir")
            defer { work.remove() }
            // Home (the first remote): Ann with a private note. Work (a vdir): Ann with her work phone.
            try await DAVPeer(server: server).put(
                "ann.vcf",
                """
                BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nEMAIL:ann@example.com\r\nNOTE:private\r\nEND:VCARD\r\n
                """)
            try Data(
                """
                BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann-work\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nEMAIL:ann@example.com\r\nTEL;TYPE=WORK:+44 20 7946 0999\r\nEND:VCARD\r\n
                """.utf8
            ).write(to: work.url.appendingPathComponent("ann-work.vcf"))
            try await contacts.ok([
                "remote", "add", "home", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            try await contacts.ok(["remote", "add", "work", work.path])
            #expect(try await contacts.ok(["sync", "work"]) == "work: 1 in, 0 out, 0 conflicts, 0 deleted\n")
            #expect(try await contacts.ok(["sync", "home"]) == "home: 1 in, 1 out, 0 conflicts, 0 deleted\n")
            #expect(try await contacts.names() == ["Ann Lee"])
            let home = try #require(try await ServerBook(server: server).cards().first)
            #expect(home.telephones.map { $0.value.filter(\.isNumber) } == ["442079460999"])
            let workCard = { () throws -> VCard in
                let bytes = try Data(contentsOf: work.url.appendingPathComponent("ann-work.vcf"))
                var reader = VCardReader(bytes: Array(bytes))
                return try #require(reader.next()?.card)
            }
            #expect(try workCard().properties(named: "NOTE").isEmpty)

            // An edit to a field the work card carries (the name) goes to both; a new email only home.
            try await contacts.ok(["edit", "Ann Lee", "--set-name", "Ann Lee-Moss", "--add-email", "ann@home.example"])
            #expect(try await contacts.ok(["sync", "work"]) == "work: 0 in, 1 out, 0 conflicts, 0 deleted\n")
            #expect(try await contacts.ok(["sync", "home"]) == "home: 0 in, 1 out, 0 conflicts, 0 deleted\n")
            let edited = try workCard()
            #expect(edited.formattedName == "Ann Lee-Moss")
            #expect(edited.emails.map(\.value) == ["ann@example.com"])
            #expect(edited.properties(named: "NOTE").isEmpty)
            #expect(edited.property(named: "REV") != nil)
            let homeAfter = try #require(try await ServerBook(server: server).cards().first)
            #expect(homeAfter.formattedName == "Ann Lee-Moss")
            #expect(Set(homeAfter.emails.map(\.value)) == ["ann@example.com", "ann@home.example"])
            #expect(homeAfter.properties(named: "NOTE").map(\.value) == ["private"])
            #expect(
                try await contacts.ok(["sync"])
                    == "home: 0 in, 0 out, 0 conflicts, 0 deleted\nwork: 0 in, 0 out, 0 conflicts, 0 deleted\n")
        }
    }

    @Test
    func undoingASyncLetsTheNextSyncBringTheServersChangeBack() async throws {
        try await TestServer.with(.radicale) { server in
            let peer = DAVPeer(server: server)
            try await peer.put("ann.vcf", ServerBook.card(uid: "ann", name: "Ann Lee", email: "ann@example.com"))
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            try await contacts.ok(["sync"])
            // Another device changes the email; the sync brings it; undo takes the sync back.
            try await peer.put("ann.vcf", ServerBook.card(uid: "ann", name: "Ann Lee", email: "ann@v2.example"))
            #expect(try await contacts.ok(["sync"]) == "book: 1 in, 0 out, 0 conflicts, 0 deleted\n")
            try await contacts.ok(["undo"])
            #expect(try await contacts.ok(["show", "Ann Lee"]).contains("ann@example.com"))
            // The next sync sees the server's change again, rather than "nothing to do".
            #expect(try await contacts.ok(["sync"]) == "book: 1 in, 0 out, 0 conflicts, 0 deleted\n")
            #expect(try await contacts.ok(["show", "Ann Lee"]).contains("ann@v2.example"))
            // An edit after an undone sync merges with the server's card instead of overwriting it.
            try await contacts.ok(["undo"])
            try await contacts.ok(["edit", "Ann Lee", "--add-phone", "+44 20 7946 0002"])
            try await contacts.ok(["sync"])
            let ann = try #require(try await ServerBook(server: server).cards().first)
            #expect(ann.emails.map(\.value) == ["ann@v2.example"])
            #expect(ann.telephones.count == 1)
        }
    }

    @Test
    func aRemoteAddedAtTheRootStoresItsBookAndRefusesToGuessAmongSeveral() async throws {
        try await TestServer.with(.radicale) { server in
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            try await contacts.ok([
                "remote", "add", "book", server.root.absoluteString, "--user", TestServer.credentials.user,
            ])
            let listed = try await contacts.ok(["remote", "list", "--json"])
            #expect(listed.contains("\"url\":\"\(server.book.absoluteString)\""))
            #expect(listed.contains("\"default\":true"))
            let twice = try await contacts.run([
                "remote", "add", "again", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            #expect(twice.status != 0)
            #expect(twice.stderr.contains("is already the remote 'book'"))

            let second = server.principal.appendingPathComponent("work/")
            _ = try await DAVPeer(server: server).makeBook(second)
            let several = try await contacts.run([
                "remote", "add", "other", server.root.absoluteString, "--user", TestServer.credentials.user,
            ])
            #expect(several.status == 64)
            #expect(several.stderr.contains("leads to 2 address books"))
            #expect(several.stderr.contains("--book"))
            try await contacts.ok([
                "remote", "add", "other", server.root.absoluteString, "--user", TestServer.credentials.user, "--book",
                "work",
            ])
            #expect(
                try await contacts.ok(["remote", "list", "--json"]).contains("\"url\":\"\(second.absoluteString)\""))
            // Synced from its stored book, never searched again.
            #expect(
                try await contacts.ok(["sync"])
                    == "book: 0 in, 0 out, 0 conflicts, 0 deleted\nother: 0 in, 0 out, 0 conflicts, 0 deleted\n")
        }
    }

    @Test
    func newContactsGoToTheDefaultBookOrTheOneNamed() async throws {
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        let phone = try TemporaryFolder("phone-vdir"), laptop = try TemporaryFolder("laptop-vdir")
        defer {
            phone.remove()
            laptop.remove()
        }
        try await contacts.ok(["remote", "add", "phone", phone.path])
        try await contacts.ok(["remote", "add", "laptop", laptop.path])
        #expect(try await contacts.ok(["remote", "default"]) == "phone\n")
        try await contacts.ok(["add", "--name", "Ann Lee"])
        try await contacts.ok(["add", "--name", "Bob Ray", "--to", "laptop"])
        try await contacts.ok(["add", "--name", "Cy Moss", "--to", "local"])
        #expect(
            try await contacts.ok(["sync"])
                == "phone: 0 in, 1 out, 0 conflicts, 0 deleted\nlaptop: 0 in, 1 out, 0 conflicts, 0 deleted\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: phone.path).count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: laptop.path).count == 1)

        try await contacts.ok(["remote", "default", "laptop"])
        #expect(try await contacts.ok(["remote", "list"]).hasPrefix("  phone"))
        try await contacts.ok(["add", "--name", "Dee Fox"])
        #expect(try await contacts.ok(["sync", "laptop"]) == "laptop: 0 in, 1 out, 0 conflicts, 0 deleted\n")
        let unknown = try await contacts.run(["add", "--name", "Eve", "--to", "nowhere"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no remote named 'nowhere'"))

        // Removing the default remote says which book takes over, and keeps its contacts here.
        let removed = try await contacts.run(["remote", "remove", "laptop"])
        #expect(removed.status == 0)
        #expect(removed.stderr.contains("the default book is phone"))
        #expect(try await contacts.names() == ["Ann Lee", "Bob Ray", "Cy Moss", "Dee Fox"])
        // Kept local: the next sync does not send them to phone.
        #expect(try await contacts.ok(["sync"]) == "phone: 0 in, 0 out, 0 conflicts, 0 deleted\n")
        try await contacts.ok(["remote", "remove", "phone", "--trash"])
        #expect(try await contacts.names() == ["Bob Ray", "Cy Moss", "Dee Fox"])
        try await contacts.ok(["undo"])
        #expect(try await contacts.names() == ["Ann Lee", "Bob Ray", "Cy Moss", "Dee Fox"])
        #expect(try await contacts.ok(["remote", "list", "--json"]).contains("\"name\":\"phone\""))
    }
}
