import GRDB
import GRDBSQLite

/// A 64-bit integer of the store with a type of its own. SQLite keeps a contact's id, a raw
/// contact's id and a lookup key's hash all as integers; wrapped, the compiler keeps them apart (a
/// raw contact's id passed where a contact's is expected does not compile), at no cost at run time.
package protocol TypedInteger: Hashable, Comparable, Sendable, DatabaseValueConvertible, StatementColumnConvertible,
    CustomStringConvertible
{
    /// The integer SQLite stores.
    var rawValue: Int64 { get }
    init(rawValue: Int64)
}

extension TypedInteger {
    package init(_ rawValue: Int64) { self.init(rawValue: rawValue) }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    package var description: String { String(rawValue) }

    package var databaseValue: DatabaseValue { rawValue.databaseValue }

    package static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Self? {
        Int64.fromDatabaseValue(dbValue).map(Self.init(rawValue:))
    }

    package init(sqliteStatement: SQLiteStatement, index: CInt) {
        self.init(rawValue: sqlite3_column_int64(sqliteStatement, index))
    }
}

/// A unified contact's row id (`contact.id`; `contactId` in the tables that point at one). Package
/// access: the sync engine hands the store's side of a sync the contacts it refreshes.
package struct ContactRowID: TypedInteger {
    package let rawValue: Int64
    package init(rawValue: Int64) { self.rawValue = rawValue }
}

/// A raw contact's row id (`rawContact.id`, its `rawCard` row's too; `rawA`, `rawB` in the link
/// tables).
struct RawContactRowID: TypedInteger {
    let rawValue: Int64
    init(rawValue: Int64) { self.rawValue = rawValue }
}
