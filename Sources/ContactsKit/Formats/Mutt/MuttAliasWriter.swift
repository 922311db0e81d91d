import Foundation

/// Contacts as mutt `alias` lines: `alias KEY Name <address>`, one line an address (as abook
/// writes them), every key unique in the file: the contact's nickname, else its name's words
/// joined by `.` (lower-case, letters and digits), then `-2`, `-3`… where taken.
struct MuttAliasWriter {
    private var keys: Set<String> = []

    /// The lines of one contact (none without an email).
    mutating func entry(_ contact: PortableContact) -> [UInt8] {
        guard !contact.emails.isEmpty else { return [] }
        let base = Self.key(contact)
        var out = ""
        for email in contact.emails {
            var key = base
            var count = 1
            while keys.contains(key) {
                count += 1
                key = "\(base)-\(count)"
            }
            keys.insert(key)
            let name = contact.displayName == email.value ? "" : Self.quoted(contact.displayName)
            out += "alias \(key) " + (name.isEmpty ? "<\(email.value)>" : "\(name) <\(email.value)>") + "\n"
        }
        return Array(out.utf8)
    }

    /// A key for `contact`: its nickname or name, reduced to letters, digits, `.`, `-` and `_`.
    static func key(_ contact: PortableContact) -> String {
        let source = (contact.nicknames.first ?? contact.displayName).folding(
            options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        let words = source.lowercased().split {
            !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"))
        }
        let key = words.joined(separator: ".")
        return key.isEmpty ? "contact" : key
    }

    /// The name as mutt reads it back: bare when it is only words, else in double quotes.
    static func quoted(_ name: String) -> String {
        let flat = name.split(whereSeparator: \.isNewline).joined(separator: " ")
        let plain = flat.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "." || $0 == "'" }
        if plain { return flat }
        return "\"" + flat.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }
}
