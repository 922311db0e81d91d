/// How a contact is named: by its position in the manual order (1-based), or by its id.
public enum ContactReference: Sendable, Hashable, CustomStringConvertible {
    /// The contact at this position of the manual order (1 is the first).
    case position(Int)
    /// The contact with this id (``Contact/id``, lower case).
    case id(String)

    /// The position as a number, the id as `id:` and the id.
    public var description: String {
        switch self {
        case .position(let position): return String(position)
        case .id(let id): return "id:\(id)"
        }
    }
}
