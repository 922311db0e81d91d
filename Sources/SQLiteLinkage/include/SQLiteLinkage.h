// SQLiteLinkage has nothing to import: it links (Package.swift says how). Swift code calls SQLite
// through GRDBSQLite's `sqlite3.h` as before.
