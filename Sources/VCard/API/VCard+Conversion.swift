// MARK: - Converting a card for export

extension VCard {
    /// This card as a valid card of `version`, ready for ``VCardWriter``.
    ///
    /// The writer writes any card as it is, so that reading gives back the same properties. This step
    /// makes a card that other programs accept (docs/vcard.md, "What is exported"):
    ///
    /// - `FN` always, made from `N`, `ORG`, `NICKNAME`, `EMAIL` or `TEL` (in that order) when absent;
    ///   in 3.0 an `N` too, split from `FN` (see ``StructuredName``); `N` with five components and
    ///   `ADR` with seven;
    /// - a `UID`: the card's own, else `uid` (the store passes its stable id as `urn:uuid:…`);
    /// - every property and parameter the other version lacks converted (`LABEL` ↔ `ADR;LABEL=`,
    ///   `GEO`, `TZ`, a birthday without a year, `tel:` URIs, `VALUE=uri` on remote photos) or
    ///   carried under an `X-` name that the conversion to the other version turns back;
    /// - escapes repaired in the text properties whose structure is known (a bare `,` in `FN`);
    /// - `PROFILE:VCARD` and empty `PHOTO`, `LOGO`, `SOUND`, `KEY` dropped: they say nothing; a `URL`
    ///   without a scheme (`www.example.com`) gets `http://`.
    ///
    /// Converting is idempotent, and reading what was written and converting again gives the same
    /// card, so export → import → export is byte for byte stable.
    ///
    /// ```swift
    /// let bytes = VCardWriter(version: .v3_0).bytes([card.converted(to: .v3_0, uid: "urn:uuid:\(id)")])
    /// ```
    /// - Parameters:
    ///   - version: The version the card will be written in.
    ///   - uid: The `UID` for a card that has none; nil leaves such a card without one.
    /// - Returns: The converted card, whose ``version`` is `version`.
    public func converted(to version: VCardWriter.Version, uid: String? = nil) -> VCard {
        var properties = self.properties.compactMap(Self.repairedForExport)
        properties = version == .v3_0 ? VersionMapping.toVersion3(properties) : VersionMapping.toVersion4(properties)
        var card = VCard(version: version == .v3_0 ? .v3_0 : .v4_0, properties: properties)
        RequiredProperties.complete(&card, version: version, uid: uid)
        return card
    }

    /// Properties whose value is a URI, where a text escape (`http\://`, as Apple writes) is wrong.
    private static let uriProperties: Set<String> = [
        "URL", "FBURL", "CALURI", "CALADRURI", "SOURCE", "MEMBER", "CONTACT-URI",
    ]

    /// What every export does to a property whatever the version; nil drops it.
    private static func repairedForExport(_ property: VCardProperty) -> VCardProperty? {
        var property = property
        if property.name == "PROFILE", property.value.trimming(" ").uppercased() == "VCARD" { return nil }
        if VersionMapping.binaryProperties.contains(property.name), property.value.trimming(" ").isEmpty { return nil }
        if let index = property.parameters.firstIndex(where: { $0.name == "VALUE" }),
            property.parameters[index].values.map({ $0.lowercased() }) == ["url"]
        {
            property.parameters[index].values = ["uri"]  // vCard 2.1's word; 3.0 and 4.0 say uri
        }
        if uriProperties.contains(property.name)
            || (VersionMapping.binaryProperties.contains(property.name) && !property.value.hasPrefix("data:")),
            property.value.contains("\\")
        {
            property.value = TextEscaping.unescape(property.value)  // a URI has no text escapes: Apple's `http\://`
        }
        if property.name == "URL", !property.value.isEmpty, !PropertyParser.isURI(Array(property.value.utf8)[...]),
            !property.value.contains(" ")
        {
            property.value = "http://" + property.value  // `www.example.com`: URL's value is a URI, with a scheme
        }
        if let structure = TextValueRepair.structure(of: property.name) {
            property.value = TextValueRepair.repair(property.value, structure)
        }
        return property
    }
}
