extension ContactStore {
    /// What was linked and what might be one person: the counts, the linked contacts with the
    /// evidence recorded for each link, and the suggestions grouped per person, strongest first.
    ///
    /// A suggestion is two raw contacts of different contacts that share a lookup key (an email, a
    /// phone, a UID, a full name alone or with a birthday, an organisation or an address), that the
    /// rules (`MatchRules`, with the same count of raw contacts sharing a number that linking
    /// uses) would link or suggest, and that the user has not kept apart: weak evidence, or strong
    /// evidence a conflict elsewhere in a group stopped. Found in a few scans (`SuggestionFinder`),
    /// never by comparing all pairs; contacts are read only for the entries returned.
    ///
    /// ```swift
    /// let report = try store.duplicates(DuplicateRequest(linkedLimit: 0, suggestionLimit: 20))
    /// for group in report.suggestions {
    ///     print(group.rank, group.contacts.map(\.displayName), group.evidence.description)
    /// }
    /// ```
    /// - Parameter request: How many linked contacts and groups of suggestions to return (all by default).
    public func duplicates(_ request: DuplicateRequest = DuplicateRequest()) throws -> DuplicateReport {
        try read { db in
            var contactOf: [RawContactRowID: ContactRowID] = [:]
            var cards: [ContactRowID: Int] = [:]
            try RawContactRecord.forEachContactId(db) { raw, contact in
                contactOf[raw] = contact
                cards[contact, default: 0] += 1
            }
            let linkedSizes = cards.values.filter { $0 > 1 }
            var report = DuplicateReport(linkedContacts: linkedSizes.count, linkedCards: linkedSizes.reduce(0, +))
            let found = try SuggestionFinder.pairs(contactOf: contactOf, db)

            // Positions of the contacts in a suggestion, and the first linked contacts: one walk of the manual order.
            var positions: [ContactRowID: Int] = [:]
            let wanted = Set(found.flatMap { [$0.a, $0.b] })
            var linked: [ContactRowID] = []
            let linkedLimit = request.linkedLimit ?? .max
            var position = 0
            let order = try ContactRecord.ids(in: .manual, db)
            while let id = try order.next() {
                position += 1
                if linked.count < linkedLimit, cards[id, default: 0] > 1 {
                    linked.append(id)
                    positions[id] = position
                }
                if wanted.contains(id) { positions[id] = position }
            }

            // (A raw contact whose contact row is missing, which `doctor --repair` mends, suggests nothing.)
            let pairs = found.filter { positions[$0.a] != nil && positions[$0.b] != nil }
            let groups = SuggestionGroups.make(pairs) { positions[$0]! }
            report.suggestionCount = groups.reduce(0) { $0 + $1.pairs.count }
            report.suggestedPeople = groups.count
            let shown = groups.prefix(request.suggestionLimit ?? .max)
            // The contacts shown, at their positions and with their raw contacts: three queries, however many.
            var contacts: [ContactRowID: Contact] = [:]
            let ids = Array(Set(linked + shown.flatMap(\.members)))
            for listed in try ContactRecord.listed(ids: ids, order: .manual, db) {
                contacts[listed.id] = listed.contact
                contacts[listed.id]?.position = positions[listed.id] ?? 0
            }
            var references: [RawContactRowID: RawContactReference] = [:]
            for (contact, raw, reference) in try RawContactRecord.references(ofContacts: ids, db) {
                contacts[contact]?.rawContacts.append(reference)
                references[raw] = reference
            }

            report.suggestions = shown.enumerated().map { offset, group in
                let links = group.pairs.map { pair in
                    SuggestedLink(
                        contacts: [contacts[pair.a]!, contacts[pair.b]!].sorted { $0.position < $1.position },
                        evidence: pair.evidence, strength: pair.strength)
                }
                let members = group.members.map {
                    SuggestedMember(contact: contacts[$0]!, tie: group.ties[$0].map { links[$0] })
                }
                return SuggestionGroup(rank: offset + 1, members: members, links: links)
            }
            let edges = Dictionary(grouping: try LinkEdgeRecord.edges(ofContacts: linked, db)) {
                contactOf[$0.rawA] ?? ContactRowID(0)
            }
            report.linked = linked.map { id in
                let links = (edges[id] ?? []).compactMap { edge -> RawLink? in
                    guard let from = references[edge.rawA], let to = references[edge.rawB] else { return nil }
                    return RawLink(
                        from: from, to: to,
                        evidence: LinkEvidence(LinkEvidence.Reason(rawValue: edge.reason) ?? .linkedByUser, edge.detail)
                    )
                }
                return LinkedContact(contact: contacts[id]!, links: links)
            }
            return report
        }
    }
}
