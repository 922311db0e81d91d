import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// A vdir in a temporary folder: the same operations as a CardDAV book, with vdirsyncer's names and ETags.
struct VdirBookTests {
    private func withFolder(_ body: (VdirBook, URL) async throws -> Void) async throws {
        let folder = try TemporaryFolder("vdir")
        defer { folder.remove() }
        try await body(try VdirBook(folder: folder.url), folder.url)
    }

    private func visibleFiles(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aCreatedCardIsAFileNamedByItsUIDListedAndFetchedWithItsETag() async throws {
        try await withFolder { book, folder in
            let bytes = Cards.bytes(uid: "ann-1", name: "Ann")
            let write = try await book.create(bytes, uid: "ann-1")
            #expect(write.href == "ann-1.vcf")
            #expect(try visibleFiles(folder) == ["ann-1.vcf"])
            #expect(try Data(contentsOf: folder.appendingPathComponent("ann-1.vcf")) == Data(bytes))
            let etag = try #require(write.etag)
            #expect(try await book.list() == [RemoteEntry(href: "ann-1.vcf", etag: etag)])
            let card = try #require(try await book.fetch(["ann-1.vcf"]).cards.first)
            #expect(card.etag == etag)
            #expect(card.bytes == bytes)
            #expect(card.card.formattedName == "Ann")
        }
    }

    @Test(arguments: [("urn:uuid:12@x", false), ("a b", false), ("", false), ("A.b_c-d+e", true), ("é", false)])
    func unsafeUIDsGetRandomNamesAsVdirsyncerGivesThem(_ uid: String, _ keepsName: Bool) async throws {
        try await withFolder { book, _ in
            let write = try await book.create(Cards.bytes(uid: uid.isEmpty ? "x" : uid, name: "N"), uid: uid)
            if keepsName {
                #expect(write.href == uid + ".vcf")
            } else {
                #expect(write.href.hasSuffix(".vcf"))
                #expect(UUID(uuidString: String(write.href.dropLast(4))) != nil)
            }
        }
    }

    @Test func aUIDTooLongForAFileNameGetsARandomName() async throws {
        try await withFolder { book, _ in
            let uid = String(repeating: "a", count: 300)
            let write = try await book.create(Cards.bytes(uid: uid, name: "Long"), uid: uid)
            #expect(UUID(uuidString: String(write.href.dropLast(4))) != nil)
            #expect(try await book.fetch([write.href]).cards.first?.card.uid == uid)
        }
    }

    @Test func creatingAnExistingNameSaysItExistsAndLeavesTheFile() async throws {
        try await withFolder { book, folder in
            _ = try await book.create(Cards.bytes(uid: "bob", name: "Bob"), uid: "bob")
            await #expect(throws: RemoteBookError.alreadyExists(href: "bob.vcf")) {
                try await book.create(Cards.bytes(uid: "bob", name: "Other Bob"), uid: "bob")
            }
            #expect(try await book.fetch(["bob.vcf"]).cards.first?.card.formattedName == "Bob")
            #expect(try visibleFiles(folder) == ["bob.vcf"])
        }
    }

    @Test func replaceNeedsTheCurrentETagAndGivesTheNewOne() async throws {
        try await withFolder { book, folder in
            let first = try await book.create(Cards.bytes(uid: "cy", name: "Cy"), uid: "cy")
            let second = try await book.replace(
                "cy.vcf", with: Cards.bytes(uid: "cy", name: "Cy Two"), ifMatch: try #require(first.etag))
            #expect(second.etag != first.etag)
            #expect(try await book.list() == [RemoteEntry(href: "cy.vcf", etag: second.etag)])
            await #expect(throws: RemoteBookError.preconditionFailed(href: "cy.vcf")) {
                try await book.replace(
                    "cy.vcf", with: Cards.bytes(uid: "cy", name: "Cy Stale"), ifMatch: try #require(first.etag))
            }
            #expect(try await book.fetch(["cy.vcf"]).cards.first?.card.formattedName == "Cy Two")
            await #expect(throws: RemoteBookError.notFound(href: "gone.vcf")) {
                try await book.replace(
                    "gone.vcf", with: Cards.bytes(uid: "g", name: "G"), ifMatch: try #require(first.etag))
            }
            #expect(try visibleFiles(folder) == ["cy.vcf"])
        }
    }

    @Test func anotherProgramsEditChangesTheETag() async throws {
        try await withFolder { book, folder in
            let first = try await book.create(Cards.bytes(uid: "dee", name: "Dee"), uid: "dee")
            // khard edits in place; an editor may keep the inode: the mtime still moves.
            try await Task.sleep(for: .milliseconds(5))
            try Data(Cards.card(uid: "dee", name: "Dee by khard").utf8).write(
                to: folder.appendingPathComponent("dee.vcf"))
            let changes = try await book.changes(since: nil, known: ["dee.vcf": try #require(first.etag)])
            #expect(changes.changed.map(\.href) == ["dee.vcf"])
            #expect(changes.method == .listing(.tokensUnsupported))
        }
    }

    @Test func deleteNeedsTheCurrentETagAndASecondDeleteFindsItGone() async throws {
        try await withFolder { book, folder in
            let write = try await book.create(Cards.bytes(uid: "ed", name: "Ed"), uid: "ed")
            await #expect(throws: RemoteBookError.preconditionFailed(href: "ed.vcf")) {
                try await book.delete("ed.vcf", ifMatch: ETag("1.000000000;1"))
            }
            #expect(try visibleFiles(folder) == ["ed.vcf"])
            #expect(try await book.delete("ed.vcf", ifMatch: try #require(write.etag)) == .deleted)
            #expect(try visibleFiles(folder).isEmpty)
            #expect(try await book.delete("ed.vcf", ifMatch: try #require(write.etag)) == .alreadyGone)
            #expect(try await book.fetch(["ed.vcf"]).missing == ["ed.vcf"])
        }
    }

    @Test func changesCompareTheListingWithWhatTheCallerKnows() async throws {
        try await withFolder { book, _ in
            let ann = try await book.create(Cards.bytes(uid: "ann", name: "Ann"), uid: "ann")
            let bob = try await book.create(Cards.bytes(uid: "bob", name: "Bob"), uid: "bob")
            let known = [
                "ann.vcf": try #require(ann.etag), "bob.vcf": try #require(bob.etag), "cy.vcf": ETag("1.000000000;9"),
            ]
            _ = try await book.delete("bob.vcf", ifMatch: try #require(bob.etag))
            let dee = try await book.create(Cards.bytes(uid: "dee", name: "Dee"), uid: "dee")
            let changes = try await book.changes(since: nil, known: known)
            #expect(changes.changed == [RemoteEntry(href: "dee.vcf", etag: dee.etag)])
            #expect(changes.deleted == ["bob.vcf", "cy.vcf"])
            #expect(changes.listedCount == 2)
            #expect(changes.token == nil)
        }
    }

    @Test func filesThatDoNotParseAreReportedAndLeftAlone() async throws {
        try await withFolder { book, folder in
            let broken = Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No End\r\n".utf8)
            try broken.write(to: folder.appendingPathComponent("broken.vcf"))
            try Data((Cards.card(uid: "a", name: "A") + Cards.card(uid: "b", name: "B")).utf8).write(
                to: folder.appendingPathComponent("two.vcf"))
            _ = try await book.create(Cards.bytes(uid: "ok", name: "OK"), uid: "ok")
            let hrefs = try await book.list().map(\.href)
            #expect(hrefs == ["broken.vcf", "ok.vcf", "two.vcf"])
            let fetched = try await book.fetch(hrefs)
            #expect(fetched.cards.map(\.href) == ["ok.vcf"])
            #expect(fetched.problems.map(\.href) == ["broken.vcf", "two.vcf"])
            if case .unreadableCard(let errors) = fetched.problems.first?.kind {
                #expect(errors == [.missingEnd(line: 1)])
            } else {
                Issue.record("broken.vcf: \(String(describing: fetched.problems.first))")
            }
            #expect(fetched.problems.last?.kind == .notOneCard(count: 2))
            #expect(try Data(contentsOf: folder.appendingPathComponent("broken.vcf")) == broken)
        }
    }

    @Test func otherFilesAndFoldersAreNotCards() async throws {
        try await withFolder { book, folder in
            try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            try Data("x".utf8).write(to: folder.appendingPathComponent("a.vcf.tmp"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("sub.vcf"), withIntermediateDirectories: false)
            _ = try await book.create(Cards.bytes(uid: "only", name: "Only"), uid: "only")
            #expect(try await book.list().map(\.href) == ["only.vcf"])
        }
    }

    @Test func hrefsThatLeaveTheFolderAreRefused() async throws {
        try await withFolder { book, _ in
            for href in ["../x.vcf", "a/b.vcf", "..", ".", ""] {
                await #expect(throws: RemoteBookError.invalidHref(href)) {
                    try await book.fetch([href])
                }
            }
        }
    }

    @Test func aFolderThatIsNotThereIsAnError() {
        #expect(throws: RemoteBookError.fileSystem(path: "/nonexistent/vdir", reason: "not a folder")) {
            try VdirBook(folder: URL(fileURLWithPath: "/nonexistent/vdir"))
        }
    }
}
