@testable import ContactsKit
import Foundation
import GRDB
import Testing

/// `Statement.execute(bound:)` stores each value as GRDB's arguments would, empty ones included,
/// and reports SQLite's errors.
@Suite struct StatementBoundTests {
    @Test func valuesAreStoredAsGiven() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, a, b, c, d, e, f)")
            let statement = try db.makeStatement(sql: "INSERT INTO t (a, b, c, d, e, f) VALUES (?, ?, ?, ?, ?, ?)")
            try statement.execute(bound: [
                "".databaseValue, Data().databaseValue, DatabaseValue.null, Int64(-7).databaseValue,
                2.5.databaseValue, "Zoë \u{0} 鈴木".databaseValue,
            ])
            try statement.execute(bound: [
                "x".databaseValue, Data([0, 1, 255]).databaseValue, Int64.max.databaseValue,
                DatabaseValue.null, "".databaseValue, Data().databaseValue,
            ])
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT typeof(a), a, typeof(b), hex(b), typeof(c), c, typeof(d), d, typeof(e), e, typeof(f), hex(f) FROM t ORDER BY id
                    """
            ).map { row in (0..<row.count).map { row[$0] as DatabaseValue } }
            func text(_ value: String) -> DatabaseValue { value.databaseValue }
            let nul = Data("Zoë \u{0} 鈴木".utf8).map { String(format: "%02X", $0) }.joined()
            let expected: [[DatabaseValue]] = [
                [
                    text("text"), text(""), text("blob"), text(""), text("null"), .null, text("integer"),
                    (-7).databaseValue,
                    text("real"), 2.5.databaseValue, text("text"), text(nul),
                ],
                [
                    text("text"), text("x"), text("blob"), text("0001FF"), text("integer"), Int64.max.databaseValue,
                    text("null"), .null,
                    text("text"), text(""), text("blob"), text(""),
                ],
            ]
            #expect(rows == expected)
        }
    }

    @Test func aFailingStatementThrowsAndCanRunAgain() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")
            let statement = try db.makeStatement(sql: "INSERT INTO t (name) VALUES (?)")
            try statement.execute(bound: ["ann".databaseValue])
            #expect {
                try statement.execute(bound: ["ann".databaseValue])
            } throws: { error in
                (error as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT
            }
            try statement.execute(bound: ["bob".databaseValue])
            #expect(try String.fetchAll(db, sql: "SELECT name FROM t ORDER BY id") == ["ann", "bob"])
        }
    }
}
