@testable import ContactsKit
import Foundation
import GRDB
import Testing

/// A change-log statement run from its shape and arguments (``LoggedStatement``) does what the
/// statement's text does, for every kind of value `quote()` writes into it.
@Suite struct LoggedStatementTests {
    /// Values as SQL expressions: what the logged statements will quote.
    static let values = [
        "NULL", "0", "-1", "9223372036854775807", "-9223372036854775808", "''", "'it''s'", "'''quoted'''", "'NULL'",
        "'42'",
        "'a, b = ''c'' WHERE rowid = 1'", "'line' || char(10) || 'break' || char(13)", "'Ελένη 鈴木 👩‍👩‍👧'", "X'00FF10'",
        "randomblob(300)", "'X''41'''", "'-5'", "char(0) || 'after nul'",
    ]

    @Test func aLoggedStatementDoesWhatItsTextDoes() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, a, b TEXT, c BLOB, d INTEGER)")
            try db.execute(sql: "CREATE TABLE copyByText (id INTEGER PRIMARY KEY, a, b TEXT, c BLOB, d INTEGER)")
            try db.execute(sql: "CREATE TABLE copyByShape (id INTEGER PRIMARY KEY, a, b TEXT, c BLOB, d INTEGER)")
            for (index, value) in Self.values.enumerated() {
                try db.execute(
                    sql: "INSERT INTO t (id, a, b, c, d) VALUES (?, \(value), \(value), \(value), \(value))",
                    arguments: [index + 1])
            }
            // The statements an undo trigger would log: an insert of every row, an update of two
            // columns, and a delete by key.
            let statements = try String.fetchAll(
                db,
                sql: """
                    SELECT 'INSERT INTO TABLE (id, a, b, c, d) VALUES (' || quote(id) || ', ' || quote(a) || ', ' || quote(b) || ', '
                        || quote(c) || ', ' || quote(d) || ')' FROM t ORDER BY id
                    """)
            try #require(statements.count == Self.values.count)
            var shapes = Set<String>()
            for statement in statements {
                let logged = try #require(
                    LoggedStatement(statement.replacingOccurrences(of: "TABLE", with: "copyByShape")), "\(statement)")
                shapes.insert(logged.shape)
                try db.makeStatement(sql: logged.shape).execute(arguments: StatementArguments(logged.values))
                try db.execute(sql: statement.replacingOccurrences(of: "TABLE", with: "copyByText"))
            }
            #expect(shapes == ["INSERT INTO copyByShape (id, a, b, c, d) VALUES (?, ?, ?, ?, ?)"])
            for statement in [
                "UPDATE TABLE SET a = 'it''s', d = -7 WHERE rowid = 3",
                "UPDATE TABLE SET b = NULL, c = X'0A' WHERE rowid = 4",
                "DELETE FROM TABLE WHERE rowid = 5", "DELETE FROM TABLE WHERE rowid > 15 AND rowid <= 17",
            ] {
                let logged = try #require(
                    LoggedStatement(statement.replacingOccurrences(of: "TABLE", with: "copyByShape")))
                try db.makeStatement(sql: logged.shape).execute(arguments: StatementArguments(logged.values))
                try db.execute(sql: statement.replacingOccurrences(of: "TABLE", with: "copyByText"))
            }
            let compare =
                "SELECT id, typeof(a), quote(a), typeof(b), quote(b), typeof(c), quote(c), typeof(d), quote(d) FROM"
            let byText = try Row.fetchAll(db, sql: "\(compare) copyByText ORDER BY id")
            #expect(byText.count == Self.values.count - 3)
            #expect(try Row.fetchAll(db, sql: "\(compare) copyByShape ORDER BY id") == byText)
        }
    }

    @Test func whatQuoteDoesNotWriteRunsAsItIs() {
        #expect(LoggedStatement("UPDATE t SET a = 1.5 WHERE rowid = 1") == nil)
        #expect(LoggedStatement("UPDATE t SET a = 1e5 WHERE rowid = 1") == nil)
        #expect(LoggedStatement("UPDATE t SET c = X'' WHERE rowid = 1") == nil)
        #expect(LoggedStatement("UPDATE t SET b = 'unfinished WHERE rowid = 1") == nil)
        #expect(LoggedStatement("UPDATE t SET c = X'0G' WHERE rowid = 1") == nil)
        #expect(LoggedStatement("DELETE FROM t2 WHERE column1 = 3")?.shape == "DELETE FROM t2 WHERE column1 = ?")
        #expect(
            LoggedStatement("UPDATE t SET NULLABLE = NULL WHERE rowid = 1")?.shape
                == "UPDATE t SET NULLABLE = ? WHERE rowid = ?")
    }
}
