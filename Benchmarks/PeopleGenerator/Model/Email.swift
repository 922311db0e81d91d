/// An email address on a person's card.
struct Email: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case home, work, other
    }

    /// The address in lower case, as allocated.
    var address: String
    var kind: Kind
    /// Whether other people's cards carry it too (`family.smith@…`, `info@…`).
    var shared = false
}
