import GRDB
import GRDBSQLite

/// SQLite's own bind, step and reset on a GRDB statement, for statements run once per row of a
/// batch or read row by row in bulk: GRDB's arguments and rows cost more a row than SQLite's insert
/// or index scan does (an array of arguments, a check of their count, a copy of each string and
/// blob; a retained row and a type check per column).
extension Statement {
    /// Binds `values` to the statement's parameters in order and runs it to its end. One statement
    /// of hundreds of rows of `VALUES` cost more to compile than to run (the triggers copy its
    /// `FROM` clause): run a cached one-row statement once per row with this instead.
    func execute(bound values: [DatabaseValue]) throws {
        let sqlite = sqliteStatement
        for (index, value) in values.enumerated() { try Self.bind(value, at: Int32(index + 1), sqlite) }
        try stepOnce(arguments: StatementArguments(values))
    }

    /// Runs the statement, its parameters bound, to its end, and resets it for the next row.
    /// - Parameter arguments: What was bound, for the error's description.
    func stepOnce(arguments: @autoclosure () -> StatementArguments) throws {
        let code = sqlite3_step(sqliteStatement)
        sqlite3_reset(sqliteStatement)
        guard code == SQLITE_DONE || code == SQLITE_ROW else { throw stepError(code, arguments: arguments()) }
    }

    /// Steps the statement, its arguments set, through every row it returns, calling `row` with
    /// SQLite's statement to read the row's columns from; resets it at the end.
    func forEachRow(_ row: (SQLiteStatement) throws -> Void) throws {
        _ = try forRows(while: {
            try row($0)
            return true
        })
    }

    /// Steps through the rows as ``forEachRow(_:)`` does, while `row` returns true; whether every
    /// row was read.
    func forRows(while row: (SQLiteStatement) throws -> Bool) throws -> Bool {
        let sqlite = sqliteStatement
        defer { sqlite3_reset(sqlite) }
        while true {
            let code = sqlite3_step(sqlite)
            if code == SQLITE_DONE { return true }
            guard code == SQLITE_ROW else { throw stepError(code, arguments: arguments) }
            if try !row(sqlite) { return false }
        }
    }

    private func stepError(_ code: Int32, arguments: StatementArguments) -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: code),
            message: String(cString: sqlite3_errmsg(sqlite3_db_handle(sqliteStatement))),
            sql: sql, arguments: arguments)
    }

    /// SQLite copies what it is given before the bind returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func bind(_ value: DatabaseValue, at index: Int32, _ sqlite: SQLiteStatement) throws {
        let code: Int32
        switch value.storage {
        case .null: code = sqlite3_bind_null(sqlite, index)
        case .int64(let int): code = sqlite3_bind_int64(sqlite, index, int)
        case .double(let double): code = sqlite3_bind_double(sqlite, index, double)
        case .string(var string):
            // A null pointer would bind NULL: an empty string is bound as a literal.
            code =
                string.isEmpty
                ? sqlite3_bind_text(sqlite, index, "", 0, transient)
                : string.withUTF8 { sqlite3_bind_text(sqlite, index, $0.baseAddress, Int32($0.count), transient) }
        case .blob(let data):
            code =
                data.isEmpty
                ? sqlite3_bind_zeroblob(sqlite, index, 0)
                : data.withUnsafeBytes { sqlite3_bind_blob(sqlite, index, $0.baseAddress, Int32($0.count), transient) }
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)))
        }
    }
}
