/// A contact in the trash, as `contacts trash` lists it.
public struct TrashEntry: Sendable, Hashable, Codable {
    /// The deleted contact's id (a UUID string): ``ContactStore/restore(_:)`` brings it back with it.
    public var id: String
    public var displayName: String
    /// When it was deleted: ISO 8601 in UTC. It is purged 30 days later.
    public var deletedAt: String

    public init(id: String, displayName: String, deletedAt: String) {
        self.id = id
        self.displayName = displayName
        self.deletedAt = deletedAt
    }
}
