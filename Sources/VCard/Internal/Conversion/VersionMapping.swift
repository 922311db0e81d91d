/// What changes between vCard 3.0 and 4.0 (the table in docs/vcard.md, "What is exported").
///
/// A property or parameter one version lacks is converted to its equivalent in the other or, where
/// there is none, carried under an `X-` name; the mapping the other way turns that `X-` form back,
/// so a card exported in one version and imported again exports the same in either.
enum VersionMapping {
    // MARK: - Tables

    /// vCard 4.0 properties without a 3.0 equivalent, and the `X-` names they have in 3.0 (Apple's for
    /// `KIND` and `MEMBER`, which Apple's clients read).
    static let propertiesOnlyIn4: [String: String] = [
        "KIND": "X-ADDRESSBOOKSERVER-KIND", "MEMBER": "X-ADDRESSBOOKSERVER-MEMBER", "GENDER": "X-GENDER",
        "ANNIVERSARY": "X-ANNIVERSARY", "LANG": "X-LANG", "XML": "X-XML", "CLIENTPIDMAP": "X-CLIENTPIDMAP",
        "RELATED": "X-RELATED", "BIRTHPLACE": "X-BIRTHPLACE", "DEATHPLACE": "X-DEATHPLACE", "DEATHDATE": "X-DEATHDATE",
        "EXPERTISE": "X-EXPERTISE", "HOBBY": "X-HOBBY", "INTEREST": "X-INTEREST", "ORG-DIRECTORY": "X-ORG-DIRECTORY",
        "CONTACT-URI": "X-CONTACT-URI", "CREATED": "X-CREATED", "GRAMGENDER": "X-GRAMGENDER",
        "PRONOUNS": "X-PRONOUNS", "SOCIALPROFILE": "X-SOCIALPROFILE",
    ]

    /// The 4.0 property each `X-` name of ``propertiesOnlyIn4`` carries in 3.0.
    static let standardNames = Dictionary(uniqueKeysWithValues: propertiesOnlyIn4.map { ($0.value, $0.key) })

    /// vCard 3.0 properties that 4.0 dropped, and their `X-` names in 4.0 (`LABEL` and `AGENT` are
    /// converted instead; see ``toVersion4(_:)``).
    static let propertiesOnlyIn3: [String: String] = [
        "CLASS": "X-CLASS", "MAILER": "X-MAILER", "NAME": "X-NAME", "PROFILE": "X-PROFILE",
        "SORT-STRING": "X-SORT-STRING",
    ]

    /// vCard 4.0 parameters without a 3.0 equivalent, written `X-NAME` in 3.0 (`PREF=1`, `LABEL` on
    /// `ADR` and `MEDIATYPE` are converted instead).
    static let parametersOnlyIn4: Set<String> = [
        "ALTID", "PID", "PREF", "SORT-AS", "CALSCALE", "GEO", "TZ", "MEDIATYPE", "INDEX", "LEVEL", "CC",
        "AUTHOR", "AUTHOR-NAME", "CREATED", "DERIVED", "PHONETIC", "PROP-ID", "SCRIPT", "SERVICE-TYPE", "USERNAME",
        "LABEL",
    ]

    /// Properties whose value may be inline data or a URI.
    static let binaryProperties: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]

    // MARK: - To 4.0

    static func toVersion4(_ properties: [VCardProperty]) -> [VCardProperty] {
        var output: [VCardProperty] = []
        var labels: [VCardProperty] = []
        let hasKind = properties.contains { $0.name == "KIND" }
        for var property in properties {
            for index in property.parameters.indices {
                let name = property.parameters[index].name
                if name.hasPrefix("X-"), parametersOnlyIn4.contains(String(name.dropFirst(2))),
                    !property.parameters.contains(where: { $0.name == name.dropFirst(2) })
                {
                    property.parameters[index].name = String(name.dropFirst(2))
                }
            }
            let reverse3 = standardNames[property.name]
            if let standard = reverse3, !(standard == "KIND" && hasKind) {
                property.name = standard
                if standard == "KIND" { property.value = property.value.lowercased() }
            }
            switch property.name {
            case "LABEL":
                labels.append(property)
                continue
            case "AGENT":
                property = agentToRelated(property)
            case "X-N":
                property.name = "N"
            case "X-BDAY"
            where property.parameter("VALUE")?.first?.lowercased() == "text"
                && !properties.contains(where: { $0.name == "BDAY" }):
                property.name = "BDAY"
            case "GEO":
                property.value = geoURI(property.value) ?? property.value
            case "TZ":
                timeZoneTo4(&property)
            case "BDAY", "ANNIVERSARY", "DEATHDATE":
                restoreOmittedYear(&property)
            default:
                if let renamed = propertiesOnlyIn3[property.name] { property.name = renamed }
            }
            if binaryProperties.contains(property.name), !property.value.hasPrefix("data:") {
                mediaTypeTo4(&property)
            }
            output.append(property)
        }
        for label in labels { attach(label, to: &output) }
        return output
    }

    /// One property as a 4.0 card holds it, read alone (``VCardProperty/version4Form``): what
    /// ``toVersion4(_:)`` does to it that needs no other property of the card (`LABEL` is left
    /// alone: it becomes a parameter of an `ADR`).
    static func version4Form(_ property: VCardProperty) -> VCardProperty {
        var property = property
        if property.name.utf8.first == UInt8(ascii: "X") {
            if let standard = standardNames[property.name] {
                property.name = standard
                if standard == "KIND" { property.value = property.value.lowercased() }
            } else if property.name == "X-N" {
                property.name = "N"
            } else if property.name == "X-BDAY", property.parameter("VALUE")?.first?.lowercased() == "text" {
                property.name = "BDAY"
            }
            return property
        }
        switch property.name {
        case "GEO": property.value = geoURI(property.value) ?? property.value
        case "TZ": timeZoneTo4(&property)
        case "AGENT": property = agentToRelated(property)
        case "CLASS", "MAILER", "NAME", "PROFILE", "SORT-STRING":  // ``propertiesOnlyIn3``
            property.name = propertiesOnlyIn3[property.name] ?? property.name
        default: break
        }
        return property
    }

    /// `LABEL` becomes the `LABEL` parameter of the `ADR` with the same types, or of a new empty `ADR`.
    private static func attach(_ label: VCardProperty, to properties: inout [VCardProperty]) {
        let text = TextEscaping.unescape(label.value)
        let types = Set(label.types)
        if let index = properties.firstIndex(where: {
            $0.name == "ADR" && $0.parameter("LABEL") == nil && Set($0.types) == types && $0.group == label.group
        }) {
            properties[index].parameters.append(VCardParameter(canonicalName: "LABEL", values: [text]))
        } else {
            var address = VCardProperty(
                canonicalGroup: label.group, name: "ADR", parameters: label.parameters, value: ";;;;;;")
            address.parameters.append(VCardParameter(canonicalName: "LABEL", values: [text]))
            properties.append(address)
        }
    }

    /// `AGENT` with a URI is 4.0's `RELATED;TYPE=agent`; an embedded card or text travels as `X-AGENT`.
    private static func agentToRelated(_ property: VCardProperty) -> VCardProperty {
        var property = property
        let isURI = property.parameter("VALUE")?.first?.lowercased() == "uri" || looksLikeURI(property.value)
        if isURI, !property.value.uppercased().hasPrefix("BEGIN") {
            property.name = "RELATED"
            property.parameters.removeAll { $0.name == "VALUE" || $0.name == "TYPE" }
            property.parameters.insert(VCardParameter(canonicalName: "TYPE", values: ["agent"]), at: 0)
            property.parameters.append(VCardParameter(canonicalName: "VALUE", values: ["uri"]))
        } else {
            property.name = "X-AGENT"
        }
        return property
    }

    private static func timeZoneTo4(_ property: inout VCardProperty) {
        let value = property.parameter("VALUE")?.first?.lowercased()
        if value == "text" {
            property.parameters.removeAll { $0.name == "VALUE" }
        } else if value == nil, let offset = utcOffset(property.value) {
            property.value = offset.sign + offset.hours + offset.minutes
            property.parameters.append(VCardParameter(canonicalName: "VALUE", values: ["utc-offset"]))
        }
    }

    /// Apple's `1604-04-12` with `X-APPLE-OMIT-YEAR=1604` is 4.0's `--0412`.
    private static func restoreOmittedYear(_ property: inout VCardProperty) {
        if property.parameter("VALUE")?.first?.lowercased() == "date-time" {
            property.parameters.removeAll { $0.name == "VALUE" }  // 4.0's default value type takes a time
        }
        guard let omitted = property.parameter("X-APPLE-OMIT-YEAR")?.first.flatMap({ Int($0) }),
            var date = VCardDate(parsing: property.value), date.year == omitted, date.time == nil
        else { return }
        date.year = nil
        property.value = date.vCardValue
        property.parameters.removeAll { $0.name == "X-APPLE-OMIT-YEAR" }
    }

    /// A remote photo's media type: 3.0's `TYPE=JPEG` is 4.0's `MEDIATYPE=image/jpeg`.
    private static func mediaTypeTo4(_ property: inout VCardProperty) {
        guard let typeIndex = property.parameters.firstIndex(where: { $0.name == "TYPE" }),
            let word = property.parameters[typeIndex].values.first(where: { knownMediaWords.contains($0.lowercased()) }
            ),
            let mediaType = MediaType.fromTypeWord(word, property: property.name),
            !property.parameters.contains(where: { $0.name == "MEDIATYPE" })
        else { return }
        property.parameters[typeIndex].values.removeAll { $0 == word }
        if property.parameters[typeIndex].values.isEmpty { property.parameters.remove(at: typeIndex) }
        property.parameters.append(VCardParameter(canonicalName: "MEDIATYPE", values: [mediaType]))
    }

    /// The `TYPE` words that name a media type, as the 3.0 conversion writes them.
    private static let knownMediaWords: Set<String> = [
        "jpeg", "jpg", "png", "gif", "bmp", "tiff", "webp", "heic", "pgp", "x509", "wave", "wav", "mp3", "mpeg",
    ]

    // MARK: - To 3.0

    static func toVersion3(_ properties: [VCardProperty]) -> [VCardProperty] {
        var output: [VCardProperty] = []
        var seenN = false
        for var property in properties {
            dropLoneAlternative(&property, among: properties)
            if property.name == "ADR", let label = property.parameter("LABEL")?.first {
                property.parameters.removeAll { $0.name == "LABEL" }
                var labelProperty = VCardProperty(
                    canonicalGroup: property.group, name: "LABEL", parameters: property.parameters,
                    value: TextEscaping.escape(label))
                labelProperty.parameters.removeAll { !["TYPE", "PREF"].contains($0.name) }
                if !TextEscaping.split(property.value[...], separator: ";").allSatisfy({ $0.isEmpty }) {
                    output.append(convertParameters3(property))
                }
                output.append(convertParameters3(labelProperty))
                continue
            }
            if let reverse4 = propertiesOnlyIn3.first(where: { $0.value == property.name })?.key {
                property.name = reverse4
            }
            switch property.name {
            case "X-AGENT" where property.value.uppercased().hasPrefix("BEGIN:VCARD"):
                property.name = "AGENT"
            case "AGENT"
            where !property.value.uppercased().hasPrefix("BEGIN:VCARD")
                && !looksLikeURI(property.value) && property.parameter("VALUE")?.first?.lowercased() != "uri":
                property.name = "X-AGENT"  // 3.0's AGENT is a card or a URI: text has no 3.0 form
            case "BDAY" where property.parameter("VALUE")?.first?.lowercased() == "text":
                property.name = "X-BDAY"  // 3.0's BDAY is a date: text has no 3.0 form
            case "RELATED" where property.types.contains("agent"):
                property.name = "AGENT"
                property.parameters.removeAll { $0.name == "TYPE" || $0.name == "VALUE" }
                property.parameters.append(VCardParameter(canonicalName: "VALUE", values: ["uri"]))
            case "N":
                if seenN { property.name = "X-N" }
                seenN = true
            case "TEL":
                telephoneTo3(&property)
            case "GEO":
                property.value = geoPair(property.value) ?? property.value
            case "TZ":
                timeZoneTo3(&property)
            case "BDAY", "ANNIVERSARY", "DEATHDATE":
                omitYear(&property)
            default:
                break
            }
            if let renamed = propertiesOnlyIn4[property.name] {
                property.name = renamed
                if renamed == "X-ADDRESSBOOKSERVER-KIND" { property.value = property.value.lowercased() }
            }
            if binaryProperties.contains(property.name) {
                binaryTo3(&property)
            }
            output.append(convertParameters3(property))
        }
        return output
    }

    /// 4.0-only parameters become `X-` parameters (`PREF=1` stays: the writer makes it `TYPE=pref`).
    private static func convertParameters3(_ property: VCardProperty) -> VCardProperty {
        var property = property
        for index in property.parameters.indices {
            let parameter = property.parameters[index]
            guard parametersOnlyIn4.contains(parameter.name) else { continue }
            if parameter.name == "PREF", parameter.values == ["1"] { continue }
            property.parameters[index].name = "X-" + parameter.name
        }
        return property
    }

    /// `ALTID` groups alternative forms of one property (a name in two scripts); on a property that has
    /// no alternative it says nothing, and 3.0, which has no `ALTID`, drops it.
    private static func dropLoneAlternative(_ property: inout VCardProperty, among properties: [VCardProperty]) {
        guard let altID = property.parameter("ALTID") else { return }
        let name = property.name
        let shared = properties.filter { $0.name == name && $0.parameter("ALTID") == altID }.count
        if shared < 2 { property.parameters.removeAll { $0.name == "ALTID" } }
    }

    /// A `tel:` URI is text in 3.0: the scheme goes, and its `;` and `,` are escaped (what the typed
    /// view reads stays the same). A URI holds no backslash, so one already escaped as text
    /// (DAViCal stores `tel:+1-555-0100\;ext=12`) is unescaped first, not escaped twice.
    private static func telephoneTo3(_ property: inout VCardProperty) {
        let isURI = property.value.utf8.count > 4 && property.value.prefix(4).lowercased() == "tel:"
        if isURI {
            property.value = TextEscaping.escape(TextEscaping.unescape(String(property.value.dropFirst(4))))
        }
        property.parameters.removeAll { $0.name == "VALUE" }
    }

    private static func timeZoneTo3(_ property: inout VCardProperty) {
        let value = property.parameter("VALUE")?.first?.lowercased()
        if value == "utc-offset" || (value == nil && utcOffset(property.value) != nil) {
            property.parameters.removeAll { $0.name == "VALUE" }
            if let offset = utcOffset(property.value) {
                property.value = offset.sign + offset.hours + ":" + offset.minutes
            }
        } else if value == nil {
            property.parameters.append(VCardParameter(canonicalName: "VALUE", values: ["text"]))
        }
    }

    /// A date without a year is written `--MMDD`, ISO 8601's date without a year, which vCard 3.0's
    /// ISO 8601 dates allow and khard and vobject read. Apple's form,
    /// `1604-MM-DD` with `X-APPLE-OMIT-YEAR=1604`, is not written: every reader that ignores the
    /// parameter shows the year 1604 (khard: "01/01/04"). A 3.0 card imported in Apple's form is
    /// written back as it came (this conversion is for 4.0 dates).
    private static func omitYear(_ property: inout VCardProperty) {
        if property.parameter("VALUE") == nil, let date = VCardDate(parsing: property.value), date.time != nil {
            // A date with a time is 3.0's date-time value, which the VALUE parameter must name.
            property.parameters.append(VCardParameter(canonicalName: "VALUE", values: ["date-time"]))
            return
        }
        guard property.parameter("VALUE")?.first?.lowercased() != "text", let date = VCardDate(parsing: property.value),
            date.year == nil, date.month != nil, date.day != nil, date.time == nil
        else { return }
        property.value = date.vCardValue
    }

    /// A remote photo, logo, sound or key says `VALUE=uri` in 3.0 (else 3.0 readers take the URL for
    /// base64 data), and its media type as a `TYPE` word; inline data needs no `MEDIATYPE`.
    private static func binaryTo3(_ property: inout VCardProperty) {
        let mediaType = property.parameter("MEDIATYPE")?.first
        property.parameters.removeAll { $0.name == "MEDIATYPE" }
        guard !property.value.hasPrefix("data:") else { return }
        property.parameters.removeAll { $0.name == "VALUE" }
        property.parameters.append(VCardParameter(canonicalName: "VALUE", values: ["uri"]))
        if let mediaType, let word = MediaType.typeWord(for: mediaType.lowercased(), property: property.name),
            knownMediaWords.contains(word.lowercased())
        {
            if let typeIndex = property.parameters.firstIndex(where: { $0.name == "TYPE" }) {
                property.parameters[typeIndex].values.append(word.lowercased())
            } else {
                property.parameters.insert(VCardParameter(canonicalName: "TYPE", values: [word.lowercased()]), at: 0)
            }
        }
    }

    // MARK: - Values

    private static func looksLikeURI(_ value: String) -> Bool {
        guard let colon = value.firstIndex(of: ":"), colon != value.startIndex else { return false }
        let scheme = value[..<colon]
        return scheme.first!.isLetter && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && !value.contains(" ")
    }

    /// `37.386013;-122.082932` (3.0) as `geo:37.386013,-122.082932` (4.0).
    private static func geoURI(_ value: String) -> String? {
        guard !value.lowercased().hasPrefix("geo:") else { return nil }
        let parts = value.split(whereSeparator: { $0 == ";" || $0 == "," }).map { String($0).trimming(" ") }
        guard parts.count == 2, parts.allSatisfy({ Double($0) != nil }) else { return nil }
        return "geo:\(parts[0]),\(parts[1])"
    }

    /// `geo:37.386013,-122.082932` (4.0), or 2.1's `37.386013,-122.082932`, as `37.386013;-122.082932` (3.0).
    private static func geoPair(_ value: String) -> String? {
        let isURI = value.lowercased().hasPrefix("geo:")
        let coordinates = isURI ? value.dropFirst(4).split(separator: ";").first ?? "" : value[...]
        let parts = coordinates.split(separator: ",").map { String($0) }
        guard parts.count >= 2, Double(parts[0]) != nil, Double(parts[1]) != nil else { return nil }
        return "\(parts[0]);\(parts[1])"
    }

    /// `+01:00`, `-0500`: the sign, hours and minutes of a UTC offset.
    private static func utcOffset(_ value: String) -> (sign: String, hours: String, minutes: String)? {
        var text = value.trimming(" ")
        if let first = text.first, first.isASCII, first.isNumber { text = "+" + text }  // Lotus Notes' `1:00`
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            text.dropFirst().count == digits.count || text.dropFirst().count == digits.count + 1
        else { return nil }
        let parts = text.dropFirst().split(separator: ":")
        let hours =
            parts.count == 2
            ? String(parts[0]) : String(digits.prefix(digits.count > 2 ? digits.count - 2 : digits.count))
        let minutes = parts.count == 2 ? String(parts[1]) : (digits.count > 2 ? String(digits.suffix(2)) : "00")
        guard hours.count <= 2, minutes.count == 2 else { return nil }
        return (String(sign), hours.count == 1 ? "0" + hours : hours, minutes)
    }
}
