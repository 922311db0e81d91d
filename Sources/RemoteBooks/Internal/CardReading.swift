import VCard

/// Reads the bytes of one card as a remote book served them.
enum CardReading {
    /// The card in `bytes`, or why there is not exactly one readable card.
    static func read(_ bytes: [UInt8], href: String, etag: ETag?) -> Result<RemoteCard, RemoteItemProblem> {
        var reader = VCardReader(bytes: bytes)
        let entries = reader.readAll()
        let cards = entries.compactMap(\.card)
        let problems = entries.flatMap(\.problems)
        switch cards.count {
        case 1:
            return .success(RemoteCard(href: href, etag: etag, bytes: bytes, card: cards[0], repairs: problems))
        case 0:
            return .failure(RemoteItemProblem(href: href, kind: .unreadableCard(problems)))
        default:
            return .failure(RemoteItemProblem(href: href, kind: .notOneCard(count: cards.count)))
        }
    }
}
