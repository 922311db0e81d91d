/// What kind of change a ``Change`` was: the write that made it.
public enum ChangeKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `add`: a new contact (or a card of the local source joined to one).
    case add
    /// `edit`: fields of a contact changed.
    case edit
    /// `delete`: contacts moved to the trash.
    case delete
    /// `move`: a contact moved in the manual order.
    case move
    /// `link`: contacts joined (by hand or `link --auto`).
    case link
    /// `unlink`: a contact split into its cards.
    case unlink
    /// `import`: cards imported (one change for the whole import, however many batches).
    case `import`
    /// `restore`: a contact brought back from the trash.
    case restore
    /// `photo`: a contact's photo set or removed.
    case photo
    /// `sync`: cards brought in from a remote, and the local cards marked as sent to it (one change per remote and sync).
    case sync
    /// `remote`: a remote added or removed, the default book chosen, contacts kept local.
    case remote
    /// `trash-empty`: the trash emptied.
    case trashEmpty = "trash-empty"
}

/// One change of the store, as `contacts history` lists it and `contacts undo` takes it back.
public struct Change: Sendable, Hashable, Codable {
    /// Its number, increasing (a number freed by `undo` is used again).
    public var id: Int
    /// When it was made: ISO 8601 in UTC (`2025-03-01T09:30:00Z`).
    public var at: String
    /// The client that made it (`contacts`, `mutt`, …).
    public var client: String
    public var kind: ChangeKind
    /// What it did, in words: `delete 2 contacts (Ann Lee, Bob Smith)`.
    public var summary: String

    public init(id: Int, at: String, client: String, kind: ChangeKind, summary: String) {
        self.id = id
        self.at = at
        self.client = client
        self.kind = kind
        self.summary = summary
    }
}
