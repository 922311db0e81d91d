/// How a contact is named: by its position in the manual order (1-based), by its id, by the start of
/// its id, or by a name query.
///
/// ```swift
/// let ann = try store.contact(.lookup("ann lee"))     // a name query matching one contact
/// let same = try store.contact(.idPrefix("0f8e12"))   // the start of its id, as git takes hashes
/// ```
public enum ContactReference: Sendable, Hashable, CustomStringConvertible {
    /// The contact at this position of the manual order (1 is the first).
    case position(Int)
    /// The contact with this id (``Contact/id``, lower case).
    case id(String)
    /// The contact whose id starts with these characters (at least
    /// ``ContactReference/shortestIDPrefix`` hexadecimal digits; dashes may be left out).
    case idPrefix(String)
    /// The one contact that `text` names: as the start of its id (when `text` is at least
    /// ``ContactReference/shortestIDPrefix`` hexadecimal digits) or as a name query (the words of
    /// ``ListRequest/query``). An id match and a name match of another contact together are several.
    case lookup(String)

    /// The fewest hexadecimal digits an id prefix may have.
    public static let shortestIDPrefix = 4

    /// The position as a number, the id as `id:` and the id, a query as typed.
    public var description: String {
        switch self {
        case .position(let position): return String(position)
        case .id(let id): return "id:\(id)"
        case .idPrefix(let prefix): return "id:\(prefix)"
        case .lookup(let text): return text
        }
    }
}

extension Contact {
    /// The first eight characters of the id: what tables, hints and messages print (any unique
    /// start of at least four characters names the contact, as git takes hashes).
    public var shortID: String { ContactSummary.shortID(id) }
}
