/// How a command names a contact: its position (`3`) or its id (`id:0f8e…` or the full id).
public enum ContactReference: Sendable, Hashable, CustomStringConvertible {
    case position(Int)
    case id(String)

    /// Parses a command-line argument; nil when it is neither a number nor an id.
    public init?(argument: String) {
        if let position = Int(argument) {
            self = .position(position)
        } else if argument.hasPrefix("id:"), argument.count > 3 {
            self = .id(String(argument.dropFirst(3)).lowercased())
        } else if argument.count == 36, argument.filter({ $0 == "-" }).count == 4 {
            self = .id(argument.lowercased())
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .position(let position): return String(position)
        case .id(let id): return "id:\(id)"
        }
    }
}
