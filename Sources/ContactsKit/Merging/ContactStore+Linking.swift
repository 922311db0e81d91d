extension ContactStore {
    /// Links contacts into one, because the user says they are one person: their raw contacts are
    /// kept together from now on, whatever the rules say, and never split automatically.
    ///
    /// The contact earliest in the manual order keeps its place and id.
    /// - Parameter references: Two or more contacts.
    /// - Returns: The linked contact.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)``, ``ContactStoreError/noSuchContact(id:)``,
    ///   or ``ContactStoreError/nothingToLink`` when fewer than two different contacts are named.
    @discardableResult
    public func link(_ references: [ContactReference]) throws -> Contact {
        let survivor: ContactRowID = try write(change: ChangeDescription(.link)) { db, change in
            let index = try PositionIndex(db)
            var ids: [ContactRowID] = []
            for reference in references {
                let id = try Self.rowID(reference, index, db)
                if !ids.contains(id) { ids.append(id) }
            }
            guard ids.count >= 2 else { throw ContactStoreError.nothingToLink }
            change.summary = "link " + (try ChangeDescription.names(ids, db))
            let groups = try ids.map { try Linker.members(of: $0, db).map(\.id) }
            // Every pair across the groups is kept together; an earlier keep-apart is overruled.
            for (offset, group) in groups.enumerated() {
                for other in groups[(offset + 1)...] {
                    for a in group {
                        for b in other { try LinkDecisionRecord.decide(a, b, together: true, db) }
                    }
                }
            }
            var linker = Linker(db)
            var survivor = ids[0]
            for (offset, id) in ids.enumerated().dropFirst() {
                survivor = try linker.merge(survivor, id)
                try linker.record(groups[0][0], groups[offset][0], LinkEvidence(.linkedByUser))
            }
            try linker.finish()
            return survivor
        }
        return try contact(.id(try uuid(of: survivor)))
    }

    /// Splits a contact into its raw contacts, because the user says they are not one person: each
    /// becomes a contact of its own, placed after the first in the manual order, and no two of them
    /// are ever linked again automatically.
    /// - Returns: The contacts it was split into, in manual order.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)``, ``ContactStoreError/noSuchContact(id:)``,
    ///   or ``ContactStoreError/nothingToUnlink(id:)`` for a contact with one raw contact.
    @discardableResult
    public func unlink(_ reference: ContactReference) throws -> [Contact] {
        let ids: [ContactRowID] = try write(change: ChangeDescription(.unlink)) { db, change in
            let index = try PositionIndex(db)
            let contact = try Self.rowID(reference, index, db)
            let raws = try Linker.members(of: contact, db).map(\.id)
            guard raws.count >= 2 else { throw ContactStoreError.nothingToUnlink(id: reference.description) }
            change.summary = "unlink \(try ChangeDescription.name(of: contact, db)) into \(raws.count) contacts"
            for (offset, a) in raws.enumerated() {
                for b in raws[(offset + 1)...] { try LinkDecisionRecord.decide(a, b, together: false, db) }
            }
            try LinkEdgeRecord.deleteAll(ofContact: contact, db)
            var linker = Linker(db)
            var previous = (id: contact, orderKey: try ContactRecord.orderKey(of: contact, db)!)
            var ids = [contact]
            for raw in raws.dropFirst() {
                let next = try ContactRecord.place(after: previous, db)
                let key = OrderKey.between(previous.orderKey, next?.orderKey)
                let placeholder = ContactFields(card: .init())
                let id = try ContactRecord.insert(placeholder, orderKey: key ?? previous.orderKey, db)
                if key == nil { try Rebalance.place(id, after: previous, before: next, db) }
                try RawContactRecord.setContact(id, of: raw, db)
                linker.created(id, search: SearchDocument(placeholder), facets: ContactFacets())
                linker.invalidate(id)
                ids.append(id)
                previous = (id, try ContactRecord.orderKey(of: id, db)!)
            }
            linker.invalidate(contact)
            try linker.finish()
            return ids
        }
        return try ids.map { try contact(.id(try uuid(of: $0))) }
    }

    /// Links every raw contact of the store where the evidence is strong, as import does for new
    /// cards: for a store imported with `link: false`, or after the rules changed. Links already
    /// made and the user's decisions are kept. One transaction, one scan of the lookup keys
    /// (`BulkLinker`), never a comparison of all pairs. Foreign keys are off meanwhile: the
    /// link makes its cascades' deletes itself (`withBulkWriteSettings(foreignKeys:_:)`).
    /// - Returns: How many links were made.
    @discardableResult
    public func linkAutomatically() throws -> Int {
        try withBulkWriteSettings(foreignKeys: false) {
            try write(change: ChangeDescription(.link)) { db, change in
                // Nothing before changes raw contacts: they may be read beside the writer.
                let links = try BulkLinker.run(db, sideReader: uncheckedDatabase.sideReader)
                change.summary = "link --auto: \(links) link\(links == 1 ? "" : "s")"
                try StoreIntegrity.assertNoDanglingRows(db)
                return links
            }
        }
    }

    /// The id (UUID string) of a contact row.
    func uuid(of id: ContactRowID) throws -> String {
        try read { db in try ContactRecord.uuid(of: id, db) ?? "" }
    }
}
