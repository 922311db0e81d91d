import Foundation
import VCard

/// The columns of a `contact` row, derived from a card: the merged view of a contact's raw
/// contacts (`CardMerger`), or a single card's (an import's new contact, a linking profile).
struct ContactFields: Sendable, Equatable {
    var displayName = ""
    var givenName = ""
    var familyName = ""
    var middleName = ""
    var namePrefix = ""
    var nameSuffix = ""
    var nickname = ""
    var organization = ""
    var jobTitle = ""
    var emails: [LabeledText] = []
    var phones: [LabeledText] = []
    var addresses: [Address] = []
    var birthday: String?
    var note = ""
    var hasPhoto = false

    init(card: VCard) {
        self.init(namesOf: card)
        emails = Self.unique(
            card.emails.map { LabeledText(label: $0.label, value: $0.value) }.filter { !$0.value.isEmpty }
        ) {
            $0.value.lowercased()
        }
        // One phone per number however it is punctuated, but letters count: `1-800-FLOWERS` and
        // `1-800-CONTACTS`, `Ask reception` and `see website` are different values.
        phones = Self.unique(
            card.telephones.map { LabeledText(label: $0.label, value: $0.value) }.filter { !$0.value.isEmpty }
        ) {
            $0.value.lowercasedLettersAndDigits
        }
        addresses = card.addresses.map {
            Address(
                label: $0.label, poBox: $0.poBox, extended: $0.extended, street: $0.street, locality: $0.locality,
                region: $0.region, postalCode: $0.postalCode, country: $0.country)
        }.filter {
            ![$0.poBox, $0.extended, $0.street, $0.locality, $0.region, $0.postalCode, $0.country].allSatisfy {
                $0.trimmed.isEmpty
            }
        }
        birthday = card.birthday?.isoString
        note = card.notes.joined(separator: "\n")
        if case .embedded? = card.photo { hasPhoto = true }
        nameByContact(email: emails.first?.value, phone: phones.first?.value)
        removeNULs()
    }

    /// Only the name fields of `card` (display name, name parts, nickname, organisation, job title),
    /// as ``init(card:)`` computes them; emails, phones, addresses, birthday and note stay empty.
    /// What ``SearchDocument/addNames(of:besides:)`` reads of each card of a merged contact, for a fraction
    /// of the cost: normalising every email and phone for it was 7% of a link's merged views.
    static func names(of card: VCard) -> ContactFields {
        var fields = ContactFields(namesOf: card)
        fields.nameByContact(
            email: card.emails.first { !$0.value.isEmpty }?.value,
            phone: card.telephones.first { !$0.value.isEmpty }?.value)
        fields.removeNULs()
        return fields
    }

    /// The name parts, and the display name from `FN` or else from them.
    private init(namesOf card: VCard) {
        let name = card.name ?? StructuredName()
        givenName = name.given.trimmed
        familyName = name.family.trimmed
        middleName = name.additional.trimmed
        namePrefix = name.prefixes.trimmed
        nameSuffix = name.suffixes.trimmed
        nickname = card.nicknames.first ?? ""
        organization = card.organization?.name.trimmed ?? ""
        jobTitle = card.title?.trimmed ?? ""
        displayName = card.formattedName?.trimmed ?? ""
        if displayName.isEmpty {
            displayName = [namePrefix, givenName, middleName, familyName, nameSuffix].filter { !$0.isEmpty }.joined(
                separator: " ")
        }
    }

    /// A card without a name is shown by its nickname, organisation, first email or first phone.
    private mutating func nameByContact(email: String?, phone: String?) {
        if displayName.isEmpty {
            displayName = [nickname, organization, email ?? "", phone ?? ""].first { !$0.isEmpty } ?? ""
        }
    }

    /// SQLite reads text up to its first NUL, so a NUL inside a value (`FN:Nul\0Byte`) would cut
    /// the rest off in every listing: the displayed fields go without them. The card keeps every
    /// byte (a raw export writes it as imported).
    private mutating func removeNULs() {
        func clean(_ text: inout String) {
            if text.containsByte(0) { text.removeAll { $0 == "\u{0}" } }
        }
        // Field by field, not through key paths: a key path write cost as much as the rest of the
        // fields' making.
        clean(&displayName); clean(&givenName); clean(&familyName); clean(&middleName); clean(&namePrefix)
        clean(&nameSuffix); clean(&nickname); clean(&organization); clean(&jobTitle); clean(&note)
        if var birthday { clean(&birthday); self.birthday = birthday }
        for index in emails.indices { clean(&emails[index].value); clean(&emails[index].label) }
        for index in phones.indices { clean(&phones[index].value); clean(&phones[index].label) }
        for index in addresses.indices {
            clean(&addresses[index].label); clean(&addresses[index].poBox); clean(&addresses[index].extended)
            clean(&addresses[index].street); clean(&addresses[index].locality); clean(&addresses[index].region)
            clean(&addresses[index].postalCode); clean(&addresses[index].country)
        }
    }

    /// Values without duplicates by a normalised key, the first label winning.
    private static func unique(_ values: [LabeledText], by key: (LabeledText) -> String) -> [LabeledText] {
        var seen = Set<String>()
        return values.filter { seen.insert(key($0)).inserted }
    }

    /// The family-then-given sort key and section.
    var familyOrder: (key: String, section: String) {
        SortKey.make(parts: [familyName, givenName, middleName], fallbacks: fallbacks)
    }

    /// The given-then-family sort key and section.
    var givenOrder: (key: String, section: String) {
        SortKey.make(parts: [givenName, familyName, middleName], fallbacks: fallbacks)
    }

    /// With no name parts: the display name, which is then FN, else the nickname, organisation,
    /// email or phone, in that order.
    private var fallbacks: [String] { [displayName] }
}

extension String {
    /// The string without surrounding white space and line breaks (pure Swift: Foundation's
    /// `trimmingCharacters` bridges through NSString and showed up in import profiles).
    var trimmed: String {
        // An ASCII first and last byte that are not white space: nothing to trim, and no scalar
        // property lookups (they were a tenth of a link's merged views).
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
            !Self.isASCIIWhitespace(first), !Self.isASCIIWhitespace(last)
        {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        else { return self }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[start...end])
    }

    /// The ASCII scalars with the Unicode white space property: tab, line feed, vertical tab, form
    /// feed, carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
