// MARK: - Building properties from typed values
//
// Each factory escapes its input, so any text (commas, semicolons, line breaks) survives a
// write and a read unchanged.

extension VCardProperty {
    /// A text property, escaped: `NOTE`, `FN`, `TITLE`, `UID`, or any `X-` property.
    public static func text(
        _ name: String, value: String, parameters: [VCardParameter] = [], group: String? = nil
    ) -> VCardProperty {
        VCardProperty(group: group, name: name, parameters: parameters, value: TextEscaping.escape(value))
    }

    /// `N` from its components.
    public static func name(_ name: StructuredName) -> VCardProperty {
        structured("N", [name.family, name.given, name.additional, name.prefixes, name.suffixes])
    }

    /// `ORG` from an organisation and its units.
    public static func organization(_ organization: Organization) -> VCardProperty {
        structured("ORG", [organization.name] + organization.units)
    }

    /// `ADR` from an address; its `types` become the `TYPE` parameter.
    public static func address(_ address: PostalAddress) -> VCardProperty {
        var property = structured("ADR", address.components)
        property.parameters = typeParameters(address.types, preference: nil)
        return property
    }

    /// `EMAIL`, `TEL` or `URL` (or any property) with TYPE values and an optional `PREF`.
    public static func labeled(
        _ name: String, value: String, types: [String] = [], preference: Int? = nil, group: String? = nil
    ) -> VCardProperty {
        VCardProperty(
            group: group, name: name, parameters: typeParameters(types, preference: preference),
            value: TextEscaping.escape(value))
    }

    /// A comma-separated list property such as `NICKNAME` or `CATEGORIES`.
    public static func list(_ name: String, values: [String]) -> VCardProperty {
        VCardProperty(name: name, value: values.map(TextEscaping.escape).joined(separator: ","))
    }

    /// A date property such as `BDAY` or `ANNIVERSARY`.
    public static func date(_ name: String, _ date: VCardDate) -> VCardProperty {
        VCardProperty(name: name, value: date.vCardValue)
    }

    /// `PHOTO` (or `LOGO`) holding the bytes inline.
    public static func photo(data: [UInt8], mediaType: String, name: String = "PHOTO") -> VCardProperty {
        VCardProperty(name: name, value: "data:\(mediaType.lowercased());base64,\(Base64.encode(data))")
    }

    private static func structured(_ name: String, _ components: [String]) -> VCardProperty {
        VCardProperty(name: name, value: components.map(TextEscaping.escape).joined(separator: ";"))
    }

    private static func typeParameters(_ types: [String], preference: Int?) -> [VCardParameter] {
        var parameters: [VCardParameter] = []
        let lower = types.map { $0.lowercased() }.filter { !$0.isEmpty && $0 != "pref" }
        if !lower.isEmpty { parameters.append(VCardParameter(canonicalName: "TYPE", values: lower)) }
        if let preference { parameters.append(VCardParameter(canonicalName: "PREF", values: [String(preference)])) }
        return parameters
    }
}
