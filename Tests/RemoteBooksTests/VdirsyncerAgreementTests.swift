import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// vdirsyncer and ``VdirBook`` on one folder: the same ETag for every file, each reading what the other wrote.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(10)))
struct VdirsyncerAgreementTests {
    @Test func vdirsyncersFolderIsReadWithTheETagsItRecorded() async throws {
        try await TestServer.with(.radicale) { server in
            let pair = try VdirsyncerPair(server: server)
            defer { pair.remove() }
            try await DAVPeer(server: server).seed(25, prefix: "peer")
            try await pair.sync(discover: true)

            let recorded = try await pair.recordedETags()
            #expect(recorded.count == 25)
            let book = try VdirBook(folder: pair.folder)
            let listing = try await book.list()
            #expect(Dictionary(uniqueKeysWithValues: listing.map { ($0.href, $0.etag?.rawValue ?? "") }) == recorded)
            let fetched = try await book.fetch(listing.map(\.href))
            #expect(fetched.cards.count == 25 && fetched.problems.isEmpty)
            #expect(Set(fetched.cards.compactMap(\.card.uid)) == Set((0..<25).map { "peer-\($0)" }))
            // Nothing changed since vdirsyncer wrote: the listing agrees with what it knows.
            let changes = try await book.changes(since: nil, known: recorded.mapValues { ETag($0) })
            #expect(changes.changed.isEmpty && changes.deleted.isEmpty)
        }
    }

    @Test func vdirsyncerTakesOurWritesWithTheETagsWeGave() async throws {
        try await TestServer.with(.radicale) { server in
            let pair = try VdirsyncerPair(server: server)
            defer { pair.remove() }
            try await DAVPeer(server: server).put("first.vcf", Cards.card(uid: "first", name: "First"))
            try await pair.sync(discover: true)

            let book = try VdirBook(folder: pair.folder)
            let created = try await book.create(Cards.bytes(uid: "ours", name: "Ours"), uid: "ours")
            let first = try #require(try await book.list().first { $0.href == "first.vcf" })
            let replaced = try await book.replace(
                "first.vcf", with: Cards.bytes(uid: "first", name: "First Edited"), ifMatch: try #require(first.etag))
            try await pair.sync()

            // vdirsyncer recorded exactly the ETags our writes gave, and uploaded both cards.
            let recorded = try await pair.recordedETags()
            #expect(recorded["ours.vcf"] == created.etag?.rawValue)
            #expect(recorded["first.vcf"] == replaced.etag?.rawValue)
            let remote = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let cards = try await remote.fetch(try await remote.list().map(\.href)).cards
            #expect(Set(cards.compactMap(\.card.formattedName)) == ["Ours", "First Edited"])
        }
    }

    @Test func ourETagIsVdirsyncersForAnyFile() async throws {
        let folder = try TemporaryFolder("etag")
        defer { folder.remove() }
        for index in 0..<5 {
            try Data(Cards.card(uid: "f\(index)", name: "F").utf8).write(
                to: folder.url.appendingPathComponent("f\(index).vcf"))
        }
        let script = """
            import json, os, sys
            from vdirsyncer.utils import get_etag_from_file
            print(json.dumps({name: get_etag_from_file(os.path.join(sys.argv[1], name)) for name in os.listdir(sys.argv[1])}))
            """
        let output = try await ToolProcess.run(PythonTools.path("python"), ["-c", script, folder.path])
        let theirs = try JSONDecoder().decode([String: String].self, from: Data(output.stdout.utf8))
        let ours = try await VdirBook(folder: folder.url).list()
        #expect(theirs.count == 5)
        #expect(Dictionary(uniqueKeysWithValues: ours.map { ($0.href, $0.etag?.rawValue ?? "") }) == theirs)
    }
}
