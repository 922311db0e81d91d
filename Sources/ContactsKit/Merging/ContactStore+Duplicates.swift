extension ContactStore {
    /// A full name shared by more raw contacts than this (a very common name in a large book) gives
    /// no suggestions: most such pairs are different people.
    static let suggestionBlockLimit = 20

    /// The linked contacts with their evidence, and the suggested links that were not made.
    ///
    /// Suggestions come from raw contacts sharing a full name key (``LinkKey/Kind/fullName``) but
    /// in different contacts, with nothing conflicting and no keep-apart decision between them: an
    /// index range scan, never a comparison of all pairs.
    public func duplicates() throws -> DuplicateReport {
        try read { db in
            let index = try PositionIndex(db)
            var report = DuplicateReport()
            func reference(_ raw: Int64) throws -> RawContactReference {
                try RawContactRecord.reference(of: raw, db)!
            }
            func contact(_ id: Int64) throws -> Contact {
                try Self.contact(rowID: id, index, db)!
            }

            for id in try RawContactRecord.contactsWithSeveral(db) {
                let links = try LinkEdgeRecord.edges(ofContact: id, db).map { edge in
                    RawLink(from: try reference(edge.rawA), to: try reference(edge.rawB),
                            evidence: LinkEvidence(LinkEvidence.Reason(rawValue: edge.reason) ?? .linkedByUser, edge.detail))
                }
                report.linked.append(LinkedContact(contact: try contact(id), links: links))
            }
            report.linked.sort { $0.contact.position < $1.contact.position }

            // Runs of raw contacts sharing a full-name key, in key order.
            let range = LinkKey.range(.fullName)
            let rows = try RawKeyRecord.members(in: range, db)
            var pairs: [Set<Int64>: LinkEvidence] = [:]
            var run: [(raw: Int64, contact: Int64, profile: MatchProfile)] = []
            var runKey: Int64?
            func closeRun() throws {
                defer { run.removeAll() }
                guard run.count >= 2, run.count <= Self.suggestionBlockLimit, Set(run.map(\.contact)).count >= 2 else { return }
                for (offset, x) in run.enumerated() {
                    for y in run[(offset + 1)...] where x.contact != y.contact {
                        let pair: Set<Int64> = [x.contact, y.contact]
                        guard pairs[pair] == nil, try !LinkDecisionRecord.keptApart(x.raw, y.raw, db) else { continue }
                        switch MatchRules.verdict(x.profile, y.profile) {
                        case .link(let evidence), .suggest(let evidence): pairs[pair] = evidence
                        case .conflict, .unrelated: break
                        }
                    }
                }
            }
            while let row = try rows.next() {
                if row.key != runKey { try closeRun() }
                runKey = row.key
                run.append((row.rawContactId, row.contactId, MatchProfile(packed: row.profile)))
            }
            try closeRun()
            report.suggestions = try pairs.map { pair, evidence in
                SuggestedLink(contacts: try pair.map(contact).sorted { $0.position < $1.position }, evidence: evidence)
            }.sorted { ($0.contacts[0].position, $0.contacts[1].position) < ($1.contacts[0].position, $1.contacts[1].position) }
            return report
        }
    }
}
