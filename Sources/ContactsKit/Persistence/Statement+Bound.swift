import GRDB
import GRDBSQLite

extension Statement {
    /// Binds `values` to the statement's parameters in order and runs it to its end, with SQLite's
    /// own bind, step and reset: for a statement run once per row of a batch. GRDB's arguments cost
    /// more a row than SQLite's insert does (an array of arguments, a check of their count, a copy
    /// of each string and blob), and one statement of hundreds of rows of `VALUES` cost more to
    /// compile than to run (the triggers copy its `FROM` clause).
    func execute(bound values: [DatabaseValue]) throws {
        let sqlite = sqliteStatement
        for (index, value) in values.enumerated() { try Self.bind(value, at: Int32(index + 1), sqlite) }
        let code = sqlite3_step(sqlite)
        sqlite3_reset(sqlite)
        guard code == SQLITE_DONE || code == SQLITE_ROW else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqlite3_db_handle(sqlite))),
                                sql: sql, arguments: StatementArguments(values))
        }
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
            code = string.isEmpty ? sqlite3_bind_text(sqlite, index, "", 0, transient)
                : string.withUTF8 { sqlite3_bind_text(sqlite, index, $0.baseAddress, Int32($0.count), transient) }
        case .blob(let data):
            code = data.isEmpty ? sqlite3_bind_zeroblob(sqlite, index, 0)
                : data.withUnsafeBytes { sqlite3_bind_blob(sqlite, index, $0.baseAddress, Int32($0.count), transient) }
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)))
        }
    }
}
