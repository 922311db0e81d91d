/// A contact in a few words: what a message lists when a name matched several contacts, or what a
/// confirmation names.
public struct ContactSummary: Sendable, Hashable, Codable {
    /// The contact's id (a UUID string).
    public var id: String
    /// Its display name (`""` when it has none).
    public var displayName: String
    /// Its first email, or `""`.
    public var email: String

    public init(id: String, displayName: String, email: String) {
        self.id = id
        self.displayName = displayName
        self.email = email
    }

    /// The first eight characters of the id.
    public var shortID: String { Self.shortID(id) }

    /// The first eight characters of `id`.
    public static func shortID(_ id: String) -> String { String(id.prefix(8)) }

    /// The shortest starts of these ids (at least eight characters) that tell them apart, in the
    /// order given: two contacts whose ids share their first eight characters are shown longer.
    public static func distinctPrefixes(_ ids: [String]) -> [String] {
        ids.map { id in
            var length = 8
            while length < id.count, ids.contains(where: { $0 != id && $0.hasPrefix(id.prefix(length)) }) {
                length += 1
            }
            return String(id.prefix(length))
        }
    }
}
