/// A source of imported cards (`--source NAME`, by default a file's base name) and what it holds.
public struct SourceSummary: Sendable, Hashable {
    public var name: String
    /// The cards imported from it.
    public var rawContacts: Int
    /// The contacts those cards are part of.
    public var contacts: Int
}

extension ContactStore {
    /// Every source cards were imported from, by name.
    public func sources() throws -> [SourceSummary] {
        try read { db in
            try RawContactRecord.sources(db).map {
                SourceSummary(name: $0.name, rawContacts: $0.rawContacts, contacts: $0.contacts)
            }
        }
    }

    /// Whether any card was imported from `source`.
    public func hasSource(_ source: String) throws -> Bool {
        try read { db in try RawContactRecord.hasSource(source, db) }
    }
}
