import VCard

/// The text a listing's ``ListRequest/query`` matches, one FTS5 row per contact.
///
/// The first five columns name the contact (``SearchScope/identity``: what `contacts query` and a
/// contact named on the command line look in); ``other`` holds what its cards say besides
/// (``SearchScope/everyField``: `contacts list QUERY` and `browse`).
struct SearchDocument: Sendable, Equatable {
    var name: String
    var organization: String
    var email: String
    var phone: String
    /// The contact's categories, so that `list work` finds the contacts filed under Work.
    var categories: String
    /// The note, postal addresses, URLs, instant messaging and social handles, organisational
    /// units, further nicknames and related people's names (``otherText(_:card:)``).
    var other: String

    /// The values of the search row's columns, in the table's order (``ContactSearchRecord``).
    var columns: [String] { [name, organization, email, phone, categories, other] }

    /// The document of a card, or of a contact's merged card.
    /// - Parameters:
    ///   - fields: The fields made from `card` (``ContactFields/init(card:)``).
    ///   - facets: Its facets, for the categories.
    ///   - card: The card itself, for what ``other`` holds that `fields` does not keep (URLs,
    ///     messaging, organisational units, every nickname, related people).
    init(_ fields: ContactFields, facets: ContactFacets = ContactFacets(), card: VCard = VCard()) {
        other = Self.otherText(fields, card: card)
        categories = facets.categories.map(\.name).joined(separator: " ")
        name = [fields.displayName, fields.givenName, fields.middleName, fields.familyName, fields.nickname]
            .filter { !$0.isEmpty }.joined(separator: " ")
        organization = [fields.organization, fields.jobTitle].filter { !$0.isEmpty }.joined(separator: " ")
        email = fields.emails.map(\.value).joined(separator: " ")
        phone = fields.phones.flatMap { [$0.value] + Self.digitForms($0.value) }.joined(separator: " ")
    }

    /// Adds the names and organisations a contact's other cards know it by, so that a merged
    /// contact shown as Bob Smith is also found by `robert` and by the company only one card has.
    ///
    /// A part written exactly as one already in the document (most of them: the cards of one person
    /// mostly agree) adds nothing and is not split into words.
    /// - Parameter own: The fields the document was made from.
    mutating func addNames(of others: [ContactFields], besides own: ContactFields) {
        var known: Set<String> = [
            own.displayName, own.givenName, own.middleName, own.familyName, own.nickname,
            own.organization, own.jobTitle,
        ]
        var words: Set<String>?
        let wordsBefore = { [name, organization] in
            Set((name + " " + organization).lowercased().split(ascii: " ").map(String.init))
        }
        func append(_ parts: [String], to field: inout String) {
            for part in parts where !part.isEmpty && known.insert(part).inserted {
                if words == nil { words = wordsBefore() }
                for word in part.split(ascii: " ") where words!.insert(word.lowercased()).inserted {
                    field += (field.isEmpty ? "" : " ") + word
                }
            }
        }
        for other in others {
            append([other.displayName, other.givenName, other.middleName, other.familyName, other.nickname], to: &name)
            append([other.organization, other.jobTitle], to: &organization)
        }
    }

    /// Digit-only forms of a number, so that typed digits find it however it was written: all digits
    /// (`15550104477`); the national number, without the country code of an international number
    /// (`+1 555…` → `5550104477`, `+49 30…` → `30…`) and with the trunk `0` most countries dial
    /// nationally (`030…`); and a national number without its leading `0`.
    static func digitForms(_ number: String) -> [String] {
        // In UTF-8 the bytes 0x30–0x39 are the digits 0–9 and nothing else.
        let digits = String(decoding: number.utf8.filter { $0 &- UInt8(ascii: "0") < 10 }, as: UTF8.self)
        guard digits.utf8.count >= 3 else { return digits.isEmpty ? [] : [digits] }
        var forms = [digits]
        let trimmed = number.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("+") || digits.hasPrefix("00") {
            let international = digits.hasPrefix("00") && !trimmed.hasPrefix("+") ? String(digits.dropFirst(2)) : digits
            if let codeLength = CountryCode.length(of: international), international.count > codeLength + 4 {
                let national = String(international.dropFirst(codeLength))
                forms.append(national)
                if !national.hasPrefix("0"), codeLength > 1 || international.first != "1" {
                    forms.append("0" + national)
                }
            }
        } else if digits.hasPrefix("0") {
            forms.append(String(digits.drop { $0 == "0" }))
        }
        var unique: [String] = []
        for form in forms where !unique.contains(form) { unique.append(form) }
        return unique
    }
}
