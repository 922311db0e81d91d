import ArgumentParser
import ContactsKit

extension ContactReference {
    /// A contact as the command line names it: a position (`3`), `id:` and an id (`id:0f8e…`, any
    /// case), or a full id (36 characters with four hyphens); nil when it is none of these.
    init?(argument: String) {
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

    /// The contacts the arguments name, in their order.
    /// - Throws: `ValidationError` (exit 64) naming the first argument that is not a position or an id.
    static func parse(_ arguments: [String]) throws -> [ContactReference] {
        try arguments.map { argument in
            guard let reference = ContactReference(argument: argument) else {
                throw ValidationError("'\(argument)' is not a position or an id (id:…)")
            }
            return reference
        }
    }

    /// The contact one argument names.
    /// - Throws: `ValidationError` (exit 64) when it is not a position or an id.
    static func parse(_ argument: String) throws -> ContactReference {
        try parse([argument])[0]
    }
}
