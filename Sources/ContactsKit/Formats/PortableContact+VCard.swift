import VCard

extension PortableContact {
    /// The contact as a vCard 4.0 with `uid`: FN always (the display name), N (split from the
    /// formatted name when the format had only that), and a property for every field read.
    func card(uid: String) -> VCard {
        var properties: [VCardProperty] = [.text("UID", value: uid), .text("FN", value: displayName)]
        var structured = name
        if structured.isEmpty, !formattedName.isEmpty { structured = StructuredName(splitting: formattedName) }
        properties.append(.name(structured))
        if !nicknames.isEmpty { properties.append(.list("NICKNAME", values: nicknames)) }
        for email in emails { properties.append(.labeled("EMAIL", value: email.value, types: email.types)) }
        for phone in phones { properties.append(.labeled("TEL", value: phone.value, types: phone.types)) }
        for address in addresses where address.components.contains(where: { !$0.isEmpty }) {
            properties.append(.address(address))
        }
        for url in urls { properties.append(.labeled("URL", value: url.value, types: url.types)) }
        if !organization.isEmpty || !department.isEmpty {
            properties.append(
                .organization(Organization(name: organization, units: department.isEmpty ? [] : [department])))
        }
        if !title.isEmpty { properties.append(.text("TITLE", value: title)) }
        if let birthday { properties.append(.date("BDAY", birthday)) }
        if let anniversary { properties.append(.date("ANNIVERSARY", anniversary)) }
        for note in notes where !note.isEmpty { properties.append(.text("NOTE", value: note)) }
        if !categories.isEmpty { properties.append(.list("CATEGORIES", values: categories)) }
        if let photo { properties.append(.photo(data: photo.bytes, mediaType: photo.mediaType)) }
        for (name, value) in extra where !value.isEmpty { properties.append(.text(name, value: value)) }
        return VCard(version: .v4_0, properties: properties)
    }

    /// The fields of a stored (or merged) card that the other formats can hold.
    init(card: VCard) {
        formattedName = card.formattedName ?? ""
        name = card.name ?? StructuredName()
        nicknames = card.nicknames
        emails = card.emails
        phones = card.telephones
        addresses = card.addresses
        urls = card.urls
        organization = card.organization?.name ?? ""
        department = card.organization?.units.first ?? ""
        title = card.title ?? ""
        birthday = card.birthday
        anniversary = card.anniversary
        notes = card.notes
        categories = card.categories
        if case .embedded(let mediaType, _)? = card.photo, let bytes = card.photo?.data { photo = (bytes, mediaType) }
        for property in card.properties where property.name.hasPrefix("X-ABOOK-") {
            extra.append((property.name, unescapedText(property.value)))
        }
    }
}

/// A vCard text value without its escapes (`\,` `\;` `\n` `\\`).
func unescapedText(_ value: String) -> String {
    var result = ""
    var escaped = false
    for character in value {
        if escaped {
            result.append(character == "n" || character == "N" ? "\n" : character)
            escaped = false
        } else if character == "\\" {
            escaped = true
        } else {
            result.append(character)
        }
    }
    return result
}
