import GRDB

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
            let references = try db.cachedStatement(sql: "SELECT uuid, source, uid FROM rawContact WHERE id = ?")
            func reference(_ raw: Int64) throws -> RawContactReference {
                let row = try Row.fetchOne(references, arguments: [raw])!
                return RawContactReference(id: row["uuid"], source: row["source"], uid: row["uid"] ?? "")
            }
            func contact(_ id: Int64) throws -> Contact {
                let row = try Row.fetchOne(db, sql: "SELECT \(ContactRow.columns) FROM contact WHERE id = ?", arguments: [id])!
                var contact = ContactRow.contact(row, position: try index.position(orderKey: row["orderKey"], id: id, db))
                contact.rawContacts = try ContactRow.rawContacts(of: id, db)
                return contact
            }

            let groups = try Int64.fetchAll(db, sql: """
                SELECT contactId FROM rawContact GROUP BY contactId HAVING COUNT(*) > 1
                """)
            for id in groups {
                let edges = try Row.fetchAll(db, sql: """
                    SELECT rawA, rawB, reason, detail FROM linkEdge
                    WHERE rawA IN (SELECT id FROM rawContact WHERE contactId = ?) ORDER BY rawA, rawB
                    """, arguments: [id])
                let links = try edges.map { edge in
                    RawLink(from: try reference(edge["rawA"]), to: try reference(edge["rawB"]),
                            evidence: LinkEvidence(LinkEvidence.Reason(rawValue: edge["reason"]) ?? .linkedByUser, edge["detail"]))
                }
                report.linked.append(LinkedContact(contact: try contact(id), links: links))
            }
            report.linked.sort { $0.contact.position < $1.contact.position }

            // Runs of raw contacts sharing a full-name key, in key order.
            let range = LinkKey.range(.fullName)
            let rows = try Row.fetchCursor(db, sql: """
                SELECT rawKey.key, rawContact.id, rawContact.contactId, rawContact.profile FROM rawKey
                JOIN rawContact ON rawContact.id = rawKey.rawContactId
                WHERE rawKey.key BETWEEN ? AND ? ORDER BY rawKey.key
                """, arguments: [range.lowerBound, range.upperBound])
            var pairs: [Set<Int64>: LinkEvidence] = [:]
            var run: [(raw: Int64, contact: Int64, profile: MatchProfile)] = []
            var runKey: Int64?
            let keptApart = try db.cachedStatement(sql: "SELECT 1 FROM linkDecision WHERE rawA = ? AND rawB = ? AND together = 0")
            func closeRun() throws {
                defer { run.removeAll() }
                guard run.count >= 2, run.count <= Self.suggestionBlockLimit, Set(run.map(\.contact)).count >= 2 else { return }
                for (offset, x) in run.enumerated() {
                    for y in run[(offset + 1)...] where x.contact != y.contact {
                        let pair: Set<Int64> = [x.contact, y.contact]
                        guard pairs[pair] == nil,
                              try Bool.fetchOne(keptApart, arguments: [min(x.raw, y.raw), max(x.raw, y.raw)]) == nil else { continue }
                        switch MatchRules.verdict(x.profile, y.profile) {
                        case .link(let evidence), .suggest(let evidence): pairs[pair] = evidence
                        case .conflict, .unrelated: break
                        }
                    }
                }
            }
            while let row = try rows.next() {
                let key: Int64 = row[0]
                if key != runKey { try closeRun() }
                runKey = key
                run.append((row[1], row[2], MatchProfile(packed: row[3])))
            }
            try closeRun()
            report.suggestions = try pairs.map { pair, evidence in
                SuggestedLink(contacts: try pair.map(contact).sorted { $0.position < $1.position }, evidence: evidence)
            }.sorted { ($0.contacts[0].position, $0.contacts[1].position) < ($1.contacts[0].position, $1.contacts[1].position) }
            return report
        }
    }
}
