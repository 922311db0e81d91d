// MARK: - Typed view
//
// The typed accessors read the properties each time they are called; a caller that needs
// a field often should keep the result.

extension VCard {
    /// `FN`, unescaped; nil when the card has none.
    public var formattedName: String? {
        property(named: "FN").map { TextEscaping.unescape($0.value) }
    }

    /// `N` in its five components; nil when the card has none.
    public var name: StructuredName? {
        guard let property = property(named: "N") else { return nil }
        let parts = TextEscaping.split(property.value[...], separator: ";").map { TextEscaping.unescape($0) }
        func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
        return StructuredName(
            family: part(0), given: part(1), additional: part(2), prefixes: part(3), suffixes: part(4))
    }

    /// Every `NICKNAME` value (a property may list several, separated by commas).
    public var nicknames: [String] { listValues("NICKNAME") }

    /// `ORG`: the organisation and its units; nil when the card has none.
    public var organization: Organization? {
        guard let property = property(named: "ORG") else { return nil }
        let parts = TextEscaping.split(property.value[...], separator: ";").map { TextEscaping.unescape($0) }
        return Organization(name: parts.first ?? "", units: parts.dropFirst().filter { !$0.isEmpty })
    }

    /// `TITLE` (job title), unescaped.
    public var title: String? { text("TITLE") }

    /// Every `EMAIL`, in order, with its label.
    public var emails: [LabeledValue] { labeledValues("EMAIL") }

    /// Every `TEL`, in order, with its label; a `tel:` URI scheme is removed from the value.
    public var telephones: [LabeledValue] { labeledValues("TEL") }

    /// Every `URL`, in order, with its label.
    public var urls: [LabeledValue] { labeledValues("URL") }

    /// Every `ADR`, in order, with its label.
    public var addresses: [PostalAddress] {
        let matching = properties(named: "ADR")
        let labels = matching.contains { $0.group != nil } ? groupLabels() : [:]
        return matching.map { property in
            let parts = TextEscaping.split(property.value[...], separator: ";").map { TextEscaping.unescape($0) }
            func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
            return PostalAddress(
                poBox: part(0), extended: part(1), street: part(2), locality: part(3), region: part(4),
                postalCode: part(5), country: part(6),
                label: Labels.label(for: property, groupLabels: labels), types: property.types
            )
        }
    }

    /// `BDAY` as a date; nil when absent or not a date (a `VALUE=text` birthday is ``birthdayText``).
    /// Apple's `X-APPLE-OMIT-YEAR` is honoured (`1604-04-12` with `X-APPLE-OMIT-YEAR=1604` has no year),
    /// and a placeholder year (``VCardDate/placeholderYears``: `16040412` without the parameter, as
    /// some clients write it) is read as no year.
    public var birthday: VCardDate? { date("BDAY") }

    /// `BDAY` written as text (`BDAY;VALUE=text:circa 1800`), unescaped; nil when absent or a date.
    public var birthdayText: String? { dateText("BDAY") }

    /// `ANNIVERSARY` written as text, unescaped; nil when absent or a date.
    public var anniversaryText: String? { dateText("ANNIVERSARY") }

    /// `ANNIVERSARY` as a date; nil when absent or not a date.
    public var anniversary: VCardDate? { date("ANNIVERSARY") }

    /// Every `NOTE`, unescaped.
    public var notes: [String] { properties(named: "NOTE").map { TextEscaping.unescape($0.value) } }

    /// Every `CATEGORIES` value.
    public var categories: [String] { listValues("CATEGORIES") }

    /// The `MEMBER` values of a group card (vCard 4.0, or Apple's `X-ADDRESSBOOKSERVER-MEMBER` in
    /// 3.0), as written: usually `urn:uuid:…` naming a member card's `UID`.
    public var members: [String] {
        properties.filter { $0.name == "MEMBER" || $0.name == "X-ADDRESSBOOKSERVER-MEMBER" }
            .map { TextEscaping.unescape($0.value).trimming(" \t") }.filter { !$0.isEmpty }
    }

    /// Apple's label for `property`: the `X-ABLabel` of its group (`_$!<Spouse>!$_` → `spouse`, a
    /// custom label as written); nil when the property has no group or its group no label.
    public func groupLabel(of property: VCardProperty) -> String? {
        guard let group = property.group?.lowercased() else { return nil }
        let label = properties.first { $0.name == "X-ABLABEL" && $0.group?.lowercased() == group }
            .map { Labels.appleLabel(TextEscaping.unescape($0.value)) }
        return label?.isEmpty == false ? label : nil
    }

    /// The label ``emails``, ``telephones``, ``urls`` and ``addresses`` give `property`: its group's
    /// `X-ABLabel`, else one derived from its `TYPE` values (`home`, `work`, `mobile`, …, `other`).
    public func label(of property: VCardProperty) -> String {
        Labels.label(for: property, groupLabels: property.group == nil ? [:] : groupLabels())
    }

    /// `UID`, unescaped.
    public var uid: String? { text("UID") }

    /// `REV` (last revision), as written.
    public var revision: String? { property(named: "REV")?.value }

    /// `KIND` (`individual`, `group`, `org`, `location`), lower-case; also read from Apple's `X-ADDRESSBOOKSERVER-KIND`.
    public var kind: String? {
        (property(named: "KIND") ?? property(named: "X-ADDRESSBOOKSERVER-KIND")).map { $0.value.lowercased() }
    }

    /// The first `PHOTO`: embedded bytes or a URI; nil when it is absent or its inline data is not base64.
    public var photo: VCardPhoto? {
        guard let property = property(named: "PHOTO"), !property.value.isEmpty,
            property.parameter("ENCODING") == nil  // left only on data that was not valid base64
        else { return nil }
        if let inline = InlineData(property.value) {
            // A `data:` URI is kept as written even when its payload is not base64 (only ENCODING=b
            // data is checked on reading, and a broken line may be joined to the value after that
            // check): such a photo has no bytes to give.
            guard Base64.isValid(inline.payload.utf8) else { return nil }
            return .embedded(mediaType: inline.mediaType, base64: String(inline.payload))
        }
        return .remote(uri: property.value)
    }

    /// The card embedded in `AGENT`, if the agent is a card (not a URI or text).
    public var agent: VCard? {
        guard let property = property(named: "AGENT") else { return nil }
        let text = TextEscaping.unescape(property.value)
        guard text.utf8.count < 1 << 20, text.uppercased().hasPrefix("BEGIN:VCARD") else { return nil }
        var reader = VCardReader(string: text)
        return reader.next()?.card
    }

    // MARK: - Helpers

    private func text(_ name: String) -> String? {
        property(named: name).map { TextEscaping.unescape($0.value) }
    }

    private func listValues(_ name: String) -> [String] {
        properties(named: name).flatMap { property in
            TextEscaping.split(property.value[...], separator: ",")
                .map { TextEscaping.unescape($0).trimming(" ") }
                .filter { !$0.isEmpty }
        }
    }

    private func labeledValues(_ name: String) -> [LabeledValue] {
        let matching = properties(named: name)
        let labels = matching.contains { $0.group != nil } ? groupLabels() : [:]
        return matching.map { property in
            var value = TextEscaping.unescape(property.value).trimming(" \t")
            if name == "TEL", value.utf8.count > 4, value.prefix(4).lowercased() == "tel:" {
                value = String(value.dropFirst(4))
            }
            return LabeledValue(
                value: value, label: Labels.label(for: property, groupLabels: labels),
                types: property.types, preference: property.preference
            )
        }
    }

    /// Apple's `X-ABLabel` per group (lower-cased group name → label).
    private func groupLabels() -> [String: String] {
        var labels: [String: String] = [:]
        for property in properties where property.name == "X-ABLABEL" {
            guard let group = property.group?.lowercased() else { continue }
            labels[group] = Labels.appleLabel(TextEscaping.unescape(property.value))
        }
        return labels
    }

    private func date(_ name: String) -> VCardDate? {
        guard let property = property(named: name),
            property.parameter("VALUE")?.first?.lowercased() != "text",
            var date = VCardDate(parsing: property.value)
        else { return nil }
        if let omit = property.parameter("X-APPLE-OMIT-YEAR")?.first.flatMap({ Int($0) }), date.year == omit {
            date.year = nil
        }
        if let year = date.year, VCardDate.placeholderYears.contains(year), date.month != nil, date.day != nil {
            date.year = nil
        }
        return date
    }

    private func dateText(_ name: String) -> String? {
        guard let property = property(named: name) else { return nil }
        let isText =
            property.parameter("VALUE")?.first?.lowercased() == "text" || VCardDate(parsing: property.value) == nil
        let text = TextEscaping.unescape(property.value).trimming(" \t")
        return isText && !text.isEmpty ? text : nil
    }
}
