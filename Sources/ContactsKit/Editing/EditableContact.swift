import VCard

/// The fields of a contact a person edits: what `contacts edit` shows in its template and `contacts
/// add` asks for. A plain value made from a contact's merged card; ``changes(to:)`` says what an
/// edited copy changed, as ``FieldChange``s for ``ContactStore/edit(_:_:expecting:)``, so a user
/// interface only renders and parses text.
///
/// Properties it does not hold (photos, `X-` properties, an organisation's units, …) are not
/// touched by an edit: they stay in the cards as they were.
///
/// ```swift
/// let snapshot = try store.editable(.lookup("ann lee"))
/// var edited = snapshot.editable
/// edited.phones.append(LabeledText(label: "mobile", value: "+44 20 7946 0000"))
/// try store.edit(.id(snapshot.contact.id), snapshot.editable.changes(to: edited), expecting: snapshot.version)
/// ```
public struct EditableContact: Sendable, Hashable {
    /// `FN`.
    public var formattedName: String
    /// `N`.
    public var name: StructuredName
    public var emails: [LabeledText]
    public var phones: [LabeledText]
    /// The organisation's name (`ORG`'s first part).
    public var organization: String
    /// `TITLE`.
    public var title: String
    public var birthday: VCardDate?
    /// Every `NOTE`, one after the other.
    public var note: String
    public var categories: [String]
    public var urls: [LabeledText]
    public var addresses: [Address]

    public init(
        formattedName: String = "", name: StructuredName = StructuredName(), emails: [LabeledText] = [], phones: [LabeledText] = [],
        organization: String = "", title: String = "", birthday: VCardDate? = nil, note: String = "", categories: [String] = [],
        urls: [LabeledText] = [], addresses: [Address] = []
    ) {
        self.formattedName = formattedName
        self.name = name
        self.emails = emails
        self.phones = phones
        self.organization = organization
        self.title = title
        self.birthday = birthday
        self.note = note
        self.categories = categories
        self.urls = urls
        self.addresses = addresses
    }

    /// The fields of `card` (a contact's merged card), values trimmed.
    public init(card: VCard) {
        let name = card.name ?? StructuredName()
        func labeled(_ values: [LabeledValue]) -> [LabeledText] {
            values.map { LabeledText(label: $0.label, value: $0.value.trimmed) }.filter { !$0.value.isEmpty }
        }
        self.init(
            formattedName: card.formattedName?.trimmed ?? "",
            name: StructuredName(family: name.family.trimmed, given: name.given.trimmed, additional: name.additional.trimmed,
                                 prefixes: name.prefixes.trimmed, suffixes: name.suffixes.trimmed),
            emails: labeled(card.emails), phones: labeled(card.telephones),
            organization: card.organization?.name.trimmed ?? "", title: card.title?.trimmed ?? "", birthday: card.birthday,
            note: card.notes.joined(separator: "\n").trimmed, categories: card.categories.map(\.trimmed),
            urls: labeled(card.urls),
            addresses: card.addresses.map {
                Address(label: $0.label, poBox: $0.poBox.trimmed, extended: $0.extended.trimmed, street: $0.street.trimmed,
                        locality: $0.locality.trimmed, region: $0.region.trimmed, postalCode: $0.postalCode.trimmed,
                        country: $0.country.trimmed)
            }.filter { !$0.isEmpty })
    }

    /// Whether nothing is filled in.
    public var isEmpty: Bool { self == EditableContact() }

    /// What turns this contact into `other`: a new name, values removed (first) and added, single
    /// fields set. A value whose label changed is removed and added again. Empty when they are the
    /// same, values compared normalised.
    public func changes(to other: EditableContact) -> [FieldChange] {
        var changes: [FieldChange] = []
        if formattedName != other.formattedName || name != other.name {
            changes.append(.setName(formatted: other.formattedName, structured: other.name))
        }
        func diff(_ old: [LabeledText], _ new: [LabeledText], _ property: String,
                  remove: (String) -> FieldChange, add: (LabeledText) -> FieldChange) {
            func key(_ value: LabeledText) -> String { FieldValues.key(property, value.value) }
            let oldKeys = Dictionary(old.map { (key($0), $0.label) }, uniquingKeysWith: { first, _ in first })
            let newKeys = Dictionary(new.map { (key($0), $0.label) }, uniquingKeysWith: { first, _ in first })
            for value in old where newKeys[key(value)] != value.label { changes.append(remove(value.value)) }
            var added = Set<String>()
            for value in new where oldKeys[key(value)] != value.label && added.insert(key(value)).inserted { changes.append(add(value)) }
        }
        diff(emails, other.emails, "EMAIL", remove: FieldChange.removeEmail, add: FieldChange.addEmail)
        diff(phones, other.phones, "TEL", remove: FieldChange.removePhone, add: FieldChange.addPhone)
        diff(urls, other.urls, "URL", remove: FieldChange.removeURL, add: FieldChange.addURL)
        for address in addresses where !other.addresses.contains(address) { changes.append(.removeAddress(address)) }
        for address in other.addresses where !addresses.contains(address) { changes.append(.addAddress(address)) }
        let oldCategories = Set(categories.map { $0.lowercased() }), newCategories = Set(other.categories.map { $0.lowercased() })
        for category in categories where !newCategories.contains(category.lowercased()) { changes.append(.removeCategory(category)) }
        var addedCategories = Set<String>()
        for category in other.categories where !oldCategories.contains(category.lowercased())
            && addedCategories.insert(category.lowercased()).inserted {
            changes.append(.addCategory(category))
        }
        if organization != other.organization { changes.append(.setOrganization(other.organization)) }
        if title != other.title { changes.append(.setTitle(other.title)) }
        if birthday != other.birthday { changes.append(.setBirthday(other.birthday)) }
        if note != other.note { changes.append(.setNote(other.note)) }
        return changes
    }

    /// A new card holding these fields (for `contacts add`), without a UID.
    public var card: VCard {
        var card = VCard(version: .v4_0)
        let formatted = formattedName.isEmpty ? name.givenNameFirst : formattedName
        if !formatted.isEmpty { card.properties.append(.text("FN", value: formatted)) }
        if !name.isEmpty { card.properties.append(.name(name)) }
        for email in emails { card.properties += FieldValues.properties("EMAIL", email, in: card) }
        for phone in phones { card.properties += FieldValues.properties("TEL", phone, in: card) }
        for address in addresses { card.properties += FieldValues.properties(address, in: card) }
        if !organization.isEmpty { card.properties.append(.organization(Organization(name: organization))) }
        if !title.isEmpty { card.properties.append(.text("TITLE", value: title)) }
        if let birthday { card.properties.append(.date("BDAY", birthday)) }
        for url in urls { card.properties += FieldValues.properties("URL", url, in: card) }
        if !categories.isEmpty { card.properties.append(.list("CATEGORIES", values: categories)) }
        if !note.isEmpty { card.properties.append(.text("NOTE", value: note)) }
        return card
    }
}

extension Address {
    /// Whether every part is empty (the label does not count).
    var isEmpty: Bool {
        [poBox, extended, street, locality, region, postalCode, country].allSatisfy { $0.trimmed.isEmpty }
    }
}
