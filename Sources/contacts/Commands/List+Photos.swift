import ContactsKit

extension ContactsCommand.List {
    /// Contacts read and drawn together by `--photos`; the next page's photos are decoded while one prints.
    static let avatarPageSize = 20

    /// The listing with an avatar beside each row, read a page at a time: while a page prints
    /// (each row waiting, in order, for its own thumbnail), the next page is already read and its
    /// thumbnails prefetched through the store's cache, on the other cores.
    /// - Returns: how many contacts were printed.
    func listWithAvatars(
        _ store: ContactStore, _ request: ListRequest, table: ContactTable, counts: [String: Int], output: StandardOutput
    ) async throws -> Int {
        let thumbnails = store.makeThumbnailCache(byteBudget: 4 << 20)
        func page(_ index: Int) throws -> [ListedContact] {
            var pageRequest = request
            pageRequest.offset = request.offset + index * Self.avatarPageSize
            pageRequest.limit = min(Self.avatarPageSize, (request.limit ?? .max) - index * Self.avatarPageSize)
            guard pageRequest.limit! > 0 else { return [] }
            var rows: [ListedContact] = []
            try store.list(pageRequest) { rows.append($0) }
            return rows
        }
        func key(_ contact: Contact) -> ThumbnailKey? {
            contact.photoHash.map { ThumbnailKey(photoHash: $0, side: PhotoDrawing.avatarSide, shape: .squareCrop) }
        }

        let blank = String(repeating: " ", count: PhotoDrawing.avatarSide + 1)
        var printed = 0
        var currentSection: String?
        var index = 0
        var current = try page(0)
        await thumbnails.prefetch(current.compactMap { key($0.contact) })
        while !current.isEmpty {
            let next = current.count < Self.avatarPageSize ? [] : try page(index + 1)
            await thumbnails.prefetch(next.compactMap { key($0.contact) })
            for listed in current {
                if printed == 0, !sections { table.header(leading: blank) }
                if sections, listed.section != currentSection {
                    if currentSection != nil { output.write("\n") }
                    currentSection = listed.section
                    table.section(listed.section, count: counts[listed.section] ?? 0)
                }
                var avatar = PhotoDrawing.avatarLines(nil)
                if let key = key(listed.contact) {
                    do {
                        avatar = PhotoDrawing.avatarLines(try await thumbnails.thumbnail(for: key))
                    } catch is PhotoError {
                        avatar = PhotoDrawing.undecodableAvatar
                    }
                }
                table.row(listed.contact, leading: avatar[0] + " ")
                for line in avatar.dropFirst() { output.write((line.allSatisfy { $0 == " " } ? "" : line) + "\n") }
                printed += 1
            }
            output.flush()
            current = next
            index += 1
        }
        return printed
    }
}
