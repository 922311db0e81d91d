/// A telephone number on a person's card, with what kind of line it is.
struct Phone: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A mobile phone.
        case cell
        /// A home landline (a family may share it).
        case home
        /// A work line: a direct line, or a company's switchboard.
        case work
    }

    var number: PhoneNumber
    var kind: Kind
    /// Whether other people's cards carry it too (a family landline, a switchboard, a short number).
    var shared = false
}
