import GRDB
import GRDBSQLite

extension ContactRecord {
    /// A contact's place in the manual order: its order key, then its row id on a tie.
    typealias Place = (id: ContactRowID, orderKey: OrderKey)

    /// The largest order key; nil for an empty table.
    static func largestOrderKey(_ db: Database) throws -> OrderKey? {
        try OrderKey.fetchOne(db, sql: "SELECT MAX(orderKey) FROM contact")
    }

    /// A contact's order key.
    static func orderKey(of id: ContactRowID, _ db: Database) throws -> OrderKey? {
        try OrderKey.fetchOne(db.cachedStatement(sql: "SELECT orderKey FROM contact WHERE id = ?"), arguments: [id])
    }

    /// The order keys of contacts `ids` (those that exist), by id.
    static func orderKeys(of ids: [ContactRowID], _ db: Database) throws -> [ContactRowID: OrderKey] {
        var keys: [ContactRowID: OrderKey] = [:]
        keys.reserveCapacity(ids.count)
        let statement = try db.makeStatement(
            sql: "SELECT id, orderKey FROM contact WHERE id IN (SELECT value FROM json_each(?))")
        try statement.setArguments([JSONRows.text(ids)])
        try statement.forEachRow {
            keys[ContactRowID(sqlite3_column_int64($0, 0))] = OrderKey(sqlite3_column_int64($0, 1))
        }
        return keys
    }

    /// Moves a contact to `orderKey` (the order-bucket trigger counts it in its new bucket).
    static func setOrderKey(_ orderKey: OrderKey, of id: ContactRowID, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE contact SET orderKey = ? WHERE id = ?").execute(arguments: [orderKey, id])
    }

    /// How many contacts with an order key of at least `lowestKey` come before `place`.
    static func count(from lowestKey: OrderKey, before place: Place, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT COUNT(*) FROM contact
                    WHERE orderKey >= ? AND (orderKey, id) < (?, ?)
                    """), arguments: [lowestKey, place.orderKey, place.id]) ?? 0
    }

    /// How many contacts with an order key below `highestKey` come at or after `place` (itself
    /// included).
    static func count(from place: Place, below highestKey: OrderKey, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT COUNT(*) FROM contact
                    WHERE (orderKey, id) >= (?, ?) AND orderKey < ?
                    """), arguments: [place.orderKey, place.id, highestKey]) ?? 0
    }

    /// How many contacts come after `start` and up to `end` (included) in the manual order.
    static func count(after start: Place, through end: Place, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT COUNT(*) FROM contact
                    WHERE (orderKey, id) > (?, ?) AND (orderKey, id) <= (?, ?)
                    """), arguments: [start.orderKey, start.id, end.orderKey, end.id]) ?? 0
    }

    /// The contact `offset` places after the first with an order key of at least `lowestKey`.
    static func place(from lowestKey: OrderKey, offset: Int, _ db: Database) throws -> Place? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT id, orderKey FROM contact WHERE orderKey >= ? ORDER BY orderKey, id LIMIT 1 OFFSET ?
                    """), arguments: [lowestKey, offset]
        ).map { ($0[0], $0[1]) }
    }

    /// The contact right after `place` in the manual order.
    static func place(after place: Place, _ db: Database) throws -> Place? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT id, orderKey FROM contact WHERE (orderKey, id) > (?, ?) ORDER BY orderKey, id LIMIT 1
                    """), arguments: [place.orderKey, place.id]
        ).map { ($0[0], $0[1]) }
    }

    /// Up to `limit` contacts at or before `place` in the manual order, other than `excluding`,
    /// nearest first.
    static func places(atOrBefore place: Place, excluding: ContactRowID, limit: Int, _ db: Database) throws -> [Place] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT id, orderKey FROM contact WHERE (orderKey, id) <= (?, ?) AND id <> ?
                    ORDER BY orderKey DESC, id DESC LIMIT ?
                    """), arguments: [place.orderKey, place.id, excluding, limit]
        ).map { ($0[0], $0[1]) }
    }

    /// Up to `limit` contacts at or after `place` in the manual order, other than `excluding`,
    /// nearest first.
    static func places(atOrAfter place: Place, excluding: ContactRowID, limit: Int, _ db: Database) throws -> [Place] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT id, orderKey FROM contact WHERE (orderKey, id) >= (?, ?) AND id <> ?
                    ORDER BY orderKey, id LIMIT ?
                    """), arguments: [place.orderKey, place.id, excluding, limit]
        ).map { ($0[0], $0[1]) }
    }

    /// Every contact's row id in `order`, streamed through the order's index.
    static func ids(in order: Order, _ db: Database) throws -> some Cursor<ContactRowID> {
        try ContactRowID.fetchCursor(db, sql: idsSQL(order))
    }

    /// Calls `body` with every contact's row id in `order` while it returns true, with SQLite's own
    /// step loop (a GRDB cursor costs about 0.5 µs a row: half a second for a million contacts);
    /// whether every id was passed.
    static func forEachID(in order: Order, _ db: Database, _ body: (ContactRowID) throws -> Bool) throws -> Bool {
        try db.cachedStatement(sql: idsSQL(order)).forRows { try body(ContactRowID(sqlite3_column_int64($0, 0))) }
    }

    private static func idsSQL(_ order: Order) -> String {
        let columns =
            switch order {
            case .manual: "orderKey, id"
            case .familyName: "sortKeyFamily, id"
            case .givenName: "sortKeyGiven, id"
            }
        return "SELECT id FROM contact ORDER BY \(columns)"
    }
}
