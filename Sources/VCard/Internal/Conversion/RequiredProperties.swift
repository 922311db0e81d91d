/// The properties a card must have in the version it is exported in (RFC 2426 §5, RFC 6350 §6):
/// `FN` always, `N` in 3.0, a `UID` (not required by either RFC, but khard and every CardDAV
/// server need one to tell cards apart), and `N` and `ADR` with exactly their five and seven components.
enum RequiredProperties {
    static func complete(_ card: inout VCard, version: VCardWriter.Version, uid fallbackUID: String?) {
        fixComponentCounts(&card)
        let hasPersonName = ensureFormattedName(&card)
        if version == .v3_0, card.property(named: "N") == nil {
            let isPerson = hasPersonName && !isOrganization(card)
            let name = isPerson ? NameParser.split(card.formattedName ?? "") : StructuredName()
            let position = (card.properties.firstIndex { $0.name == "FN" } ?? -1) + 1
            card.properties.insert(.name(name), at: position)
        }
        if let fallbackUID, !card.properties(named: "UID").contains(where: { !$0.value.trimming(" \t").isEmpty }) {
            card.properties.removeAll { $0.name == "UID" }
            card.properties.append(VCardProperty(canonicalGroup: nil, name: "UID", parameters: [], value: fallbackUID))
        }
    }

    // MARK: - FN

    /// Gives a card without a (non-blank) `FN` one made from `N`, else `ORG`, `NICKNAME`, `EMAIL` or `TEL`,
    /// in that order. Returns whether the card's `FN` is a person's name: its own, or made from `N`.
    private static func ensureFormattedName(_ card: inout VCard) -> Bool {
        if let existing = card.formattedName, !existing.trimming(" \t\n").isEmpty { return true }
        let (text, fromName) = derivedFormattedName(card)
        let property = VCardProperty.text("FN", value: text)
        if let index = card.properties.firstIndex(where: { $0.name == "FN" }) {
            card.properties[index].value = property.value
        } else {
            card.properties.insert(property, at: 0)
        }
        return fromName
    }

    /// The text an absent `FN` is made from, and whether it came from `N`.
    static func derivedFormattedName(_ card: VCard) -> (text: String, fromName: Bool) {
        if let name = card.name {
            let parts = [name.prefixes, name.given, name.additional, name.family, name.suffixes]
                .map { $0.trimming(" \t\n") }.filter { !$0.isEmpty }
            if !parts.isEmpty { return (parts.joined(separator: " "), true) }
        }
        let fallbacks = [
            card.organization?.name, card.nicknames.first, card.emails.first?.value, card.telephones.first?.value,
        ]
        let text = fallbacks.lazy.compactMap { $0?.trimming(" \t\n") }.first { !$0.isEmpty } ?? ""
        return (text, false)
    }

    /// Whether the card stands for an organisation, a group or a place rather than a person.
    private static func isOrganization(_ card: VCard) -> Bool {
        if let kind = card.kind, ["org", "group", "location"].contains(kind) { return true }
        if card.property(named: "X-ABSHOWAS")?.value.uppercased() == "COMPANY" { return true }
        if let organization = card.organization?.name.trimming(" \t\n"), !organization.isEmpty,
            organization == card.formattedName?.trimming(" \t\n")
        {
            return true
        }
        return false
    }

    // MARK: - Component counts

    /// `N` with five components and `ADR` with seven: missing ones are added empty; extra ones, which no
    /// version has and no reader (the typed view included) shows, are dropped.
    private static func fixComponentCounts(_ card: inout VCard) {
        for index in card.properties.indices {
            let count: Int
            switch card.properties[index].name {
            case "N": count = 5
            case "ADR": count = 7
            default: continue
            }
            var parts = TextEscaping.split(card.properties[index].value[...], separator: ";").map(String.init)
            guard parts.count != count else { continue }
            if parts.count < count {
                parts += Array(repeating: "", count: count - parts.count)
            } else {
                parts.removeLast(parts.count - count)
            }
            card.properties[index].value = parts.joined(separator: ";")
        }
    }
}
