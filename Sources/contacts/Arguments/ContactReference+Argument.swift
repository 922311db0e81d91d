import ArgumentParser
import ContactsKit

extension ContactReference {
    /// A contact as the command line names it: a position (`3`: up to seven digits), a full id (36
    /// characters with four hyphens, any case), `id:` and the start of an id (`id:0f8e`, at least
    /// four hexadecimal digits), or anything else as a lookup: the start of an id, or a name query
    /// (`tanaka`, `"ann lee"`) that must match exactly one contact.
    ///
    /// Eight digits or more are the start of an id, not a position: the ID column shows eight
    /// characters, and about one id in forty starts with eight digits (a position that long would
    /// need ten million contacts).
    /// - Throws: `ValidationError` for an empty argument or an `id:` that is not the start of an id.
    init(argument: String) throws {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            self = trimmed.count < Self.idColumnWidth ? .position(Int(trimmed) ?? 0) : .idPrefix(trimmed)
        } else if trimmed.lowercased().hasPrefix("id:") {
            let id = String(trimmed.dropFirst(3)).lowercased()
            let digits = id.filter { $0 != "-" }
            guard digits.count >= ContactReference.shortestIDPrefix, digits.allSatisfy({ $0.isASCII && $0.isHexDigit })
            else {
                throw ValidationError(
                    "'\(Terminal.sanitized(argument))': an id after id: is at least \(ContactReference.shortestIDPrefix) hexadecimal digits (the start of an id from `contacts list`)"
                )
            }
            self = Self.isFullID(id) ? .id(id) : .idPrefix(id)
        } else if Self.isFullID(trimmed) {
            self = .id(trimmed.lowercased())
        } else if trimmed.first?.isNumber == true,
            trimmed.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," })
        {
            // `1.5`: a mistyped position, not a name to search for.
            throw ValidationError(
                "'\(Terminal.sanitized(argument))' is not a position (a whole number), an id or a name")
        } else if trimmed.isEmpty {
            throw ValidationError("name a contact: a position, an id, or a name")
        } else {
            self = .lookup(trimmed)
        }
    }

    /// How many characters of an id tables show: a number this long is an id's start.
    static let idColumnWidth = 8

    /// Whether `text` is a whole id: 36 characters, hexadecimal digits and four hyphens.
    private static func isFullID(_ text: String) -> Bool {
        text.count == 36 && text.filter { $0 == "-" }.count == 4
            && text.allSatisfy { $0 == "-" || ($0.isASCII && $0.isHexDigit) }
    }

    /// The contacts the arguments name, in their order.
    /// - Throws: `ValidationError` (exit 64) naming the first argument that names no contact.
    static func parse(_ arguments: [String]) throws -> [ContactReference] {
        try arguments.map(ContactReference.init(argument:))
    }

    /// The contact one argument names.
    /// - Throws: `ValidationError` (exit 64).
    static func parse(_ argument: String) throws -> ContactReference {
        try ContactReference(argument: argument)
    }
}
