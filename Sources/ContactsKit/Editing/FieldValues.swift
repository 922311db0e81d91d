import VCard

/// Values as cards hold them: how a labelled value becomes properties (a standard label as `TYPE`,
/// a label of the user's own as Apple's `X-ABLabel` in a group), and the normalised key two values
/// are the same by (`CardMerger/valueKey(_:)`).
enum FieldValues {
    /// The `TYPE` values of the standard labels (`VCard`'s `Labels` reads them back the same).
    static let types: [String: [String]] = [
        "home": ["home"], "work": ["work"], "mobile": ["cell"], "fax": ["fax"], "pager": ["pager"], "main": ["main"],
        "other": [],
    ]

    /// The normalised key of `value` as property `name` (`EMAIL`, `TEL`, `URL`, `CATEGORIES`).
    static func key(_ name: String, _ value: String) -> String {
        CardMerger.valueKey(.text(name, value: value.trimmed))
    }

    /// The normalised key of an address.
    static func key(_ address: Address) -> String {
        CardMerger.valueKey(.address(postal(address)))
    }

    /// `value` as properties of a card that is to hold them: one property with its label's `TYPE`,
    /// or a group (named `itemN`, unused in `card`) with an `X-ABLabel` for a label of the user's own.
    static func properties(_ name: String, _ value: LabeledText, in card: VCard) -> [VCardProperty] {
        let label = value.label.trimmed
        if let types = types[label.lowercased()] ?? (label.isEmpty ? [] : nil) {
            return [.labeled(name, value: value.value.trimmed, types: types)]
        }
        let group = freeGroup(in: card)
        return [
            .labeled(name, value: value.value.trimmed, group: group), .text("X-ABLabel", value: label, group: group),
        ]
    }

    /// A related person as properties of `card`: `RELATED` with the label as its `TYPE` when vCard
    /// names that relation (``FieldRules/relations``), none for `other`, else in a group with the
    /// label as `X-ABLabel`. A URI (`urn:uuid:…`, `https://…`) is written as one, any other value
    /// as text (`VALUE=text`).
    static func related(_ value: LabeledText, in card: VCard) -> [VCardProperty] {
        let label = value.label.trimmed, text = value.value.trimmed
        var property = VCardProperty.text("RELATED", value: text)
        if FieldRules.isURI(text) {
            property = VCardProperty(name: "RELATED", value: text)  // a URI: not escaped
        } else {
            property.parameters.append(VCardParameter(name: "VALUE", value: "text"))
        }
        if FieldRules.relations.contains(label.lowercased()) {
            property.parameters.insert(VCardParameter(name: "TYPE", value: label.lowercased()), at: 0)
        } else if !label.isEmpty && label.lowercased() != "other" {
            let group = freeGroup(in: card)
            property.group = group
            return [property, .text("X-ABLabel", value: label, group: group)]
        }
        return [property]
    }

    /// An address as properties of `card`, as ``properties(_:_:in:)`` makes them.
    static func properties(_ address: Address, in card: VCard) -> [VCardProperty] {
        let label = address.label.trimmed
        var postal = postal(address)
        if let types = types[label.lowercased()] ?? (label.isEmpty ? [] : nil) {
            postal.types = types
            return [.address(postal)]
        }
        let group = freeGroup(in: card)
        var property = VCardProperty.address(postal)
        property.group = group
        return [property, .text("X-ABLabel", value: label, group: group)]
    }

    /// The card's form of an address.
    static func postal(_ address: Address) -> PostalAddress {
        PostalAddress(
            poBox: address.poBox, extended: address.extended, street: address.street, locality: address.locality,
            region: address.region, postalCode: address.postalCode, country: address.country)
    }

    /// `item1`, `item2`, …: the first group name `card` does not use.
    private static func freeGroup(in card: VCard) -> String {
        let used = Set(card.properties.compactMap { $0.group?.lowercased() })
        var number = 1
        while used.contains("item\(number)") { number += 1 }
        return "item\(number)"
    }
}
