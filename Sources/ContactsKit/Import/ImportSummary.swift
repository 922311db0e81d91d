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

    public init() {}
}

/// A problem found in an input, with where it is.
public struct ImportProblem: Sendable, Hashable {
    /// The input's ``ImportInput/displayPath`` (`-` for standard input).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// One lower-case sentence.
    public var message: String
    /// Whether the card was rejected (not stored) because of it; otherwise it was repaired.
    public var rejectsCard: Bool
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
