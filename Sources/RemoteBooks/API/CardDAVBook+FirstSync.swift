import Foundation

extension CardDAVBook {
    /// A first sync's changes (no token, no card known), with every card brought in as few
    /// requests as the server allows and kept in ``stash`` for ``fetch(_:)``:
    ///
    /// 1. RFC 6578's initial `sync-collection` (an empty token) asking each card's data with its
    ///    ETag: the token, the listing and the cards in one request (Radicale). A listing instead of
    ///    a multiget of every hundred cards is what a first sync spent most of its time on.
    /// 2. When the listing came without the cards (Xandikos answers `address-data` only in
    ///    `addressbook-multiget` and `addressbook-query`, and a multiget at about 0.8 ms a card), one
    ///    RFC 6352 `addressbook-query` with an empty filter, which matches every card (about 0.5 ms
    ///    a card the first time, 0.1 ms after).
    ///
    /// Whatever the server refuses (an error status, even after retries), answers with something
    /// other than a multistatus, sends beyond ``CardDAVConfiguration/maximumCardsWithListingBytes``
    /// or leaves out is listed and fetched as before: the token is still taken before any card is
    /// read, and a card not brought is fetched by multiget.
    func firstChanges(tokenAtOpen: SyncToken?) async throws -> RemoteChanges {
        let result: RemoteChanges
        if info.supportsSyncCollection,
            case .changes(let listed)? = try await bringingCards({
                try await syncCollection(from: nil, known: [:], withCards: true)
            })
        {
            result = RemoteChanges(listing: listed.changed, known: [:], token: listed.token, reason: .noToken)
        } else {
            stash.clear()
            result = try await changesByETag(since: nil, known: [:], tokenAtOpen: tokenAtOpen)
        }
        if stash.isEmpty, !result.changed.isEmpty {
            _ = try await bringingCards { try await stashEveryCard() }
        }
        return result
    }

    /// Every card's data by one `addressbook-query` whose filter matches every card, kept in ``stash``.
    private func stashEveryCard() async throws {
        let version = info.preferredVersion == .v4_0 ? "4.0" : nil
        let reply = try await client.report(
            info.url, depth: "1", body: DAVRequestBody.everyCard(version: version),
            maximumBytes: client.configuration.maximumCardsWithListingBytes)
        guard reply.status == 207 else { return }
        for response in try reply.readMultistatus().responses {
            let href = Href.normalized(response.href)
            guard isCard(href), response.effectiveStatus.map({ (200..<300).contains($0) }) ?? true else { continue }
            stash.keep(response, at: href)
        }
    }

    /// `body`'s result, or nil with ``stash`` emptied when the server refuses the request (an
    /// error status after the retries), answers with something other than a multistatus, or
    /// sends more than ``CardDAVConfiguration/maximumCardsWithListingBytes``.
    private func bringingCards<T>(_ body: () async throws -> T) async throws -> T? {
        do {
            return try await body()
        } catch is AnswerTooLong {
            stash.clear()
            return nil
        } catch let error as RemoteBookError {
            stash.clear()
            if error.isRefusal { return nil }
            if case .malformedResponse = error { return nil }
            throw error
        }
    }
}
