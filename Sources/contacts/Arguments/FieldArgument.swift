import Foundation
import ArgumentParser
import ContactsKit
import VCard

/// What `add` and `edit` flags hold: `LABEL:VALUE` or a bare value, an address as `street,
/// locality, postal code, country` or a vCard `ADR` value, a birthday as a date. Each parse
/// throws a `ValidationError` (exit 64) naming the flag and saying what is expected.
enum FieldArgument {
    /// The labels a flag's value may start with (`mobile:+44 20 7946 0000`); `cell` is `mobile`.
    static let labels = ["home", "work", "mobile", "cell", "fax", "pager", "main", "other"]

    /// `LABEL:VALUE` with a standard label, else the whole text with the label `other`.
    static func labeled(_ text: String) -> LabeledText {
        if let colon = text.firstIndex(of: ":") {
            let label = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            if labels.contains(label) {
                return LabeledText(
                    label: label == "cell" ? "mobile" : label,
                    value: String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            }
        }
        return LabeledText(label: "other", value: text.trimmingCharacters(in: .whitespaces))
    }

    /// An email flag's value: `LABEL:` optional, an address with an @.
    static func email(_ text: String, flag: String) throws -> LabeledText {
        let email = labeled(text)
        try check(text, flag: flag) { () throws(FieldRules.Problem) in try FieldRules.checkEmail(email.value) }
        return email
    }

    /// An IM flag's value: `LABEL:` optional, a URI naming the service (`xmpp:ann@example.com`).
    static func im(_ text: String, flag: String) throws -> LabeledText {
        let im = labeled(text)
        try check(text, flag: flag) { () throws(FieldRules.Problem) in try FieldRules.checkIM(im.value) }
        return im
    }

    /// A related person: `RELATION:` optional (`spouse:Bob Lee`, a kind of ``FieldRules/relations``
    /// or `other`), then a name or a URI (`urn:uuid:…`).
    static func related(_ text: String, flag: String) throws -> LabeledText {
        var related = LabeledText(label: "other", value: text.trimmingCharacters(in: .whitespaces))
        if let colon = text.firstIndex(of: ":") {
            let relation = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            if FieldRules.relations.contains(relation) || relation == "other" {
                related = LabeledText(
                    label: relation,
                    value: String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            }
        }
        try check(text, flag: flag) { () throws(FieldRules.Problem) in try FieldRules.checkLine(related.value) }
        return related
    }

    /// Nicknames: several separated by commas (none: remove them).
    static func nicknames(_ text: String, flag: String) throws -> [String] {
        let nicknames = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        for nickname in nicknames {
            try check(text, flag: flag) { () throws(FieldRules.Problem) in try FieldRules.checkLine(nickname) }
        }
        return nicknames
    }

    /// A value one of the contact's emails or phones is (for `--prefer-…`), not empty.
    static func existing(_ text: String, flag: String) throws -> String {
        let value = text.trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty else { throw ValidationError("\(flag): name one of the contact's values") }
        return value
    }

    /// Runs the rule `check`, its problem as a `ValidationError` naming the flag and the value.
    private static func check(_ text: String, flag: String, _ check: () throws(FieldRules.Problem) -> Void) throws {
        do {
            try check()
        } catch {
            throw ValidationError("\(flag) '\(text)': \(error.reason)")
        }
    }

    /// A phone flag's value: `LABEL:` optional, a number with digits.
    static func phone(_ text: String, flag: String) throws -> LabeledText {
        let phone = labeled(text)
        guard phone.value.contains(where: \.isNumber) else {
            throw ValidationError("\(flag) '\(text)': a phone number needs digits")
        }
        return phone
    }

    /// A birthday or an anniversary: `YYYY-MM-DD`, `--MM-DD` (no year), or another vCard date form
    /// (`19850412`), a day the calendar has (``FieldRules/date(_:)``).
    static func date(_ text: String, flag: String) throws -> VCardDate {
        do {
            return try FieldRules.date(text)
        } catch {
            throw ValidationError("\(flag) '\(text)' is not a date: \(error.reason)")
        }
    }

    /// An address: `LABEL:` optional, then `street, locality, postal code, country` (the first one to
    /// four of them, in that order), or a vCard `ADR` value with its seven parts separated by `;`
    /// (`;;12 Baker Street;London;;NW1 6XE;United Kingdom`).
    static func address(_ text: String, flag: String) throws -> Address {
        let labeled = labeled(text)
        let value = labeled.value
        var address = Address(label: labeled.label)
        if value.contains(";") {
            let parts = VCard(properties: [VCardProperty(name: "ADR", value: value)]).addresses.first
            address.poBox = parts?.poBox ?? ""
            address.extended = parts?.extended ?? ""
            address.street = parts?.street ?? ""
            address.locality = parts?.locality ?? ""
            address.region = parts?.region ?? ""
            address.postalCode = parts?.postalCode ?? ""
            address.country = parts?.country ?? ""
        } else {
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard parts.count <= 4 else {
                throw ValidationError(
                    "\(flag) '\(text)': write street, locality, postal code, country (at most four parts), or a vCard ADR value with ;"
                )
            }
            let padded = parts + Array(repeating: "", count: 4 - parts.count)
            (address.street, address.locality, address.postalCode, address.country) = (
                padded[0], padded[1], padded[2], padded[3]
            )
        }
        guard
            [
                address.poBox, address.extended, address.street, address.locality, address.region, address.postalCode,
                address.country,
            ]
            .contains(where: { !$0.isEmpty })
        else { throw ValidationError("\(flag): the address is empty") }
        return address
    }

    /// A category: one word or phrase without a comma.
    static func category(_ text: String, flag: String) throws -> String {
        let category = text.trimmingCharacters(in: .whitespaces)
        guard !category.isEmpty, !category.contains(",") else {
            throw ValidationError(
                "\(flag) '\(text)': a category is a non-empty name without a comma (repeat the flag for several)")
        }
        return category
    }

    /// A person's full name as typed (trimmed), with its parts (``StructuredName/init(splitting:)``:
    /// `Dr. Jane Q. Public Jr.`, `Ludwig van Beethoven`, `Lee, Ann`).
    static func name(_ text: String, flag: String) throws -> (formatted: String, structured: StructuredName) {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw ValidationError("\(flag): a name cannot be empty") }
        return (name, StructuredName(splitting: name))
    }
}
