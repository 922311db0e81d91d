import Synchronization

/// Cards a first sync brought with its listing (a `sync-collection` asking each card's data, or a
/// query of every card), kept as served until ``CardDAVBook/fetch(_:)`` asks for them: each is given once, and all are
/// dropped when the book is written to or its changes are read again, so that a card is only ever
/// served as the latest listing named it.
final class CardStash: Sendable {
    /// A card's version and bytes as the listing served them.
    private struct Held {
        var etag: ETag?
        var bytes: [UInt8]
    }

    private let cards = Mutex<[String: Held]>([:])

    /// Keeps the card `response` carries for `href` (normalized), with its ETag, when it carries
    /// one whole (not cut at ``CardDAVConfiguration/maximumCardBytes``: such a card is left to a
    /// multiget, which reports it).
    func keep(_ response: Multistatus.Response, at href: String) {
        guard let data = response.property(DAVNamespace.cardDAV, "address-data"), !data.isTextCut else { return }
        let held = Held(etag: response.etag, bytes: Array(data.text.utf8))
        cards.withLock { $0[href] = held }
    }

    /// Forgets the card at `href`.
    func remove(_ href: String) {
        cards.withLock { $0[href] = nil }
    }

    /// Whether every card of `hrefs` (normalized) is held.
    func holds(_ hrefs: some Sequence<String>) -> Bool {
        cards.withLock { cards in hrefs.allSatisfy { cards[$0] != nil } }
    }

    /// Whether no card is held.
    var isEmpty: Bool {
        cards.withLock { $0.isEmpty }
    }

    /// Forgets every card.
    func clear() {
        cards.withLock { $0.removeAll() }
    }

    /// Takes the cards held of `hrefs` (normalized), read as ``CardReading`` reads a fetched card.
    /// - Returns: What was read of them, and the hrefs not held, in their order.
    func take(_ hrefs: [String]) -> (fetched: RemoteFetch, rest: [String]) {
        var held: [(href: String, card: Held)] = []
        var rest: [String] = []
        cards.withLock { cards in
            guard !cards.isEmpty else {
                rest = hrefs
                return
            }
            for href in hrefs {
                if let card = cards.removeValue(forKey: href) { held.append((href, card)) } else { rest.append(href) }
            }
        }
        var fetched = RemoteFetch()
        for (href, card) in held {
            switch CardReading.read(card.bytes, href: href, etag: card.etag) {
            case .success(let card): fetched.cards.append(card)
            case .failure(let problem): fetched.problems.append(problem)
            }
        }
        return (fetched, rest)
    }
}
