/// The value that lost a conflict, kept: a field changed here and at the contact's source (a
/// remote, or a file imported again) to different values; the merge kept the value typed here
/// (``MergeConflict``). ``ContactStore/conflicts(of:)`` lists them,
/// ``ContactStore/takeConflict(_:)`` puts the source's value in.
public struct KeptConflict: Sendable, Hashable {
    /// Its number, for ``ContactStore/takeConflict(_:)`` and ``ContactStore/dismissConflict(_:)``.
    public var id: Int64
    /// The contact whose card it is in.
    public var contact: Contact
    /// The source of the card: a remote's name, or an import's source.
    public var source: String
    /// The vCard property's name (`NOTE`, `FN`, `BDAY`, …).
    public var field: String
    /// The value kept (the store's), as text; empty when the store's side had removed it.
    public var kept: String
    /// The value the source has, as text; empty when the source had removed it.
    public var lost: String
    /// When the sync or import found it: ISO 8601, UTC.
    public var foundAt: String

    public init(id: Int64, contact: Contact, source: String, field: String, kept: String, lost: String, foundAt: String)
    {
        self.id = id
        self.contact = contact
        self.source = source
        self.field = field
        self.kept = kept
        self.lost = lost
        self.foundAt = foundAt
    }
}
