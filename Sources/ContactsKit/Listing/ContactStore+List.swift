extension ContactStore {
    /// Streams the contacts a request selects to `body`, in order, as they are read: memory stays flat
    /// and the first row arrives before the last is read.
    ///
    /// - Parameters:
    ///   - request: Order, filters and range.
    ///   - includeRawContacts: Whether to fill each contact's ``Contact/rawContacts`` and
    ///     ``Contact/categories`` (two extra indexed queries per row).
    ///   - body: Called for each contact; throw to stop early.
    public func list(
        _ request: ListRequest, includeRawContacts: Bool = false, _ body: (ListedContact) throws -> Void
    ) throws {
        try read { db in
            let index = try PositionIndex(db)
            func emit(_ listed: ContactRecord.Listed, position: Int) throws {
                var contact = listed.contact
                contact.position = position
                if includeRawContacts {
                    contact.rawContacts = try RawContactRecord.references(ofContact: listed.id, db)
                    contact.categories = try ContactCategoryRecord.names(ofContact: listed.id, db)
                }
                try body(ListedContact(contact: contact, section: listed.section))
            }
            let match = try request.match(db)
            if let walk = try MatchWalk(request, match: match, total: index.total, db) {
                let rows = try ContactRecord.listed(ids: walk.page.map(\.id), order: request.order.record, db)
                let byId = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
                for (id, ordinal) in walk.page {
                    guard let listed = byId[id] else { continue }
                    try emit(
                        listed,
                        position: request.order == .manual
                            ? ordinal : try index.position(orderKey: listed.orderKey, id: id, db))
                }
                return
            }
            var start: ContactRecord.Place?
            if request.isPlainManualOrder, request.offset > 0 {
                // Start at the row at position offset + 1 through the bucket index, not by skipping rows.
                guard request.offset < index.total else { return }
                start = try index.contact(at: request.offset + 1, db)
            }
            // A row's position is counted for it, until a listing proves long: then one ordered scan
            // of the whole store (``PositionMap``) gives the rest, for less than their counts would
            // cost. A search that finds few contacts never scans the store.
            var positions: PositionMap?
            var counted = 0
            let rows = try ContactRecord.listing(
                request.filter(match: match), order: request.order.record, start: start, offset: request.offset,
                limit: request.limit, db)
            var ordinal = request.offset
            while let listed = try rows.next() {
                ordinal += 1
                let position: Int
                if request.isPlainManualOrder {
                    position = ordinal
                } else if let positions {
                    position = positions[listed.id]
                } else if counted == Self.positionsCounted {
                    let map = try PositionMap(db)
                    positions = map
                    position = map[listed.id]
                } else {
                    counted += 1
                    position = try index.position(orderKey: listed.orderKey, id: listed.id, db)
                }
                try emit(listed, position: position)
            }
        }
    }

    /// How many positions a listing counts one by one before it reads them all in one scan: about
    /// what that scan costs on a million contacts.
    static let positionsCounted = 2_000

    /// How many contacts of a listing fall in each section, in the listing's order.
    public func sectionCounts(_ request: ListRequest) throws -> [(section: String, count: Int)] {
        try read { db in
            try ContactRecord.sectionCounts(request.filter(match: request.match(db)), order: request.order.record, db)
        }
    }
}
