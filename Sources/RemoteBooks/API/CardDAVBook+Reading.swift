import Foundation

extension CardDAVBook {
    /// Every card in the collection with its ETag, from a `PROPFIND` at depth 1.
    public func list() async throws -> [RemoteEntry] {
        guard
            let (status, _) = try await client.propfind(
                info.url, depth: "1", properties: [(DAVNamespace.dav, "resourcetype"), (DAVNamespace.dav, "getetag")]
            )
        else { return [] }
        var entries: [RemoteEntry] = []
        for response in status.responses {
            let href = Href.normalized(response.href)
            guard isCard(href), response.effectiveStatus.map({ (200..<300).contains($0) }) ?? true else { continue }
            if let type = response.property(DAVNamespace.dav, "resourcetype"),
                type.child(DAVNamespace.dav, "collection") != nil
            {
                continue
            }
            entries.append(RemoteEntry(href: href, etag: response.etag))
        }
        return entries
    }

    /// Changes since `token` by `sync-collection`; a listing compared with `known` without a token,
    /// when the server refuses it, or when it has no `sync-collection`. A first sync (no token,
    /// nothing known) is given every card with the listing where the server allows it
    /// (``firstChanges(tokenAtOpen:)``): ``fetch(_:)`` then reads them from memory.
    ///
    /// Without a token, a book just opened (``open(url:configuration:readingToken:)``, nothing
    /// written since) keeps the token it read then as the one taken before the listing, instead of
    /// asking again: a server computes it at some cost (Radicale: 1.6 s for 10,000 cards).
    public func changes(since token: SyncToken?, known: [String: ETag]) async throws -> RemoteChanges {
        let known = Dictionary(
            known.map { (Href.normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        let tokenAtOpen = takeTokenAtOpen()
        stash.clear()  // cards of an earlier listing may have changed since
        if token == nil, known.isEmpty { return try await firstChanges(tokenAtOpen: tokenAtOpen) }
        return try await changesByETag(since: token, known: known, tokenAtOpen: tokenAtOpen)
    }

    /// Changes since `token` by `sync-collection`, or a listing of every card's ETag compared with `known`.
    func changesByETag(
        since token: SyncToken?, known: [String: ETag], tokenAtOpen: SyncToken?
    ) async throws
        -> RemoteChanges
    {
        let reason: RemoteChanges.ListingReason
        if !info.supportsSyncCollection {
            reason = .tokensUnsupported
        } else if let token {
            switch try await syncCollection(from: token, known: known) {
            case .changes(let changes): return changes
            case .tokenRejected: reason = .tokenRejected
            case .unsupported: reason = .tokensUnsupported
            }
        } else {
            reason = .noToken
        }
        // The token is read before the listing, so nothing that changes in between is missed next time.
        let newToken: SyncToken? =
            if reason == .tokensUnsupported { nil } else if reason == .noToken, let tokenAtOpen { tokenAtOpen } else {
                try await currentToken()
            }
        return RemoteChanges(listing: try await list(), known: known, token: newToken, reason: reason)
    }

    /// Whether the collection's token, as read when the book was opened (and nothing written
    /// since), is `token`: RFC 6578's token names the collection's state, so nothing changed there
    /// and no REPORT needs sending. False for a book made from kept ``info``.
    public func isUnchanged(since token: SyncToken) -> Bool {
        info.supportsSyncCollection && takeTokenAtOpen() == token
    }

    /// The collection's sync token now, if it has one.
    func currentToken() async throws -> SyncToken? {
        guard
            let (status, _) = try await client.propfind(
                info.url, depth: "0", properties: [(DAVNamespace.dav, "sync-token")]),
            let text = status.responses.first?.property(DAVNamespace.dav, "sync-token")?.trimmedText, !text.isEmpty
        else { return nil }
        return SyncToken(text)
    }

    /// What a `sync-collection` REPORT gave.
    enum SyncOutcome {
        case changes(RemoteChanges)
        case tokenRejected
        case unsupported
    }

    /// Changes since `token` (every member from nil), following a truncated answer (507 on the
    /// collection) with the token it gave. With `withCards`, each card's data is asked for too and
    /// kept in ``stash``; the answer is then bounded by
    /// ``CardDAVConfiguration/maximumCardsWithListingBytes``, and any status
    /// but 207 is `unsupported`.
    func syncCollection(
        from token: SyncToken?, known: [String: ETag], withCards: Bool = false
    ) async throws
        -> SyncOutcome
    {
        var current = token?.rawValue ?? ""
        var changed: [String: RemoteEntry] = [:]
        var order: [String] = []
        var deleted = Set<String>()
        let version = info.preferredVersion == .v4_0 ? "4.0" : nil
        // A server that keeps truncating would loop for ever; a thousand rounds is far past any real book.
        for _ in 0..<1000 {
            let reply = try await client.report(
                info.url, depth: "0",
                body: DAVRequestBody.syncCollection(token: current, cards: withCards, version: version),
                maximumBytes: withCards ? client.configuration.maximumCardsWithListingBytes : nil)
            guard reply.status == 207 else {
                let body = DAVErrorBody(reply.body)
                if body.rejectsSyncToken { return .tokenRejected }
                if withCards || body.rejectsReport || [400, 405, 501].contains(reply.status) { return .unsupported }
                throw DAVClient.statusError(reply, method: "REPORT")
            }
            let status = try reply.readMultistatus()
            var truncated = false
            for response in status.responses {
                let href = Href.normalized(response.href)
                guard isCard(href) else {
                    if response.effectiveStatus == 507 { truncated = true }
                    continue
                }
                switch response.effectiveStatus {
                case 404, 410:
                    deleted.insert(href)
                    changed[href] = nil
                    if withCards { stash.remove(href) }
                case let code? where (200..<300).contains(code):
                    deleted.remove(href)
                    if changed[href] == nil { order.append(href) }
                    changed[href] = RemoteEntry(href: href, etag: response.etag)
                    if withCards { stash.keep(response, at: href) }
                default:
                    continue
                }
            }
            guard let next = status.syncToken, !next.isEmpty else {
                throw RemoteBookError.malformedResponse(
                    url: reply.url.absoluteString, reason: "a sync-collection answer without a sync-token")
            }
            current = next
            if !truncated { break }
        }
        // A card whose ETag the caller already knows (its own write, echoed back) is no change.
        let entries = order.compactMap { changed[$0] }.filter { $0.etag == nil || known[$0.href] != $0.etag }
        let gone = deleted.filter { known[$0] != nil || changed[$0] == nil }.sorted()
        return .changes(
            RemoteChanges(
                changed: entries, deleted: gone, token: SyncToken(current), method: .syncCollection, listedCount: nil))
    }

    /// Whether every card of `hrefs` came with the listing and is still held (``CardStash``); an
    /// href outside the book is a problem that needs no request.
    public func holdsCards(_ hrefs: [String]) -> Bool {
        stash.holds(hrefs.compactMap { try? url(ofCard: $0).href })
    }

    /// Reads cards by href with `addressbook-multiget`, in batches of the configured size; the
    /// cards a first sync's listing brought are given from memory instead. An href that is not a
    /// card of this collection (`../`, another folder) is reported as a problem, not asked for;
    /// the others are read.
    public func fetch(_ hrefs: [String]) async throws -> RemoteFetch {
        var result = RemoteFetch()
        var asked: [String] = []
        for href in hrefs {
            do {
                asked.append(try url(ofCard: href).href)
            } catch {
                result.problems.append(RemoteItemProblem(href: href, kind: .notInBook))
            }
        }
        let (stashed, cards) = stash.take(asked)
        result.append(stashed)
        let size = client.configuration.multigetBatchSize
        for start in stride(from: 0, to: cards.count, by: size) {
            result.append(try await fetchBatch(Array(cards[start..<min(start + size, cards.count)])))
        }
        return result
    }

    /// One `addressbook-multiget` REPORT. A body that is not a multistatus is a problem for every
    /// card asked for, not an error: the next batch may be fine. A card longer than the configured
    /// limit is a problem for that card alone.
    private func fetchBatch(_ hrefs: [String]) async throws -> RemoteFetch {
        let body = DAVRequestBody.multiget(hrefs: hrefs, version: info.preferredVersion == .v4_0 ? "4.0" : nil)
        let reply = try await client.report(
            info.url, depth: "1", body: body, maximumResponses: DAVClient.multigetResponses(asking: hrefs.count)
        )
        guard reply.status == 207 else { throw DAVClient.statusError(reply, method: "REPORT") }
        let status: Multistatus
        do {
            status = try reply.readMultistatus()
        } catch {
            let reason: String
            if case .malformedResponse(_, let text) = error {
                reason = text
            } else {
                reason = error.localizedDescription
            }
            return RemoteFetch(problems: hrefs.map { RemoteItemProblem(href: $0, kind: .malformedResponse(reason)) })
        }
        var byHref: [String: Multistatus.Response] = [:]
        for response in status.responses { byHref[Href.normalized(response.href)] = response }
        var result = RemoteFetch()
        for href in hrefs {
            guard let response = byHref[href] else {
                result.problems.append(RemoteItemProblem(href: href, kind: .notInResponse))
                continue
            }
            switch response.effectiveStatus {
            case 404, 410:
                result.missing.append(href)
            case let code? where !(200..<300).contains(code):
                result.problems.append(RemoteItemProblem(href: href, kind: .status(code)))
            default:
                guard let data = response.property(DAVNamespace.cardDAV, "address-data") else {
                    result.problems.append(RemoteItemProblem(href: href, kind: .noAddressData))
                    continue
                }
                if data.isTextCut {
                    let limit = client.configuration.maximumCardBytes
                    result.problems.append(
                        RemoteItemProblem(href: href, kind: .tooLarge(bytes: data.textByteCount, limit: limit)))
                    continue
                }
                switch CardReading.read(Array(data.text.utf8), href: href, etag: response.etag) {
                case .success(let card): result.cards.append(card)
                case .failure(let problem): result.problems.append(problem)
                }
            }
        }
        return result
    }
}
