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
    /// Every `EMAIL`, the preferred one first (``FieldChange/orderEmails(_:)``).
    public var emails: [LabeledText]
    /// Every `TEL`, the preferred one first.
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
    /// Every `NICKNAME` value.
    public var nicknames: [String]
    /// `ANNIVERSARY`.
    public var anniversary: VCardDate?
    /// Every `IMPP` (`xmpp:ann@example.com`), labelled as emails are.
    public var ims: [LabeledText]
    /// Every `RELATED`, labelled by its kind (`spouse`, `child`, …) or the user's own label.
    public var related: [LabeledText]

    public init(
        formattedName: String = "", name: StructuredName = StructuredName(), emails: [LabeledText] = [],
        phones: [LabeledText] = [],
        organization: String = "", title: String = "", birthday: VCardDate? = nil, note: String = "",
        categories: [String] = [],
        urls: [LabeledText] = [], addresses: [Address] = [], nicknames: [String] = [], anniversary: VCardDate? = nil,
        ims: [LabeledText] = [], related: [LabeledText] = []
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
        self.nicknames = nicknames
        self.anniversary = anniversary
        self.ims = ims
        self.related = related
    }

    /// The fields of `card` (a contact's merged card), values trimmed.
    public init(card: VCard) {
        let name = card.name ?? StructuredName()
        func labeled(_ values: [LabeledValue]) -> [LabeledText] {
            values.map { LabeledText(label: $0.label, value: $0.value.trimmed) }.filter { !$0.value.isEmpty }
        }
        // The preferred first (the lowest PREF), the others as the card has them.
        func preferredFirst(_ values: [LabeledValue]) -> [LabeledValue] {
            values.enumerated().sorted {
                ($0.element.preference ?? Int.max, $0.offset) < ($1.element.preference ?? Int.max, $1.offset)
            }
            .map(\.element)
        }
        let ims = card.properties(named: "IMPP").map { LabeledText(label: card.label(of: $0), value: $0.text.trimmed) }
        let related = card.properties(named: "RELATED").map { property in
            LabeledText(
                label: card.groupLabel(of: property) ?? property.types.first { $0 != "pref" } ?? "other",
                value: property.text.trimmed)
        }
        self.init(
            formattedName: card.formattedName?.trimmed ?? "",
            name: StructuredName(
                family: name.family.trimmed, given: name.given.trimmed, additional: name.additional.trimmed,
                prefixes: name.prefixes.trimmed, suffixes: name.suffixes.trimmed),
            emails: labeled(preferredFirst(card.emails)), phones: labeled(preferredFirst(card.telephones)),
            organization: card.organization?.name.trimmed ?? "", title: card.title?.trimmed ?? "",
            birthday: card.birthday,
            note: card.notes.joined(separator: "\n").replacing("\r\n", with: "\n").replacing("\r", with: "\n")
                .trimmingBlankLines,
            categories: card.categories.map(\.trimmed),
            urls: labeled(card.urls),
            addresses: card.addresses.map {
                Address(
                    label: $0.label, poBox: $0.poBox.trimmed, extended: $0.extended.trimmed, street: $0.street.trimmed,
                    locality: $0.locality.trimmed, region: $0.region.trimmed, postalCode: $0.postalCode.trimmed,
                    country: $0.country.trimmed)
            }.filter { !$0.isEmpty },
            nicknames: card.nicknames.map(\.trimmed).filter { !$0.isEmpty }, anniversary: card.anniversary,
            ims: ims.filter { !$0.value.isEmpty }, related: related.filter { !$0.value.isEmpty })
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
        func diff(
            _ old: [LabeledText], _ new: [LabeledText], _ property: String,
            remove: (String) -> FieldChange, add: (LabeledText) -> FieldChange
        ) {
            func key(_ value: LabeledText) -> String { FieldValues.key(property, value.value) }
            let oldKeys = Dictionary(old.map { (key($0), $0.label) }, uniquingKeysWith: { first, _ in first })
            let newKeys = Dictionary(new.map { (key($0), $0.label) }, uniquingKeysWith: { first, _ in first })
            for value in old where newKeys[key(value)] != value.label { changes.append(remove(value.value)) }
            var added = Set<String>()
            for value in new where oldKeys[key(value)] != value.label && added.insert(key(value)).inserted {
                changes.append(add(value))
            }
        }
        diff(emails, other.emails, "EMAIL", remove: FieldChange.removeEmail, add: FieldChange.addEmail)
        diff(phones, other.phones, "TEL", remove: FieldChange.removePhone, add: FieldChange.addPhone)
        diff(urls, other.urls, "URL", remove: FieldChange.removeURL, add: FieldChange.addURL)
        diff(ims, other.ims, "IMPP", remove: FieldChange.removeIM, add: FieldChange.addIM)
        diff(related, other.related, "RELATED", remove: FieldChange.removeRelated, add: FieldChange.addRelated)
        if let order = Self.order(emails, other.emails, "EMAIL") { changes.append(.orderEmails(order)) }
        if let order = Self.order(phones, other.phones, "TEL") { changes.append(.orderPhones(order)) }
        for address in addresses where !other.addresses.contains(address) { changes.append(.removeAddress(address)) }
        for address in other.addresses where !addresses.contains(address) { changes.append(.addAddress(address)) }
        let oldCategories = Set(categories.map { $0.lowercased() }),
            newCategories = Set(other.categories.map { $0.lowercased() })
        for category in categories where !newCategories.contains(category.lowercased()) {
            changes.append(.removeCategory(category))
        }
        var addedCategories = Set<String>()
        for category in other.categories
        where !oldCategories.contains(category.lowercased())
            && addedCategories.insert(category.lowercased()).inserted
        {
            changes.append(.addCategory(category))
        }
        if organization != other.organization { changes.append(.setOrganization(other.organization)) }
        if title != other.title { changes.append(.setTitle(other.title)) }
        if birthday != other.birthday { changes.append(.setBirthday(other.birthday)) }
        if anniversary != other.anniversary { changes.append(.setAnniversary(other.anniversary)) }
        if nicknames != other.nicknames { changes.append(.setNicknames(other.nicknames)) }
        if note != other.note { changes.append(.setNote(other.note)) }
        return changes
    }

    /// The values of `new` in their order when it is not the one the other changes leave: the
    /// values kept as they were, in their old order, then those added (a new label too), in the
    /// new order. Nil when that is the order of `new`.
    private static func order(_ old: [LabeledText], _ new: [LabeledText], _ property: String) -> [String]? {
        func key(_ value: LabeledText) -> String { FieldValues.key(property, value.value) }
        var seen = Set<String>()
        let new = new.filter { seen.insert(key($0)).inserted }
        let unchanged = Set(old.map { key($0) + "\u{1E}" + $0.label })
        let kept = new.filter { unchanged.contains(key($0) + "\u{1E}" + $0.label) }
        let keptKeys = Set(kept.map(key))
        var left = Set<String>()
        let expected =
            old.filter { keptKeys.contains(key($0)) && left.insert(key($0)).inserted }.map(key)
            + new.filter { !keptKeys.contains(key($0)) }.map(key)
        return new.map(key) == expected ? nil : new.map(\.value)
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
        if let anniversary { card.properties.append(.date("ANNIVERSARY", anniversary)) }
        if !nicknames.isEmpty { card.properties.append(.list("NICKNAME", values: nicknames)) }
        for im in ims { card.properties += FieldValues.properties("IMPP", im, in: card) }
        for person in related { card.properties += FieldValues.related(person, in: card) }
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
