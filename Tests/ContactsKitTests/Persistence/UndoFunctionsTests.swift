import Foundation
import GRDB
import Testing

@testable import ContactsKit

/// The SQL functions the change log's triggers write old values with (SQLiteLinkage's
/// UndoFunctions.c): a value must come back from the log exactly as it was, so each is written as
/// SQLite's own `quote()` writes it, and an update is recorded whenever a column's value changed.
@Suite struct UndoFunctionsTests {
    /// Values of every type, with the edges of each: quotes, line breaks, non-ASCII text, empty text
    /// and blobs, the integers' extremes, reals that need all 17 digits.
    static let values: [DatabaseValue] = [
        .null, 0.databaseValue, (-1).databaseValue, Int64.max.databaseValue, Int64.min.databaseValue,
        0.1.databaseValue, (1.0 / 3).databaseValue, 1e300.databaseValue, (-0.0).databaseValue,
        Double.leastNonzeroMagnitude.databaseValue,
        9_007_199_254_740_993.0.databaseValue, 1.0.databaseValue,
        "".databaseValue, "O'Brien".databaseValue, "''".databaseValue, "line\nbreak".databaseValue,
        "Zoë Ångström 🙂".databaseValue, "NULL".databaseValue,
        Data().databaseValue, Data([0x00, 0xFF, 0x27, 0x0A]).databaseValue,
    ]

    private func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        // No logged table exists: only the functions are added.
        try queue.write { db in try UndoTriggers.install(db) }
        return queue
    }

    @Test func eachValueIsWrittenAsQuoteWritesIt() throws {
        try database().read { db in
            for value in Self.values {
                let row = try #require(
                    try Row.fetchOne(db, sql: "SELECT undo_values(?), quote(?)", arguments: [value, value]))
                #expect(row[0] as String == row[1] as String, "\(value)")
            }
        }
    }

    @Test func severalValuesAreJoinedByCommas() throws {
        let joined = try database().read { db in
            try String.fetchOne(db, sql: "SELECT undo_values(1, 'a''b', NULL, x'0A', 2.5)")
        }
        #expect(joined == "1, 'a''b', NULL, X'0A', 2.5")
    }

    @Test func aChangedColumnIsSetBackToItsOldValue() throws {
        try database().read { db in
            for old in Self.values {
                for new in Self.values {
                    let set = try String.fetchOne(
                        db, sql: "SELECT undo_set('a', ?, ?)", arguments: [old, new])
                    let quoted = try String.fetchOne(db, sql: "SELECT quote(?)", arguments: [old])!
                    // Different types always differ (1 and 1.0 too: recording one update too many
                    // sets a column to the value it has).
                    let differ = old.storage != new.storage
                    #expect(set == (differ ? "a = " + quoted : nil), "\(old) → \(new)")
                }
            }
        }
    }

    @Test func onlyTheChangedColumnsAreListed() throws {
        let set = try database().read { db in
            try String.fetchOne(
                db, sql: "SELECT undo_set('a', 1, 1, 'b', 'x', 'y', 'c', NULL, NULL, 'd', NULL, 3)")
        }
        #expect(set == "b = 'x', d = NULL")
        let queue = try database()
        #expect(throws: DatabaseError.self) {
            try queue.read { db in try String.fetchOne(db, sql: "SELECT undo_set('a', 1)") }
        }
    }
}
