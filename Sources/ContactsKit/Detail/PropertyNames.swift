import VCard

/// The readable name, label and value of each property `contacts show` prints, the standard ones
/// of vCard 3.0 and 4.0 and the `X-` ones clients write (Apple's, Google's, Evolution's, KDE's,
/// Outlook's); any other `X-` property is named after itself (`X-SHOE-SIZE` is `shoe size`).
enum PropertyNames {
    /// Instant messaging: `X-AIM:alice` is `im  AIM  alice`.
    static let messaging: [String: String] = [
        "X-AIM": "AIM", "X-ICQ": "ICQ", "X-JABBER": "Jabber", "X-MSN": "MSN", "X-YAHOO": "Yahoo", "X-SKYPE": "Skype",
        "X-SKYPE-USERNAME": "Skype", "X-GOOGLE-TALK": "Google Talk", "X-GTALK": "Google Talk", "X-QQ": "QQ",
        "X-GADUGADU": "Gadu-Gadu", "X-GROUPWISE": "GroupWise", "X-MATRIX": "Matrix", "X-SIP": "SIP",
        "X-EVOLUTION-JABBER": "Jabber", "X-KADDRESSBOOK-X-IMADDRESS": "im",
    ]

    /// Social networks written as their own property: `X-TWITTER:@alice` is `social  twitter  @alice`.
    static let social: [String: String] = [
        "X-TWITTER": "twitter", "X-FACEBOOK": "facebook", "X-LINKEDIN": "linkedin", "X-MASTODON": "mastodon",
        "X-INSTAGRAM": "instagram", "X-FLICKR": "flickr", "X-MYSPACE": "myspace",
    ]

    /// Relations written as their own property: `X-SPOUSE:Jane` is `related  spouse  Jane`.
    static let relations: [String: String] = [
        "X-SPOUSE": "spouse", "X-MANAGER": "manager", "X-ASSISTANT": "assistant", "X-EVOLUTION-SPOUSE": "spouse",
        "X-EVOLUTION-MANAGER": "manager", "X-EVOLUTION-ASSISTANT": "assistant", "X-KADDRESSBOOK-X-SPOUSENAME": "spouse",
        "X-KADDRESSBOOK-X-MANAGERSNAME": "manager", "X-KADDRESSBOOK-X-ASSISTANTSNAME": "assistant",
        "X-MS-MANAGER": "manager",
        "X-MS-ASSISTANT": "assistant", "X-MS-SPOUSE": "spouse", "X-CHILDREN": "children", "X-MS-CHILD": "child",
    ]

    /// Other properties with a name of their own.
    static let names: [String: (CardField.Kind, String)] = [
        "URL": (.url, "url"), "ROLE": (.role, "role"), "BDAY": (.birthday, "birthday"),
        "ANNIVERSARY": (.anniversary, "anniversary"),
        "X-ANNIVERSARY": (.anniversary, "anniversary"), "X-EVOLUTION-ANNIVERSARY": (.anniversary, "anniversary"),
        "X-ABDATE": (.date, "date"), "DEATHDATE": (.date, "death date"), "X-DEATHDATE": (.date, "death date"),
        "BIRTHPLACE": (.other, "birthplace"), "DEATHPLACE": (.other, "death place"), "GENDER": (.gender, "gender"),
        "X-GENDER": (.gender, "gender"), "LANG": (.language, "language"), "TZ": (.timeZone, "time zone"),
        "GEO": (.location, "location"), "KEY": (.key, "key"), "FBURL": (.calendar, "free/busy"),
        "CALURI": (.calendar, "calendar"),
        "CALADRURI": (.calendar, "calendar requests"), "LOGO": (.media, "logo"), "SOUND": (.media, "sound"),
        "SOURCE": (.url, "source"), "X-MAILER": (.other, "mailer"), "X-CLASS": (.other, "class"),
        "X-SORT-STRING": (.other, "sort as"), "X-PHONETIC-FIRST-NAME": (.other, "phonetic given name"),
        "X-PHONETIC-MIDDLE-NAME": (.other, "phonetic middle name"),
        "X-PHONETIC-LAST-NAME": (.other, "phonetic family name"),
        "X-PHONETIC-ORG": (.other, "phonetic organization"), "X-MAIDENNAME": (.other, "maiden name"),
        "EXPERTISE": (.other, "expertise"), "HOBBY": (.other, "hobby"), "INTEREST": (.other, "interest"),
        "ORG-DIRECTORY": (.url, "directory"), "CONTACT-URI": (.url, "contact"), "PRONOUNS": (.other, "pronouns"),
        "GRAMGENDER": (.other, "grammatical gender"), "CREATED": (.other, "created"), "X-AGENT": (.related, "agent"),
        "NOTE": (.note, "note"), "XML": (.other, "xml"),
    ]

    /// Vendor prefixes left out of a readable name.
    static let vendorPrefixes = [
        "X-EVOLUTION-", "X-KADDRESSBOOK-X-", "X-KADDRESSBOOK-", "X-MOZILLA-", "X-MS-", "X-ANDROID-", "X-",
    ]

    /// The field for `property` of `card`; nil for a property with nothing to show.
    static func field(_ property: VCardProperty, in card: VCard, resolve: (String) -> Contact?) -> CardField? {
        let name = property.name
        let text = TextValues.describeData(property.value) ?? property.text.trimmed
        guard !text.isEmpty else { return nil }
        let groupLabel = card.groupLabel(of: property)
        switch name {
        case "EMAIL": return CardField(kind: .email, name: "email", label: card.label(of: property), value: text)
        case "TEL":
            let number = text.lowercased().hasPrefix("tel:") ? String(text.dropFirst(4)) : text
            return CardField(kind: .phone, name: "phone", label: card.label(of: property), value: number)
        case "IMPP":
            let (service, handle) = Self.service(property, text)
            return CardField(kind: .messaging, name: "im", label: groupLabel ?? service, value: handle)
        case "SOCIALPROFILE", "X-SOCIALPROFILE":
            let service =
                property.parameter("SERVICE-TYPE")?.first ?? property.parameter("X-SERVICE-TYPE")?.first
                ?? property.types.first { $0 != "pref" } ?? ""
            return CardField(kind: .social, name: "social", label: groupLabel ?? service, value: text)
        case "RELATED", "X-ABRELATEDNAMES":
            let relation = groupLabel ?? property.types.first { $0 != "pref" } ?? ""
            let target = Self.related(text, resolve: resolve)
            return CardField(kind: .related, name: "related", label: relation, value: target)
        case "BDAY", "ANNIVERSARY", "X-ANNIVERSARY", "X-EVOLUTION-ANNIVERSARY", "X-ABDATE", "DEATHDATE", "X-DEATHDATE":
            let (kind, readable) = names[name] ?? (.date, "date")
            return CardField(kind: kind, name: readable, label: groupLabel ?? "", value: Self.date(property) ?? text)
        case "GENDER", "X-GENDER":
            return CardField(kind: .gender, name: "gender", value: Self.gender(property))
        case "GEO":
            return CardField(kind: .location, name: "location", label: groupLabel ?? "", value: Self.geo(text))
        case "URL":
            return CardField(
                kind: .url, name: "url",
                label: card.label(of: property) == "other" ? (groupLabel ?? "") : card.label(of: property),
                value: text)
        default:
            if let service = messaging[name] {
                return CardField(kind: .messaging, name: "im", label: groupLabel ?? service, value: text)
            }
            if let network = social[name] {
                return CardField(kind: .social, name: "social", label: groupLabel ?? network, value: text)
            }
            if let relation = relations[name] {
                return CardField(
                    kind: .related, name: "related", label: groupLabel ?? relation,
                    value: Self.related(text, resolve: resolve))
            }
            let (kind, readable) = names[name] ?? (.other, readableName(name))
            let label = groupLabel ?? property.types.filter { $0 != "pref" && $0 != "internet" }.joined(separator: ", ")
            return CardField(kind: kind, name: readable, label: label, value: text)
        }
    }

    /// `X-SHOE-SIZE` → `shoe size`, `X-EVOLUTION-BLOG-URL` → `blog url`, `EXPERTISE` → `expertise`.
    static func readableName(_ name: String) -> String {
        var rest = Substring(name)
        for prefix in vendorPrefixes where rest.hasPrefix(prefix) && rest.count > prefix.count {
            rest = rest.dropFirst(prefix.count)
            break
        }
        return rest.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }.reduce(into: "") { $0.append($1) }
    }

    /// An `IMPP` value's service (its `X-SERVICE-TYPE`, else its URI scheme) and handle.
    private static func service(_ property: VCardProperty, _ text: String) -> (String, String) {
        let named = property.parameter("X-SERVICE-TYPE")?.first ?? property.parameter("SERVICE-TYPE")?.first
        guard let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") else { return (named ?? "", text) }
        let scheme = String(text[..<colon]).lowercased()
        let handle = String(text[text.index(after: colon)...])
        return (named ?? scheme, handle.isEmpty ? text : handle)
    }

    /// A related contact: the name (and position) of the contact whose card has the UID it names.
    private static func related(_ value: String, resolve: (String) -> Contact?) -> String {
        guard let contact = resolve(value) else { return value }
        return "\(contact.displayName) (\(contact.position))"
    }

    /// `M`, `F;woman`: the sex spelt out, then the identity.
    private static func gender(_ property: VCardProperty) -> String {
        let parts = property.components.map(\.trimmed)
        let sex: [String: String] = ["M": "male", "F": "female", "O": "other", "N": "none", "U": "unknown"]
        let first = parts.first.map { sex[$0.uppercased()] ?? $0 } ?? ""
        return ([first] + parts.dropFirst()).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// A date as `YYYY-MM-DD` or `--MM-DD` (without a year, Apple's `X-APPLE-OMIT-YEAR` and
    /// placeholder years honoured); nil for text (`circa 1800`), which is shown as written.
    private static func date(_ property: VCardProperty) -> String? {
        guard property.parameter("VALUE")?.first?.lowercased() != "text", var date = VCardDate(parsing: property.value)
        else { return nil }
        if let year = date.year, date.month != nil, date.day != nil,
            VCardDate.placeholderYears.contains(year) || property.parameter("X-APPLE-OMIT-YEAR")?.first == String(year)
        {
            date.year = nil
        }
        return date.isoString ?? date.vCardValue
    }

    /// `geo:37.386013,-122.082932` (or `37.386013;-122.082932`) → `37.386013, -122.082932`.
    private static func geo(_ text: String) -> String {
        var value = Substring(text)
        if value.lowercased().hasPrefix("geo:") { value = value.dropFirst(4) }
        // 4.0's `geo:LAT,LON;u=…` or 3.0's `LAT;LON`.
        let coordinates =
            value.contains(",")
            ? (value.split(separator: ";").first.map { $0.split(separator: ",").prefix(2) } ?? [])
            : value.split(separator: ";").prefix(2)
        return coordinates.count == 2 ? coordinates.map { String($0).trimmed }.joined(separator: ", ") : text
    }
}
