import VCard

/// Applies ``FieldChange``s to the cards of one contact, by the rules ``FieldChange`` states: a
/// removal reaches every card holding the value, a single field is set where it is (else in the
/// local card), an addition goes to the card of ``additionsSource`` (a remote's) or else to the local
/// card, made on first need. Pure: cards in, cards out.
struct CardEditor {
    /// One card of the contact as it is being edited.
    struct Card {
        /// Its raw contact's row id; nil for a local card this edit makes.
        var rawID: RawContactRowID?
        var source: String
        var card: VCard
        /// Whether a change touched it.
        var changed = false
    }

    private(set) var cards: [Card]
    /// The source whose card takes additions instead of the local card: a remote the contact has a
    /// card of, so that what is added is synced with it (nil: the local card).
    var additionsSource: String?
    /// Whether a field set that no card has is put in the local card (made if need be); false
    /// when the edit is only carried to the cards there are (``PulledEdit``).
    var makesCards = true

    init(_ cards: [Card], additionsSource: String? = nil) {
        self.cards = cards
        self.additionsSource = additionsSource
    }

    /// Applies `changes` in order.
    /// - Throws: ``ContactStoreError/valueNotFound(field:value:)``,
    ///   ``ContactStoreError/valueAlreadyPresent(field:value:)`` or
    ///   ``ContactStoreError/invalidValue(field:value:reason:)``; the cards are then half-changed:
    ///   throw the whole edit away.
    mutating func apply(_ changes: [FieldChange]) throws {
        for change in changes { try apply(change) }
    }

    mutating func apply(_ change: FieldChange) throws {
        try Self.validate(change)
        switch change {
        case .setName(let formatted, let structured):
            setName(formatted, structured)
        case .rename(let formatted):
            let previous = CardMerger.merge(cards.map(\.card)).name ?? StructuredName()
            setName(formatted, StructuredName(splitting: formatted, keepingHonorificsOf: previous))
        case .addEmail(let email): try add("EMAIL", "email", email)
        case .removeEmail(let email): try remove("EMAIL", "email", email)
        case .addPhone(let phone): try add("TEL", "phone", phone)
        case .removePhone(let phone): try remove("TEL", "phone", phone)
        case .addURL(let url): try add("URL", "URL", url)
        case .removeURL(let url): try remove("URL", "URL", url)
        case .setOrganization(let organization):
            set(
                "ORG",
                (organization ?? "").trimmed.isEmpty ? [] : [.organization(Organization(name: organization!.trimmed))])
        case .setTitle(let title):
            set("TITLE", (title ?? "").trimmed.isEmpty ? [] : [.text("TITLE", value: title!.trimmed)])
        case .setNote(let note):
            set("NOTE", (note ?? "").trimmed.isEmpty ? [] : [.text("NOTE", value: note!.trimmingBlankLines)])
        case .setBirthday(let date):
            set("BDAY", date.map { [.date("BDAY", $0)] } ?? [])
        case .setAnniversary(let date):
            set("ANNIVERSARY", date.map { [.date("ANNIVERSARY", $0)] } ?? [])
        case .setNicknames(let nicknames):
            let kept = nicknames.map(\.trimmed).filter { !$0.isEmpty }
            set("NICKNAME", kept.isEmpty ? [] : [.list("NICKNAME", values: kept)])
        case .addIM(let im): try add("IMPP", "IM", im)
        case .removeIM(let im): try remove("IMPP", "IM", im)
        case .addRelated(let related): try add("RELATED", "related person", related)
        case .removeRelated(let related): try remove("RELATED", "related person", related)
        case .orderEmails(let emails): try order("EMAIL", "email", emails)
        case .orderPhones(let phones): try order("TEL", "phone", phones)
        case .addAddress(let address):
            let key = FieldValues.key(address)
            guard
                !cards.contains(where: { $0.card.properties(named: "ADR").contains { CardMerger.valueKey($0) == key } })
            else {
                throw ContactStoreError.valueAlreadyPresent(field: "address", value: Self.describe(address))
            }
            let local = localIndex()
            cards[local].card.properties += FieldValues.properties(address, in: cards[local].card)
            cards[local].changed = true
        case .removeAddress(let address):
            let key = FieldValues.key(address)
            guard removeUnits(where: { $0.name == "ADR" && $0.key == key }) else {
                throw ContactStoreError.valueNotFound(field: "address", value: Self.describe(address))
            }
        case .addCategory(let category):
            let category = category.trimmed
            guard !cards.contains(where: { $0.card.categories.contains { $0.lowercased() == category.lowercased() } })
            else {
                throw ContactStoreError.valueAlreadyPresent(field: "category", value: category)
            }
            let local = localIndex()
            var card = cards[local].card
            if let index = card.properties.firstIndex(where: { $0.name == "CATEGORIES" }) {
                card.properties[index] = .list(
                    "CATEGORIES", values: categories(of: card.properties[index]) + [category])
            } else {
                card.properties.append(.list("CATEGORIES", values: [category]))
            }
            cards[local].card = card
            cards[local].changed = true
        case .removeCategory(let category):
            var found = false
            for index in cards.indices {
                var card = cards[index].card
                for position in card.properties.indices.reversed() where card.properties[position].name == "CATEGORIES"
                {
                    let values = categories(of: card.properties[position])
                    let kept = values.filter { $0.lowercased() != category.trimmed.lowercased() }
                    guard kept.count < values.count else { continue }
                    found = true
                    if kept.isEmpty {
                        card.properties.remove(at: position)
                    } else {
                        card.properties[position] = .list("CATEGORIES", values: kept)
                    }
                    cards[index].changed = true
                }
                cards[index].card = card
            }
            if !found { throw ContactStoreError.valueNotFound(field: "category", value: category) }
        }
    }

    // MARK: - The rules

    /// Sets `FN` and `N` (an empty `N` removes it).
    private mutating func setName(_ formatted: String, _ structured: StructuredName) {
        set("FN", [.text("FN", value: formatted.trimmed)])
        set("N", structured.isEmpty ? [] : [.name(structured)])
    }

    /// Sets single-valued property `name` to `properties` (none: removes it) in every card that has
    /// it, or, when none has, in the local card.
    mutating func set(_ name: String, _ properties: [VCardProperty]) {
        let holders = cards.indices.filter { cards[$0].card.property(named: name) != nil }
        if holders.isEmpty {
            guard !properties.isEmpty, makesCards else { return }
            let local = localIndex()
            cards[local].card.properties += properties
            cards[local].changed = true
            return
        }
        for index in holders {
            var card = cards[index].card
            let first = card.properties.firstIndex { $0.name == name }!
            // The first one keeps its group and parameters other than the value's own.
            var replacement = properties
            if !replacement.isEmpty, card.properties[first].group != nil {
                replacement[0].group = card.properties[first].group
            }
            card.properties.removeAll { $0.name == name }
            card.properties.insert(contentsOf: replacement, at: min(first, card.properties.count))
            if card != cards[index].card {
                cards[index].card = card
                cards[index].changed = true
            }
        }
    }

    private mutating func add(_ name: String, _ field: String, _ value: LabeledText) throws {
        let key = FieldValues.key(name, value.value)
        guard !cards.contains(where: { $0.card.properties(named: name).contains { CardMerger.valueKey($0) == key } })
        else {
            throw ContactStoreError.valueAlreadyPresent(field: field, value: value.value.trimmed)
        }
        let local = localIndex()
        cards[local].card.properties +=
            name == "RELATED"
            ? FieldValues.related(value, in: cards[local].card)
            : FieldValues.properties(name, value, in: cards[local].card)
        cards[local].changed = true
    }

    /// Puts the values of property `name` named in `values` first, in that order, in every card
    /// (the others after them, as they were); the first of `values` gets `PREF=1`, every other
    /// value of the property loses its preference.
    private mutating func order(_ name: String, _ field: String, _ values: [String]) throws {
        let keys = values.map { FieldValues.key(name, $0) }
        for (value, key) in zip(values, keys)
        where !cards.contains(where: { $0.card.properties(named: name).contains { CardMerger.valueKey($0) == key } }) {
            throw ContactStoreError.invalidValue(
                field: field, value: value.trimmed, reason: "the contact has no such \(field) to put first")
        }
        guard let first = keys.first else { return }
        let rank = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { earlier, _ in earlier })
        for index in cards.indices {
            var units = ThreeWayMerge.units(of: cards[index].card)
            let slots = units.indices.filter { units[$0].name == name }
            guard !slots.isEmpty else { continue }
            let ordered = slots.enumerated().sorted { a, b in
                (rank[units[a.element].key] ?? keys.count + a.offset, a.offset) < (
                    rank[units[b.element].key] ?? keys.count + b.offset, b.offset
                )
            }.map { units[$0.element] }
            for (slot, ordered) in zip(slots, ordered) {
                var unit = ordered
                for position in unit.properties.indices where unit.properties[position].name == name {
                    unit.properties[position] = Self.preferring(unit.properties[position], unit.key == first)
                }
                units[slot] = unit
            }
            let properties = units.flatMap(\.properties)
            if properties != cards[index].card.properties {
                cards[index].card.properties = properties
                cards[index].changed = true
            }
        }
    }

    /// `property` with `PREF=1` (right after its `TYPE`, where the reader puts it) when `preferred`,
    /// else without a preference.
    private static func preferring(_ property: VCardProperty, _ preferred: Bool) -> VCardProperty {
        var property = property
        property.parameters.removeAll { $0.name == "PREF" || $0.name == "X-PREF" }
        if preferred {
            let at = property.parameters.firstIndex { $0.name == "TYPE" }.map { $0 + 1 } ?? property.parameters.count
            property.parameters.insert(VCardParameter(name: "PREF", value: "1"), at: at)
        }
        return property
    }

    private mutating func remove(_ name: String, _ field: String, _ value: String) throws {
        let key = FieldValues.key(name, value)
        guard removeUnits(where: { $0.name == name && $0.key == key }) else {
            throw ContactStoreError.valueNotFound(field: field, value: value.trimmed)
        }
    }

    /// Removes, from every card, the properties (with their group: the value's label goes with it)
    /// that `matches`; whether any was.
    private mutating func removeUnits(where matches: (ThreeWayMerge.Unit) -> Bool) -> Bool {
        var found = false
        for index in cards.indices {
            let units = ThreeWayMerge.units(of: cards[index].card)
            let kept = units.filter { !matches($0) }
            guard kept.count < units.count else { continue }
            found = true
            cards[index].card.properties = kept.flatMap(\.properties)
            cards[index].changed = true
        }
        return found
    }

    /// The card additions go to: the card of ``additionsSource``, else the contact's local card,
    /// made (with a new UID) when it has none.
    private mutating func localIndex() -> Int {
        if let source = additionsSource, let index = cards.firstIndex(where: { $0.source == source }) { return index }
        if let index = cards.firstIndex(where: { $0.source == LocalSource.name }) { return index }
        cards.append(
            Card(
                rawID: nil, source: LocalSource.name,
                card: VCard(version: .v4_0, properties: [.text("UID", value: "urn:uuid:" + RandomID.make())])))
        return cards.count - 1
    }

    private func categories(of property: VCardProperty) -> [String] {
        VCard(properties: [property]).categories
    }

    // MARK: - Validation

    /// Refuses values that cannot be stored as their field: an email without @, an empty name or
    /// value, a date that is no day of the calendar.
    static func validate(_ change: FieldChange) throws {
        switch change {
        case .setName(let formatted, let structured):
            if formatted.trimmed.isEmpty && structured.isEmpty {
                throw ContactStoreError.invalidValue(field: "name", value: "", reason: "a name cannot be empty")
            }
        case .rename(let formatted):
            if formatted.trimmed.isEmpty {
                throw ContactStoreError.invalidValue(field: "name", value: "", reason: "a name cannot be empty")
            }
        case .addEmail(let email):
            try checkNotEmpty("email", email.value)
            try rule("email", email.value, FieldRules.checkEmail)
        case .addPhone(let phone):
            try checkNotEmpty("phone", phone.value)
            guard phone.value.contains(where: { $0.isNumber || $0.isLetter }) else {
                throw ContactStoreError.invalidValue(
                    field: "phone", value: phone.value, reason: "a phone number needs digits")
            }
        case .addURL(let url): try rule("URL", url.value, FieldRules.checkLine)
        case .addIM(let im):
            try checkNotEmpty("IM", im.value)
            try rule("IM", im.value, FieldRules.checkIM)
        case .addRelated(let related):
            try rule("related person", related.value, FieldRules.checkLine)
        case .setNicknames(let nicknames):
            for nickname in nicknames where !nickname.trimmed.isEmpty {
                try rule("nickname", nickname, FieldRules.checkLine)
            }
        case .setAnniversary(let date?):
            try checkDate("anniversary", date)
        case .addCategory(let category):
            try checkNotEmpty("category", category)
            if category.contains(",") {
                throw ContactStoreError.invalidValue(
                    field: "category", value: category, reason: "a category cannot hold a comma")
            }
        case .addAddress(let address):
            if address.isEmpty {
                throw ContactStoreError.invalidValue(field: "address", value: "", reason: "an address cannot be empty")
            }
        case .setBirthday(let date?):
            try checkDate("birthday", date)
        default:
            break
        }
    }

    /// Refuses a date that is no day of the calendar (`VCardDate/calendarProblem`), naming it as typed.
    static func checkCalendar(_ field: String, _ date: VCardDate) throws {
        guard let problem = date.calendarProblem else { return }
        throw ContactStoreError.invalidValue(
            field: field, value: date.isoString ?? date.vCardValue, reason: "not a date: \(problem)")
    }

    /// Refuses a date ``FieldRules/checkDate(_:)`` refuses, naming it as typed.
    static func checkDate(_ field: String, _ date: VCardDate) throws {
        do {
            try FieldRules.checkDate(date)
        } catch {
            throw ContactStoreError.invalidValue(
                field: field, value: date.isoString ?? date.vCardValue, reason: "not a date: \(error.reason)")
        }
    }

    /// Runs `check` on `value`, its problem thrown as ``ContactStoreError/invalidValue(field:value:reason:)``.
    private static func rule(
        _ field: String, _ value: String, _ check: (String) throws(FieldRules.Problem) -> Void
    ) throws {
        do {
            try check(value)
        } catch {
            throw ContactStoreError.invalidValue(field: field, value: value.trimmed, reason: error.reason)
        }
    }

    private static func checkNotEmpty(_ field: String, _ value: String) throws {
        if value.trimmed.isEmpty {
            throw ContactStoreError.invalidValue(field: field, value: "", reason: "it cannot be empty")
        }
    }

    private static func describe(_ address: Address) -> String {
        [address.street, address.locality, address.postalCode, address.country].filter { !$0.isEmpty }.joined(
            separator: ", ")
    }
}
