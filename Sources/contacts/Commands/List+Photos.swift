import ContactsKit
import PhotoCodec

extension ContactsCommand.List {
    /// Contacts read and drawn together by `--photos`; the next page's photos are decoded while one prints.
    static let avatarPageSize = 20

    /// The listing with an avatar beside each row. The store reads the listing (one read, as without
    /// `--photos`) on a thread of its own and hands it over in pages of 20, at most two ahead
    /// (``ContactStore/pages(_:pageSize:)``): while a page prints (each row waiting, in order, for
    /// its own thumbnail), the next page is already read and its thumbnails prefetched through the
    /// store's cache, on the other cores. Leaving early (an error, a closed pipe) stops the reader.
    /// - Returns: how many contacts were printed.
    func listWithAvatars(
        _ store: ContactStore, _ request: ListRequest, table: ContactTable, counts: [String: Int]?,
        output: StandardOutput
    ) async throws -> Int {
        let thumbnails = try store.makeThumbnailCache(byteBudget: 4 << 20)
        var pages = store.pages(request, pageSize: Self.avatarPageSize).makeAsyncIterator()
        func keys(_ page: [ListedContact]) -> [ThumbnailKey] { page.compactMap { key($0.contact) } }
        func key(_ contact: Contact) -> ThumbnailKey? {
            contact.photoHash.map { ThumbnailKey(photoHash: $0, side: PhotoDrawing.avatarSide, shape: .squareCrop) }
        }

        var rows = ListingRows(
            table: table, output: output, sectionCounts: counts,
            headerLeading: String(repeating: " ", count: PhotoDrawing.avatarSide + 1))
        var current = try await pages.next()
        if let current { await thumbnails.prefetch(keys(current)) }
        while let page = current {
            current = try await pages.next()
            if let next = current { await thumbnails.prefetch(keys(next)) }
            for listed in page {
                var avatar = PhotoDrawing.avatarLines(nil)
                if let key = key(listed.contact) {
                    do {
                        avatar = PhotoDrawing.avatarLines(try await thumbnails.thumbnail(for: key))
                    } catch is PhotoError {
                        avatar = PhotoDrawing.undecodableAvatar
                    }
                }
                try rows.print(listed, leading: avatar[0] + " ")
                for line in avatar.dropFirst() { try output.write((line.allSatisfy { $0 == " " } ? "" : line) + "\n") }
            }
            try output.flush()
        }
        return rows.printed
    }
}
