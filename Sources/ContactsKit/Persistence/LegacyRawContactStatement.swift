import GRDB

/// A change-log statement on `rawContact` logged before "v18-raw-cards", when the card and profile
/// were columns of `rawContact`, read as the two statements it means now: the `rawContact` part and
/// the `rawCard` part (``Schema/v18RawCards(_:)``). The two run at the logged statement's place in
/// the replay, so later statements on the same raw contact still run after both.
///
/// The triggers wrote two shapes that name the old columns (``UndoTriggers``):
/// `INSERT INTO rawContact (id, uuid, …, card, profile, base) VALUES (?, …)` for a delete, and
/// `UPDATE rawContact SET card = ?, … WHERE rowid = ?` for an update. Any other statement is not one.
struct LegacyRawContactStatement {
    /// The statements to run instead, in order, as shapes with their arguments.
    let statements: [(shape: String, values: [DatabaseValue])]

    /// The columns that moved to `rawCard`.
    private static let movedColumns: Set<String> = ["card", "profile"]

    /// Nil when `logged` (a statement of the log's `rawContact` rows) names no moved column.
    init?(_ logged: LoggedStatement) {
        let shape = logged.shape
        let values = logged.values
        if let columns = Self.list(in: shape, after: "INSERT INTO rawContact (", before: ") VALUES ("),
           columns.count == values.count, columns.contains(where: Self.movedColumns.contains), let id = columns.firstIndex(of: "id") {
            let kept = columns.indices.filter { !Self.movedColumns.contains(columns[$0]) }
            let moved = [id] + columns.indices.filter { Self.movedColumns.contains(columns[$0]) }
            statements = [Self.insert("rawContact", kept.map { columns[$0] }, kept.map { values[$0] }),
                          Self.insert("rawCard", moved.map { columns[$0] }, moved.map { values[$0] })]
        } else if let assignments = Self.list(in: shape, after: "UPDATE rawContact SET ", before: " WHERE rowid = ?"),
                  assignments.allSatisfy({ $0.hasSuffix(" = ?") }), assignments.count + 1 == values.count {
            let columns = assignments.map { String($0.dropLast(4)) }
            guard columns.contains(where: Self.movedColumns.contains) else { return nil }
            let rowID = values[values.count - 1]
            var statements: [(shape: String, values: [DatabaseValue])] = []
            for (table, names) in [("rawContact", columns.filter { !Self.movedColumns.contains($0) }),
                                   ("rawCard", columns.filter(Self.movedColumns.contains))] where !names.isEmpty {
                statements.append(("UPDATE \(table) SET " + names.map { "\($0) = ?" }.joined(separator: ", ") + " WHERE rowid = ?",
                                   names.map { values[columns.firstIndex(of: $0)!] } + [rowID]))
            }
            self.statements = statements
        } else {
            return nil
        }
    }

    /// The comma-separated items between `prefix` (at the start) and `suffix` (the first after it).
    private static func list(in shape: String, after prefix: String, before suffix: String) -> [String]? {
        guard shape.hasPrefix(prefix), let end = shape.range(of: suffix) else { return nil }
        return shape[shape.index(shape.startIndex, offsetBy: prefix.count)..<end.lowerBound]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func insert(_ table: String, _ columns: [String], _ values: [DatabaseValue]) -> (shape: String, values: [DatabaseValue]) {
        ("INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(databaseQuestionMarks(count: columns.count)))", values)
    }
}
