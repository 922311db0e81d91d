/// What an import did: how many cards had each outcome.
public struct ImportSummary: Sendable, Hashable {
    /// Cards stored as new contacts.
    public var imported = 0
    /// Cards that replaced an earlier version of themselves (same source and UID, new content).
    public var updated = 0
    /// Cards already stored exactly as they are.
    public var unchanged = 0
    /// Cards that could not be read (their problems say why) and were not stored.
    public var rejected = 0
    /// Cards of contacts the user deleted (a tombstone matches them), not imported again.
    public var skippedDeleted = 0
    /// Updated cards the user had edited whose source changed a single-valued field the user also
    /// changed: the user's value was kept (each conflict is also reported as a problem).
    public var conflicts = 0
    /// With `replace`: cards of the import's sources that no card of it is a version of, removed
    /// (a contact made only of them went to the trash).
    public var removed = 0

    public init() {}

    /// The counts in words, as the change log's summary says them.
    var counts: String {
        "imported \(imported), updated \(updated), unchanged \(unchanged), skipped \(skippedDeleted) deleted"
            + (removed > 0 ? ", removed \(removed)" : "")
    }
}

/// A problem found in an input, with where it is: a card that could not be read or was repaired, or
/// a conflict between the user's edit and the source's change (``rejectsCard`` false).
public struct ImportProblem: Sendable, Hashable {
    /// The input's ``ImportInput/displayPath`` (`-` for standard input).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// One lower-case sentence.
    public var message: String
    /// Whether the card was rejected (not stored) because of it; otherwise it was repaired.
    public var rejectsCard: Bool

    public init(file: String, line: Int, message: String, rejectsCard: Bool) {
        self.file = file
        self.line = line
        self.message = message
        self.rejectsCard = rejectsCard
    }
}

/// Progress of a long import, for a progress line.
public struct ImportProgress: Sendable, Hashable {
    /// The input being read.
    public var file: String
    /// Cards read so far in this input.
    public var cards: Int
    /// Bytes read so far in this input.
    public var bytesRead: Int
    /// The input's size, when known.
    public var totalBytes: Int?
}
