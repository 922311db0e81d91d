import Foundation
import GRDB
import PhotoCodec
import PhotoFixtures
import Testing
import VCard

@testable import ContactsKit

/// Photos in the store: bytes kept apart with their hash, media type and header size (never
/// decoded on import), shared by content, deleted with their last reference; the user's --set and
/// --remove kept across re-imports and merges and written by export; remote URIs kept, never fetched.
@Suite struct PhotoStoreTests {
    private func count(_ table: String, _ store: ContactStore) throws -> Int {
        try store.uncheckedDatabase.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    private func embedded(
        _ photo: ContactPhoto?, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> StoredPhoto {
        guard case .embedded(let stored)? = photo else {
            Issue.record("expected an embedded photo, got \(String(describing: photo))", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        return stored
    }

    // MARK: - Import

    @Test func importKeepsTheBytesWithTheirHashMediaTypeAndHeaderSize() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg)
                + PhotoCards.person("Bob", "Ray", photo: PhotoCards.png, type: "PNG"))
        let jpeg = try embedded(temporary.store.photo(of: .position(1)))
        #expect(jpeg.bytes == PhotoCards.jpeg && jpeg.hash == SHA256.hash(PhotoCards.jpeg))
        #expect(jpeg.mediaType == "image/jpeg" && jpeg.size == PixelSize(width: 40, height: 30) && jpeg.format == .jpeg)
        #expect(!jpeg.isChosenByUser)
        let png = try embedded(temporary.store.photo(of: .position(2)))
        #expect(
            png.bytes == PhotoCards.png && png.mediaType == "image/png" && png.size == PixelSize(width: 20, height: 20))
        let contacts = try temporary.list()
        #expect(contacts.map(\.hasPhoto) == [true, true])
        #expect(contacts.map(\.photoHash) == [jpeg.hash, png.hash])
        // The listing's row holds the reference, never the bytes.
        let columns = try temporary.store.uncheckedDatabase.read { db in try db.columns(in: "contact").map(\.name) }
        #expect(!columns.contains("bytes") && columns.contains("photoHash"))
    }

    @Test func theSizeComesFromTheHeaderWithoutDecoding() async throws {
        // A header declaring 60000×60000 would be refused by any decode, and a truncated JPEG could
        // not be decoded: import stores both with the size their header declares.
        let bomb = TestPhotos.jpeg(TestPhotos.jpeg(TestPhotos.gradient(width: 8, height: 8)), declaring: 60_000, 60_000)
        let truncated = Array(PhotoCards.jpeg.prefix(PhotoCards.jpeg.count / 2))
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Big", "Bomb", photo: bomb) + PhotoCards.person("Cut", "Short", photo: truncated)
                + PhotoCards.person("Gif", "Only", photo: PhotoCards.gif, type: "GIF"))
        #expect(try embedded(temporary.store.photo(of: .position(1))).size == PixelSize(width: 60_000, height: 60_000))
        #expect(try embedded(temporary.store.photo(of: .position(2))).size == PixelSize(width: 40, height: 30))
        let gif = try embedded(temporary.store.photo(of: .position(3)))
        #expect(gif.mediaType == "image/gif" && gif.size == nil && gif.bytes == PhotoCards.gif)
        #expect(try temporary.list().allSatisfy(\.hasPhoto))

        // Asking for their thumbnails gives each its PhotoError, and nothing is written to the disk tier.
        let cache = try temporary.store.makeThumbnailCache()
        await #expect(throws: PhotoError.tooLarge(width: 60_000, height: 60_000)) {
            try await temporary.store.thumbnail(of: .position(1), side: 16, using: cache)
        }
        await #expect(throws: PhotoError.self) {
            try await temporary.store.thumbnail(of: .position(2), side: 16, using: cache)
        }
        await #expect(throws: PhotoError.unsupportedFormat("GIF")) {
            try await temporary.store.thumbnail(of: .position(3), side: 16, using: cache)
        }
        #expect(try count("thumbnail", temporary.store) == 0)
    }

    @Test func contactsShowingTheSameBytesShareOneRow() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg)
                + PhotoCards.person("Bob", "Ray", photo: PhotoCards.jpeg))
        #expect(try count("photo", temporary.store) == 1)
        let hashes = try temporary.list().map(\.photoHash)
        #expect(hashes[0] != nil && hashes[0] == hashes[1])
    }

    @Test func exportStillWritesEveryByteOfTheImportedPhoto() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg))
        var reader = VCardReader(bytes: try temporary.exported())
        #expect(reader.next()?.card?.photo?.data == PhotoCards.jpeg)
    }

    // MARK: - Remote photos

    @Test func aRemotePhotoIsKeptAndExportedButNeverFetched() throws {
        let temporary = try TemporaryStore()
        // A URI that names a real JPEG on this machine: fetching it would store its bytes.
        let file = try temporary.write("face.jpg", bytes: PhotoCards.jpeg)
        let uri = URL(fileURLWithPath: file).absoluteString
        try temporary.importText(Cards.person("Ann", "Lee", extra: ["PHOTO;VALUE=uri:\(uri)"]))
        #expect(try temporary.store.photo(of: .position(1)) == .remote(uri: uri))
        let contact = try #require(try temporary.list().first)
        #expect(!contact.hasPhoto && contact.photoHash == nil)
        #expect(try count("photo", temporary.store) == 0)
        func unfolded(_ bytes: [UInt8]) -> String {
            String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
        }
        #expect(unfolded(try temporary.exported()).contains(uri))
        #expect(unfolded(try temporary.exported(version: .v4_0)).contains(uri))
    }

    @Test func anEmbeddedPhotoWinsOverARemoteOneWhenCardsAreMerged() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person(
                "Ann", "Lee", emails: ["ann@example.com"], extra: ["PHOTO;VALUE=uri:https://example.com/ann.jpg"]),
            name: "a.vcf")
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG", extra: ["EMAIL:ann@example.com"]),
            name: "b.vcf")
        #expect(try temporary.store.count() == 1)
        #expect(try embedded(temporary.store.photo(of: .position(1))).bytes == PhotoCards.png)
    }

    // MARK: - The thumbnail cache over the store

    @Test func aSecondCacheReadsTheThumbnailFromTheStoreAndDecodesNothing() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg))
        let first = try temporary.store.makeThumbnailCache()
        let made = try #require(try await temporary.store.thumbnail(of: .position(1), side: 16, using: first))
        #expect(made.size == PixelSize(width: 16, height: 12))
        #expect(await first.statistics.decodes == 1)
        #expect(try count("thumbnail", temporary.store) == 1)

        let second = try temporary.reopened().makeThumbnailCache()  // a later run
        let read = try await temporary.store.thumbnail(of: .position(1), side: 16, using: second)
        #expect(read == made)
        let statistics = await second.statistics
        #expect(statistics.decodes == 0 && statistics.diskHits == 1)
    }

    @Test func aCacheOverAStoreOpenedReadOnlyDecodesButStoresNothing() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg))
        let reader = try ContactStore(path: temporary.path, mode: .readOnly)
        let cache = try reader.makeThumbnailCache()
        let made = try await reader.thumbnail(of: .position(1), side: 16, using: cache)
        #expect(made?.size == PixelSize(width: 16, height: 12))
        #expect(await cache.statistics.decodes == 1)
        #expect(try count("thumbnail", temporary.store) == 0)
    }

    @Test func concurrentRequestsForOneStoredPhotoDecodeItOnce() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg)
                + PhotoCards.person("Bob", "Ray", photo: PhotoCards.jpeg))
        let cache = try temporary.store.makeThumbnailCache()
        let store = temporary.store
        let images = try await withThrowingTaskGroup(of: RGBAImage?.self) { group in
            for index in 0..<16 {
                group.addTask { try await store.thumbnail(of: .position(1 + index % 2), side: 16, using: cache) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(images.count == 16 && Set(images).count == 1 && images[0] != nil)
        #expect(await cache.statistics.decodes == 1)
    }

    /// Many more concurrent requests than the store has reader connections (five) and the machine
    /// has cores: none may wait for a connection synchronously on the concurrency pool, or every
    /// pool thread ends up blocked while the async reads holding the connections wait for a pool
    /// thread to resume on (the whole test process hung on two cores).
    @Test func hundredsOfConcurrentRequestsNeverStarveTheConcurrencyPool() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg)
                + PhotoCards.person("Bob", "Ray", photo: PhotoCards.png, type: "PNG")
                + PhotoCards.person("Cy", "Day", photo: nil))
        let store = temporary.store
        for round in 1...5 {
            let cache = try store.makeThumbnailCache()
            let found = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<300 {
                    group.addTask {
                        try await store.thumbnail(of: .position(1 + index % 3), side: 8 + round, using: cache) != nil
                    }
                }
                return try await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
            }
            #expect(found == 200, "round \(round)")
        }
    }

    @Test func aSmallBudgetEvictsTheLeastRecentlyUsedThumbnail() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG")
                + PhotoCards.person("Bob", "Ray", photo: PhotoCards.otherPNG, type: "PNG"))
        // A 16×16 thumbnail costs 1024 + 128 bytes: one fits in 1500, two do not.
        let cache = try temporary.store.makeThumbnailCache(byteBudget: 1500)
        let ann = try #require(try await temporary.store.thumbnail(of: .position(1), side: 16, using: cache))
        _ = try await temporary.store.thumbnail(of: .position(2), side: 16, using: cache)
        let statistics = await cache.statistics
        #expect(statistics.evictions == 1 && statistics.entryCount == 1 && statistics.byteCount <= 1500)
        #expect(await cache.cachedThumbnail(for: ThumbnailKey(photoHash: SHA256.hash(PhotoCards.png), side: 16)) == nil)
        // Evicted from memory, read back from the disk tier: no second decode.
        #expect(try await temporary.store.thumbnail(of: .position(1), side: 16, using: cache) == ann)
        #expect(await cache.statistics.decodes == 2)
    }

    @Test func aContactWithoutAPhotoNeverGetsAnotherContactsThumbnail() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG") + Cards.person("Bob", "Ray")
                + Cards.person("Cy", "Twombly", extra: ["PHOTO;VALUE=uri:https://example.com/cy.jpg"]))
        let cache = try temporary.store.makeThumbnailCache()
        // Ask in every order, with Ann's thumbnail in memory and on disk.
        for _ in 0..<2 {
            #expect(try await temporary.store.thumbnail(of: .position(2), side: 8, using: cache) == nil)
            #expect(try await temporary.store.thumbnail(of: .position(1), side: 8, using: cache) != nil)
            #expect(try await temporary.store.thumbnail(of: .position(3), side: 8, using: cache) == nil)
        }
        #expect(try temporary.list().map { $0.photoHash != nil } == [true, false, false])
        // After Ann's photo is removed, nobody shows it.
        try temporary.store.removePhoto(for: .position(1))
        for position in 1...3 {
            #expect(try await temporary.store.thumbnail(of: .position(position), side: 8, using: cache) == nil)
        }
    }

    // MARK: - The user's choice

    @Test func setPhotoReplacesThePhotoAndItsThumbnails() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG"))
        let cache = try temporary.store.makeThumbnailCache()
        let before = try #require(try await temporary.store.thumbnail(of: .position(1), side: 8, using: cache))
        #expect(before[0, 0] == SIMD4(10, 200, 30, 255))
        #expect(try count("thumbnail", temporary.store) == 1)

        let set = try temporary.store.setPhoto(PhotoCards.otherPNG, for: .position(1))
        #expect(
            set.hash == SHA256.hash(PhotoCards.otherPNG) && set.isChosenByUser
                && set.size == PixelSize(width: 20, height: 20))
        // The same cache, with the old thumbnail still in memory, gives the new photo.
        let after = try #require(try await temporary.store.thumbnail(of: .position(1), side: 8, using: cache))
        #expect(after[0, 0] == SIMD4(220, 20, 200, 255))
        // The old photo and its stored thumbnail are gone: nobody shows it any more.
        #expect(try count("photo", temporary.store) == 1)
        let hashes = try await temporary.store.uncheckedDatabase.read { db in
            try Data.fetchAll(db, sql: "SELECT photoHash FROM thumbnail")
        }
        #expect(hashes.map { Array($0) } == [set.hash])
        #expect(try await cache.thumbnail(for: ThumbnailKey(photoHash: SHA256.hash(PhotoCards.png), side: 16)) == nil)
        let stored = try embedded(temporary.store.photo(of: .position(1)))
        #expect(stored.bytes == PhotoCards.otherPNG && stored.isChosenByUser)
    }

    @Test func setPhotoRefusesWhatItCannotShow() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG"))
        let bomb = TestPhotos.png(TestPhotos.png(TestPhotos.gradient(width: 1, height: 1)), declaring: 100_000, 100_000)
        #expect(throws: PhotoError.unsupportedFormat("GIF")) {
            try temporary.store.setPhoto(PhotoCards.gif, for: .position(1))
        }
        #expect(throws: PhotoError.tooLarge(width: 100_000, height: 100_000)) {
            try temporary.store.setPhoto(bomb, for: .position(1))
        }
        #expect(throws: PhotoError.self) {
            try temporary.store.setPhoto(Array(PhotoCards.jpeg.prefix(300)), for: .position(1))
        }
        #expect(throws: PhotoError.self) { try temporary.store.setPhoto([], for: .position(1)) }
        #expect(throws: ContactStoreError.positionOutOfRange(2, count: 1)) {
            try temporary.store.setPhoto(PhotoCards.png, for: .position(2))
        }
        // Nothing changed.
        #expect(try embedded(temporary.store.photo(of: .position(1))).bytes == PhotoCards.png)
        #expect(try count("photo", temporary.store) == 1)
    }

    @Test func removePhotoLeavesNoPhotoAndDeletesTheBytes() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG") + Cards.person("Bob", "Ray"))
        #expect(try temporary.store.removePhoto(for: .position(1)))
        #expect(try temporary.store.photo(of: .position(1)) == nil)
        #expect(try temporary.store.removePhoto(for: .position(2)) == false)
        let contact = try #require(try temporary.list().first)
        #expect(!contact.hasPhoto && contact.photoHash == nil)
        #expect(try temporary.list(ListRequest(hasPhoto: true)).isEmpty)
        #expect(try count("photo", temporary.store) == 0)
        #expect(!String(decoding: try temporary.exported([.position(1)]), as: UTF8.self).contains("PHOTO"))
        // The imported card is kept as it was.
        #expect(String(decoding: try temporary.exported([.position(1)], raw: true), as: UTF8.self).contains("PHOTO"))
    }

    @Test func theUsersChoiceSurvivesReimportingTheCards() throws {
        let temporary = try TemporaryStore()
        let ann = Cards.person(
            "Ann", "Lee", uid: "ann", extra: ["PHOTO;ENCODING=b;TYPE=PNG:" + Data(PhotoCards.png).base64EncodedString()]
        )
        let bob = Cards.person(
            "Bob", "Ray", uid: "bob", extra: ["PHOTO;ENCODING=b;TYPE=PNG:" + Data(PhotoCards.png).base64EncodedString()]
        )
        try temporary.importText(ann + bob, name: "people.vcf")
        try temporary.store.setPhoto(PhotoCards.jpeg, for: .position(1))
        try temporary.store.removePhoto(for: .position(2))

        // The same file again (unchanged), then changed cards with another photo each.
        try temporary.importText(ann + bob, name: "people.vcf")
        let changed =
            Cards.person(
                "Ann", "Lee", uid: "ann",
                extra: ["NOTE:new", "PHOTO;ENCODING=b;TYPE=PNG:" + Data(PhotoCards.otherPNG).base64EncodedString()])
            + Cards.person(
                "Bob", "Ray", uid: "bob",
                extra: ["NOTE:new", "PHOTO;ENCODING=b;TYPE=PNG:" + Data(PhotoCards.otherPNG).base64EncodedString()])
        let summary = try temporary.importText(changed, name: "people.vcf").summary
        #expect(summary.updated == 2)

        #expect(try embedded(temporary.store.photo(of: .position(1))).bytes == PhotoCards.jpeg)
        #expect(try temporary.store.photo(of: .position(2)) == nil)
        #expect(try temporary.list().map(\.hasPhoto) == [true, false])
        var reader = VCardReader(bytes: try temporary.exported())
        let exported = reader.readAll().compactMap(\.card)
        #expect(exported.map { $0.photo?.data } == [PhotoCards.jpeg, nil])
        #expect(exported.map { $0.notes } == [["new"], ["new"]])
    }

    @Test func theUsersChoiceSurvivesAMerge() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG", extra: ["EMAIL:ann@example.com"]),
            name: "a.vcf")
        try temporary.store.setPhoto(PhotoCards.jpeg, for: .position(1))
        // A second card for Ann from another source, with a larger photo: it links to her.
        let larger = TestPhotos.png(TestPhotos.gradient(width: 200, height: 200))
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: larger, type: "PNG", extra: ["EMAIL:ann@example.com"]),
            name: "b.vcf")
        #expect(try temporary.store.count() == 1)
        #expect(try embedded(temporary.store.photo(of: .position(1))).bytes == PhotoCards.jpeg)
        // Unlinked, the first keeps the user's photo; the other shows its own card's.
        try temporary.store.unlink(.position(1))
        #expect(try embedded(temporary.store.photo(of: .position(1))).bytes == PhotoCards.jpeg)
        #expect(try embedded(temporary.store.photo(of: .position(2))).bytes == larger)
        #expect(try count("photo", temporary.store) == 2)  // the PNG of a.vcf is shown by nobody
    }

    @Test func aContactMergedAwayHandsItsChoiceToTheSurvivor() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG")
                + PhotoCards.person("Annie", "Lee-Smith", photo: PhotoCards.otherPNG, type: "PNG"))
        try temporary.store.setPhoto(PhotoCards.jpeg, for: .position(2))
        try temporary.store.link([.position(1), .position(2)])  // the first in the manual order survives
        #expect(try temporary.store.count() == 1)
        let photo = try embedded(temporary.store.photo(of: .position(1)))
        #expect(photo.bytes == PhotoCards.jpeg && photo.isChosenByUser)
        #expect(try count("photo", temporary.store) == 1)
    }

    @Test func linkingOnDemandCarriesAChoiceAlongAChainOfMergesAndUndoTakesItBack() throws {
        let temporary = try TemporaryStore()
        let phone = "+1 555 010 4477"
        for (source, card) in [
            ("a", Cards.person("Ann", "Lee", emails: ["ann@example.com"])),
            ("b", Cards.person("Ann", "Lee", emails: ["ann@example.com"], phones: [phone])),
            ("c", Cards.person("Ann", "Lee", phones: [phone])),
        ] {
            _ = try temporary.store.importCards(
                from: [.file(try temporary.write("\(source).vcf", card))], source: source, link: false)
        }
        try temporary.store.setPhoto(PhotoCards.jpeg, for: .position(2))  // b's
        try temporary.store.move(from: 3, to: 1)  // c, a, b
        let c = try temporary.store.contact(.position(1)).id
        // b joins a (a shared email, the strongest), then a joins c, first in the manual order: the
        // choice goes from b to a to c.
        #expect(try temporary.store.linkAutomatically() == 2)
        #expect(try temporary.store.count() == 1)
        #expect(try temporary.store.contact(.position(1)).id == c)
        let photo = try embedded(temporary.store.photo(of: .position(1)))
        #expect(photo.bytes == PhotoCards.jpeg && photo.isChosenByUser)
        try temporary.store.undo()
        #expect(try temporary.store.count() == 3)
        #expect(try temporary.store.contact(.position(1)).id == c)
        #expect(try temporary.store.photo(of: .position(1)) == nil)
        #expect(try embedded(temporary.store.photo(of: .position(3))).isChosenByUser)
    }

    @Test func deletingTheLastContactShowingAPhotoDeletesItAndItsThumbnails() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.png, type: "PNG")
                + PhotoCards.person("Bob", "Ray", photo: PhotoCards.png, type: "PNG"))
        _ = try await temporary.store.thumbnail(
            of: .position(1), side: 8, using: try temporary.store.makeThumbnailCache())
        try temporary.store.delete([.position(1)])
        #expect(try count("photo", temporary.store) == 1 && count("thumbnail", temporary.store) == 1)
        try temporary.store.delete([.position(1)])
        #expect(try count("photo", temporary.store) == 0 && count("thumbnail", temporary.store) == 0)
    }

    // MARK: - Migration

    @Test func theV3MigrationFindsThePhotosOfAnExistingStore() throws {
        let temporary = try TemporaryStore()
        let cards = [
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg),
            Cards.person("Bob", "Ray"),
            Cards.person("Cy", "Twombly", extra: ["PHOTO;VALUE=uri:https://example.com/cy.jpg"]),
        ]
        let path = try temporary.oldStore(upTo: "v2-linking", cards: cards.map { ($0, "old", nil) })

        let store = try ContactStore(path: path)
        let ann = try embedded(store.photo(of: .position(1)))
        #expect(
            ann.bytes == PhotoCards.jpeg && ann.size == PixelSize(width: 40, height: 30)
                && ann.mediaType == "image/jpeg")
        #expect(try store.photo(of: .position(2)) == nil)
        #expect(try store.photo(of: .position(3)) == .remote(uri: "https://example.com/cy.jpg"))
        var contacts: [Contact] = []
        try store.list(ListRequest()) { contacts.append($0.contact) }
        #expect(contacts.map(\.photoHash) == [SHA256.hash(PhotoCards.jpeg), nil, nil])
        #expect(contacts.map(\.hasPhoto) == [true, false, false])
    }
}
