import GRDB

extension ContactStore {
    /// Checks the store: SQLite's integrity and foreign keys, contacts without raw contacts, the
    /// search index against the contacts, the order counts against the order keys, and the linking
    /// keys of every raw contact. Changes nothing, but runs as a write transaction: FTS5's own
    /// integrity check is an `INSERT` command, which a read-only connection refuses.
    ///
    /// A damaged file is one problem, ``StoreProblem/Kind/integrity``, whether `integrity_check`
    /// reports it or a query stops on it (`SQLITE_CORRUPT`): the other checks mean nothing on it.
    /// Finding it marks the store damaged, so that no command writes to it (`StoreDamageMark`);
    /// finding the file whole removes the mark.
    /// - Returns: The problems found; empty for a healthy store.
    public func checkHealth() throws -> [StoreProblem] {
        try recordingDamage { db in try Self.problems(db) }
    }

    /// Repairs what can be rebuilt from the raw contacts (the cards as imported, which are the
    /// truth): deletes contacts without raw contacts and rows pointing nowhere, recomputes every
    /// linking profile and key, every contact's merged view and search row, and the order counts.
    /// One transaction. A damaged file (``StoreProblem/Kind/integrity``) is not repaired, and
    /// nothing else is then: rebuilding on a damaged file spreads the damage. A repair rewrites rows
    /// the change log cannot take back, so it clears the history: nothing before it can be undone.
    /// - Returns: The problems found before repairing.
    @discardableResult
    public func repair() throws -> [StoreProblem] {
        try recordingDamage { db in
            let problems = try Self.problems(db)
            guard problems.contains(where: \.kind.isRepairable), !problems.contains(where: { $0.kind == .integrity })
            else { return problems }
            try RepairStep.deleteDanglingRows(db)
            try RepairStep.recomputeProfiles(db)
            try RepairStep.rebuildMergedViews(db)  // photos included
            try OrderBucketRecord.recount(db)
            try ChangeRecord.clear(db)
            return problems
        }
    }

    /// Runs a check (and repair) in one write transaction, even on a store marked damaged, and
    /// marks the store damaged when it finds so (an `integrity` problem, or a query stopping on a
    /// damaged page), or removes the mark when the file is whole.
    private func recordingDamage(_ body: (Database) throws -> [StoreProblem]) throws -> [StoreProblem] {
        let problems: [StoreProblem]
        do {
            problems = try write(evenIfMarkedDamaged: true, body)
        } catch ContactStoreError.storeDamaged(_, let detail) {
            problems = [StoreProblem(.integrity, "the database file is damaged: " + detail)]
        }
        if let damage = problems.first(where: { $0.kind == .integrity }) {
            StoreDamageMark.mark(path, finding: damage.detail)
        } else {
            StoreDamageMark.clear(path)
        }
        return problems
    }

    static func problems(_ db: Database) throws -> [StoreProblem] {
        var problems: [StoreProblem] = []
        let damage = try StoreIntegrity.damage(db)
        if !damage.isEmpty {
            // Nothing else is checked: on a damaged file the other checks stop on it or mislead.
            return [
                StoreProblem(.integrity, "the database file is damaged: " + damage.prefix(5).joined(separator: "; "))
            ]
        }
        let dangling = try StoreIntegrity.danglingRows(db)
        if dangling.count > 0 {
            let tables = dangling.tables.joined(separator: ", ")
            problems.append(
                StoreProblem(.foreignKeys, "\(dangling.count) row(s) point at rows that do not exist (in \(tables))"))
        }
        let empty = try ContactRecord.countWithoutRawContacts(db)
        if empty > 0 {
            problems.append(StoreProblem(.emptyContacts, "\(empty) contact(s) have no imported card behind them"))
        }

        let contacts = try ContactRecord.fetchCount(db)
        let missing = try ContactSearchRecord.countMissing(db)
        let extra = try ContactSearchRecord.countOrphans(db)
        var search: [String] = []
        if missing > 0 { search.append("\(missing) contact(s) missing from the search index") }
        if extra > 0 { search.append("\(extra) search row(s) for contacts that do not exist") }
        if !ContactSearchRecord.passesIntegrityCheck(db) { search.append("the search index is corrupt") }
        let words = try SearchWordRecord.countMissing(db)
        if words > 0 { search.append("\(words) word(s) of the search index missing from its list of words") }
        if !search.isEmpty { problems.append(StoreProblem(.searchIndex, search.joined(separator: "; "))) }

        let counted = try OrderBucketRecord.total(db)
        let wrongBuckets = try OrderBucketRecord.countWrong(db)
        if counted != contacts {
            problems.append(
                StoreProblem(.orderCounts, "positions are counted for \(counted) contact(s), but there are \(contacts)")
            )
        } else if wrongBuckets > 0 {
            problems.append(
                StoreProblem(
                    .orderCounts,
                    "\(wrongBuckets) of the counts positions are computed from disagree with the contacts' order"))
        }

        let unprofiled = try RawContactRecord.countWithoutProfile(db)
        if unprofiled > 0 {
            problems.append(StoreProblem(.linkingKeys, "\(unprofiled) imported card(s) have no linking keys"))
        }
        return problems
    }
}
