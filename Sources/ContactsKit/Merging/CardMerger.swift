import VCard

/// The merged view of a unified contact: one card made from the cards of its raw contacts. The
/// merge rules live here and only here (docs/merging.md):
///
/// - names (`N`, `FN`) and every other single-valued property come from the most complete card —
///   the one with the most name parts, the earliest imported on a tie — or, where it has none,
///   from the first card that has one;
/// - emails, phones, addresses, URLs, notes and every other repeatable property are the union of
///   all cards, a value another card gave before (by normalised value, in its vCard 4.0 form, so
///   that a 3.0 card's `X-GENDER` or `LABEL` is a 4.0 card's `GENDER` or `ADR;LABEL=`) left out,
///   the first card's label winning; a card's own repeats are kept, as they are when it is alone;
/// - the birthday is the earliest full date (with a year) any card has, else a month and day;
/// - the photo is the largest embedded one, else a photo URI.
///
/// Grouped properties (`item1.EMAIL` with `item1.X-ABLabel`) travel together, their group renamed
/// when two cards use the same name.
enum CardMerger {
    /// Properties a card has at most one of (3.0's `CLASS` and `SORT-STRING` also by the `X-` names
    /// 4.0 gives them, which the merge compares: ``key(_:)``).
    static let singular: Set<String> = [
        "FN", "N", "BDAY", "ANNIVERSARY", "GENDER", "KIND", "UID", "REV", "PRODID", "PHOTO", "SORT-STRING",
        "X-ABSHOWAS", "CLASS", "X-CLASS", "X-SORT-STRING",
    ]

    /// The merged card of `cards`, given in import order. One card is returned unchanged.
    static func merge(_ cards: [VCard]) -> VCard {
        guard cards.count > 1 else { return cards.first ?? VCard() }
        let scores = cards.map(completeness)
        let primaryIndex = scores.indices.max { scores[$0] < scores[$1] }!  // the first of equals
        let ordered = [cards[primaryIndex]] + cards.enumerated().filter { $0.offset != primaryIndex }.map(\.element)

        var merged = VCard(version: .v4_0, properties: [])
        // The values of the cards before this one: a card's own repeats are its own and are kept,
        // as when it is alone, so that merging a card with the merge it is part of changes nothing.
        var seenValues = Set<String>()
        var presentSingular = Set<String>()
        var usedGroups = Set<String>()
        for (cardIndex, card) in ordered.enumerated() {
            var cardValues = Set<String>()
            defer { seenValues.formUnion(cardValues) }
            var groupNames: [String: String] = [:]  // this card's group → the merged card's
            var skippedGroups = Set<String>()
            // Once each: an email's or a number's costs a parse. A single-valued property is kept
            // or dropped by its name alone (``isNew``): its value needs no key.
            let keys = card.properties.map(key)
            // A group is kept or skipped as a whole, decided by its first property.
            for (property, key) in zip(card.properties, keys) {
                guard let group = property.group, groupNames[group.lowercased()] == nil,
                    !skippedGroups.contains(group.lowercased())
                else { continue }
                if !isNew(key, cardIndex: cardIndex, seen: seenValues, presentSingular: presentSingular) {
                    skippedGroups.insert(group.lowercased())
                    continue
                }
                groupNames[group.lowercased()] = GroupName.unique(group, avoiding: &usedGroups)
            }
            for (var property, key) in zip(card.properties, keys) {
                if let group = property.group {
                    guard let renamed = groupNames[group.lowercased()] else { continue }
                    property.group = renamed
                } else if !isNew(key, cardIndex: cardIndex, seen: seenValues, presentSingular: presentSingular) {
                    continue
                }
                if key.isSingular { presentSingular.insert(key.text) }
                cardValues.insert(key.text)
                // 4.0 writes an address's label as its parameter, 3.0 as a `LABEL` of its own.
                if property.name == "ADR", let label = property.parameter("LABEL") {
                    cardValues.insert("LABEL:" + plain(label.joined(separator: ",")))
                }
                merged.properties.append(property)
            }
        }
        replace("BDAY", in: &merged, with: birthday(cards))
        replace("PHOTO", in: &merged, with: photo(cards))
        return merged
    }

    /// How complete a card's name is: its non-empty `N` parts, then whether it has `FN`.
    static func completeness(_ card: VCard) -> Int {
        let name = card.name
        let parts = [name?.family, name?.given, name?.additional, name?.prefixes, name?.suffixes]
            .filter { !($0?.trimmed.isEmpty ?? true) }.count
        return parts * 2 + ((card.formattedName?.trimmed.isEmpty ?? true) ? 0 : 1)
    }

    private static func isNew(
        _ key: (text: String, isSingular: Bool), cardIndex: Int, seen: Set<String>, presentSingular: Set<String>
    ) -> Bool {
        if key.isSingular { return cardIndex == 0 || !presentSingular.contains(key.text) }
        return !seen.contains(key.text)
    }

    /// What a property is compared by, in its 4.0 form (``VCard/VCardProperty/version4Form``: the
    /// `X-GENDER` of a card written in 3.0 is the `GENDER` of one written in 4.0, the same `GEO`
    /// and `TZ` are one value): a single-valued property's name, else ``valueKey(_:)``.
    static func key(_ property: VCardProperty) -> (text: String, isSingular: Bool) {
        let form = property.version4Form
        return singular.contains(form.name) ? (form.name, true) : (valueKey(form), false)
    }

    /// A property's identity for de-duplication: its name and normalised value.
    static func valueKey(_ property: VCardProperty) -> String {
        let value = property.value
        let normalised: String
        switch property.name {
        case "EMAIL": normalised = MatchProfile.email(value) ?? value.trimmed.lowercased()
        case "TEL":
            let number = value.hasPrefix("tel:") ? String(value.dropFirst(4)) : value
            // A value without digits (`HomePhone`, a name typed in the wrong field) is its own text.
            let digits = number.asciiDigits
            normalised =
                MatchPhone(number).map { $0.national + "x" + $0.extension }
                ?? (digits.isEmpty ? number.trimmed.lowercased() : digits)
        case "ADR":
            // The same street and postal code is one address, however the country or region is written.
            let parts = value.split(ascii: ";", omittingEmptySubsequences: false).map(String.init)
            let street = parts.count > 2 ? parts[2] : "", locality = parts.count > 3 ? parts[3] : ""
            let postalCode = parts.count > 5 ? parts[5] : ""
            normalised =
                MatchProfile.addressKey(Address(label: "", street: street, locality: locality, postalCode: postalCode))
                ?? MatchProfile.fold(value)
        case "ORG", "NICKNAME", "CATEGORIES", "TITLE", "ROLE":
            // `Harbor Freight;` and `Harbor Freight` are one organisation: empty trailing units go.
            // `Company\, The` and `Company, The` too: the escapes go but one that makes a `;` a letter.
            let value = withoutEscapes(value)
            guard hasSpacing(value) else {
                normalised = value.lowercased()
                break
            }
            var units = value.lowercased().split(ascii: ";", omittingEmptySubsequences: false)
                .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
            while units.last?.isEmpty == true { units.removeLast() }
            normalised = units.joined(separator: ";")
        // Unescaped and without backslashes: one value however a writer escaped it, so that a card
        // written back by another program (Apple's `https\://`, vobject's `\;` in an `X-` property
        // and its `\\:` for Apple's `\:`) does not add it again.
        case "URL":
            var url = plain(property.text).lowercased()
            while url.hasSuffix("/") { url.removeLast() }
            normalised = url
        default: normalised = plain(property.text)
        }
        return property.name + ":" + normalised
    }

    /// `value` without its backslashes but those before a `;`, which make it a letter instead of the
    /// separator of units.
    private static func withoutEscapes(_ value: String) -> String {
        let backslash = UInt8(ascii: "\\")
        guard value.containsByte(backslash) else { return value }
        let bytes = Array(value.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated()
        where byte != backslash || (index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ";")) {
            kept.append(byte)
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Text trimmed, without the backslashes a writer left in it.
    private static func plain(_ text: String) -> String {
        var text = text.trimmed
        if text.containsByte(UInt8(ascii: "\\")) { text.removeAll { $0 == "\\" } }
        return text
    }

    /// Whether a value has what the unit normalisation of ``valueKey(_:)`` changes besides case: a
    /// `;`, a tab, a space at either end or two in a row. Most have none.
    private static func hasSpacing(_ value: String) -> Bool {
        let space = UInt8(ascii: " ")
        guard let first = value.utf8.first, let last = value.utf8.last else { return false }
        if first == space || last == space { return true }
        var previous: UInt8 = 0
        for byte in value.utf8 {
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\t") || (byte == space && previous == space) {
                return true
            }
            previous = byte
        }
        return false
    }

    /// The earliest full birthday (with a year) of any card, else the first month-and-day.
    private static func birthday(_ cards: [VCard]) -> VCardProperty? {
        let dated = cards.compactMap { card -> (VCardProperty, String)? in
            guard let property = card.property(named: "BDAY"), let iso = card.birthday?.isoString else { return nil }
            return (property, iso)
        }
        let full = dated.filter { !$0.1.hasPrefix("--") }
        return (full.min { $0.1 < $1.1 } ?? dated.first)?.0
    }

    /// The largest embedded photo, else the first photo URI.
    private static func photo(_ cards: [VCard]) -> VCardProperty? {
        let photos = cards.compactMap { card -> (VCardProperty, Int)? in
            guard let property = card.property(named: "PHOTO"), let photo = card.photo else { return nil }
            if case .embedded(_, let base64) = photo { return (property, base64.utf8.count) }
            return (property, 0)
        }
        return (photos.filter { $0.1 > 0 }.max { $0.1 < $1.1 } ?? photos.first)?.0
    }

    private static func replace(_ name: String, in card: inout VCard, with property: VCardProperty?) {
        guard let property, let index = card.properties.firstIndex(where: { $0.name == name }) else { return }
        var replacement = property
        replacement.group = card.properties[index].group
        card.properties[index] = replacement
    }
}
