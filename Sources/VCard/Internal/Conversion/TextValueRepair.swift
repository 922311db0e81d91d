/// Puts the escapes of a known text property in the form RFC 2426 and RFC 6350 define, without
/// changing what the typed view reads from it.
///
/// Cards read from vCard 2.1 keep their text as written, and 2.1 has no `\,` escaping; some writers
/// escape characters that need none (`\:`) or write a backslash before a letter. Strict readers count
/// a bare comma in `FN` as a second value and reject `\:`. So, in the properties whose structure is
/// known: a `,` or `;` that is not a separator of that property is escaped, `\:` becomes `:`, and a
/// backslash that starts no escape is escaped itself. Unescaping gives the same text before and after.
enum TextValueRepair {
    /// Which characters separate parts of a property's value.
    struct Structure {
        /// `;` separates components (`N`, `ADR`, `ORG`).
        var components: Bool
        /// `,` separates list items (`N`, `ADR` components; `NICKNAME`, `CATEGORIES`).
        var lists: Bool
    }

    /// The text properties whose structure is known; other properties (`X-` ones, URIs, dates) are
    /// left alone.
    static func structure(of name: String) -> Structure? {
        switch name {
        case "FN", "TITLE", "ROLE", "NOTE", "LABEL", "MAILER", "SORT-STRING", "CLASS", "PRODID":
            return Structure(components: false, lists: false)
        case "N", "ADR": return Structure(components: true, lists: true)
        case "ORG": return Structure(components: true, lists: false)
        case "NICKNAME", "CATEGORIES": return Structure(components: false, lists: true)
        default: return nil
        }
    }

    /// `value` with its escapes repaired for `structure`.
    static func repair(_ value: String, _ structure: Structure) -> String {
        guard value.utf8.contains(where: { $0 == 0x5C || $0 == 0x2C || $0 == 0x3B }) else { return value }
        var output = ""
        output.reserveCapacity(value.utf8.count + 4)
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                escaping = false
                switch scalar {
                case "n", "N", ",", ";", "\\": output += "\\"; output.unicodeScalars.append(scalar)
                case ":": output += ":"
                default: output += "\\\\"; output.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\\": escaping = true
            case ",": output += structure.lists ? "," : "\\,"
            case ";": output += structure.components ? ";" : "\\;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        if escaping { output += "\\\\" }
        return output
    }
}
