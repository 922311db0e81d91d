/// One imported card's identity: the source it was imported as and its `UID`.
///
/// This is what a store keeps for each raw contact (`RawContactReference.source` and `.uid`), so an
/// evaluation can look up which person a stored raw contact is.
public struct RawKey: Hashable, Sendable, CustomStringConvertible {
    /// The source name, e.g. `icloud`; the file is `<source>.vcf`.
    public var source: String
    /// The card's `UID` value.
    public var uid: String

    /// Creates a key.
    public init(source: String, uid: String) {
        self.source = source
        self.uid = uid
    }

    /// `source/uid`.
    public var description: String { "\(source)/\(uid)" }
}
