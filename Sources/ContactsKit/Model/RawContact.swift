import VCard

/// One imported card behind a unified contact, as stored (the canonical form of what was imported).
public struct RawContact: Sendable, Hashable {
    /// Its id, source and UID.
    public var reference: RawContactReference
    /// The card, every imported property kept.
    public var card: VCard

    public init(reference: RawContactReference, card: VCard) {
        self.reference = reference
        self.card = card
    }
}
