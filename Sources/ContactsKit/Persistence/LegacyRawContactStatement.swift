import GRDB

/// A change-log statement on `rawContact` logged before "v18-raw-cards", when the card and profile
/// were columns of `rawContact`, read as the two statements it means now: the `rawContact` part and
/// the `rawCard` part (``Schema/v18RawCards(_:)``). The two run at the logged statement's place in
/// the replay, so later statements on the same raw contact still run after both.
///
/// The triggers wrote two shapes that name the old columns (``UndoTriggers``):
/// `INSERT INTO rawContact (id, uuid, …, card, profile, base) VALUES (?, …)` for a delete, and
/// `UPDATE rawContact SET card = ?, … WHERE rowid = ?` for an update. Any other statement is not
/// one. Made from a ``LoggedStatement``'s shape alone, so a replay reads each shape once.
struct LegacyRawContactStatement {
    /// The statements to run instead, in order: each a shape, and for each of its `?` the index of
    /// the logged statement's literal.
    let parts: [(shape: String, literals: [Int])]

    /// The columns that moved to `rawCard`.
    private static let movedColumns: Set<String> = ["card", "profile"]

    /// Nil when `shape` (of a statement of the log's `rawContact` rows) names no moved column.
    init?(shape: String) {
        let placeholders = shape.utf8.count { $0 == UInt8(ascii: "?") }
        if let columns = Self.list(in: shape, after: "INSERT INTO rawContact (", before: ") VALUES ("),
            columns.count == placeholders, columns.contains(where: Self.movedColumns.contains),
            let id = columns.firstIndex(of: "id")
        {
            let kept = columns.indices.filter { !Self.movedColumns.contains(columns[$0]) }
            let moved = [id] + columns.indices.filter { Self.movedColumns.contains(columns[$0]) }
            parts = [Self.insert("rawContact", columns, kept), Self.insert("rawCard", columns, moved)]
        } else if let assignments = Self.list(in: shape, after: "UPDATE rawContact SET ", before: " WHERE rowid = ?"),
            assignments.allSatisfy({ $0.hasSuffix(" = ?") }), assignments.count + 1 == placeholders
        {
            let columns = assignments.map { String($0.dropLast(4)) }
            guard columns.contains(where: Self.movedColumns.contains) else { return nil }
            let rowID = columns.count
            parts = [("rawContact", false), ("rawCard", true)].compactMap { table, moved in
                let indices = columns.indices.filter { Self.movedColumns.contains(columns[$0]) == moved }
                guard !indices.isEmpty else { return nil }
                return (
                    "UPDATE \(table) SET " + indices.map { "\(columns[$0]) = ?" }.joined(separator: ", ")
                        + " WHERE rowid = ?",
                    indices + [rowID]
                )
            }
        } else {
            return nil
        }
    }

    /// The statements to run for a logged statement of this shape with these literals.
    func statements(_ values: [DatabaseValue]) -> [(shape: String, values: [DatabaseValue])] {
        parts.map { ($0.shape, $0.literals.map { values[$0] }) }
    }

    /// The comma-separated items between `prefix` (at the start) and the first `suffix` after it.
    private static func list(in shape: String, after prefix: String, before suffix: String) -> [String]? {
        guard shape.hasPrefix(prefix) else { return nil }
        let rest = shape.dropFirst(prefix.count)
        guard let end = rest.firstRange(of: suffix) else { return nil }
        return rest[..<end.lowerBound].split(separator: ",").map { String($0.drop { $0 == " " }) }
    }

    private static func insert(
        _ table: String, _ columns: [String], _ indices: [Int]
    ) -> (shape: String, literals: [Int]) {
        (
            "INSERT INTO \(table) (\(indices.map { columns[$0] }.joined(separator: ", "))) VALUES (\(databaseQuestionMarks(count: indices.count)))",
            indices
        )
    }
}
