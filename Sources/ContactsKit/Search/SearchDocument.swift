/// The text indexed for `contacts list QUERY`, one FTS5 row per contact.
struct SearchDocument: Sendable, Equatable {
    var name: String
    var organization: String
    var email: String
    var phone: String

    init(_ fields: ContactFields) {
        name = [fields.displayName, fields.givenName, fields.middleName, fields.familyName, fields.nickname]
            .filter { !$0.isEmpty }.joined(separator: " ")
        organization = [fields.organization, fields.jobTitle].filter { !$0.isEmpty }.joined(separator: " ")
        email = fields.emails.map(\.value).joined(separator: " ")
        phone = fields.phones.flatMap { [$0.value] + Self.digitForms($0.value) }.joined(separator: " ")
    }

    /// Digit-only forms of a number, so that typed digits find it however it was written:
    /// all digits (`15550104477`), without a trunk `0`, and without a 1–3 digit country code
    /// when the number is written internationally (`+1 555…` → `5550104477`).
    static func digitForms(_ number: String) -> [String] {
        let digits = String(number.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
        guard digits.count >= 3 else { return digits.isEmpty ? [] : [digits] }
        var forms = [digits]
        let international = number.trimmingCharacters(in: .whitespaces).hasPrefix("+") || digits.hasPrefix("00")
        if international {
            let national = digits.hasPrefix("00") ? String(digits.dropFirst(2)) : digits
            for codeLength in 1...3 where national.count > codeLength + 4 {
                forms.append(String(national.dropFirst(codeLength)))
            }
        } else if digits.hasPrefix("0") {
            forms.append(String(digits.drop { $0 == "0" }))
        }
        var seen = Set<String>()
        return forms.filter { seen.insert($0).inserted }
    }
}

import Foundation
