import GRDB

/// The `remote` table: one row per remote address book (``Remote``), small and cold. Created by
/// "v11-remotes" (`isDefault`, `tokenCommand`, `caFile`: "v19-homes"). Deleting a row deletes its `remoteCard` rows (the cards stay, as a plain source).
struct RemoteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "remote"

    var name: String
    var kind: String
    var url: String
    var user: String?
    var passwordCommand: String?
    var tokenCommand: String?
    var caFile: String?
    var allowInsecure: Bool
    var syncToken: String?
    var vcardVersion: String?
    var addedAt: String
    var isDefault: Bool

    init(_ remote: Remote) {
        name = remote.name
        kind = remote.kind.rawValue
        url = remote.url
        user = remote.user
        passwordCommand = remote.passwordCommand
        tokenCommand = remote.tokenCommand
        caFile = remote.caFile
        allowInsecure = remote.allowInsecure
        syncToken = remote.syncToken
        vcardVersion = remote.vcardVersion
        addedAt = remote.addedAt
        isDefault = remote.isDefault
    }

    var remote: Remote {
        Remote(
            name: name, kind: Remote.Kind(rawValue: kind) ?? .vdir, url: url, user: user,
            passwordCommand: passwordCommand,
            tokenCommand: tokenCommand, caFile: caFile, allowInsecure: allowInsecure, syncToken: syncToken,
            vcardVersion: vcardVersion,
            addedAt: addedAt, isDefault: isDefault)
    }

    /// Every remote, in the order they were added.
    static func all(_ db: Database) throws -> [Remote] {
        try RemoteRecord.fetchAll(db, sql: "SELECT * FROM remote ORDER BY addedAt, rowid").map(\.remote)
    }

    /// The remote named `name`.
    static func named(_ name: String, _ db: Database) throws -> Remote? {
        try RemoteRecord.fetchOne(db, key: name)?.remote
    }

    /// Deletes the remote named `name` (and its remote cards); whether there was one.
    static func delete(named name: String, _ db: Database) throws -> Bool {
        try RemoteRecord.deleteOne(db, key: name)
    }

    /// Keeps the token of a change set wholly applied (nil forgets it: the next sync lists every card).
    static func setToken(_ token: String?, of name: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE remote SET syncToken = ? WHERE name = ?", arguments: [token, name])
    }

    /// Records the URL of remote `name`'s book.
    static func setURL(_ url: String, of name: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE remote SET url = ? WHERE name = ?", arguments: [url, name])
    }

    /// Makes `name` the default book (nil: none, so `local` is).
    static func setDefault(_ name: String?, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE remote SET isDefault = (name IS ?) WHERE isDefault <> (name IS ?)", arguments: [name, name])
    }

    /// Records the vCard version the remote is written in.
    static func setVersion(_ version: String, of name: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE remote SET vcardVersion = ? WHERE name = ?", arguments: [version, name])
    }
}
