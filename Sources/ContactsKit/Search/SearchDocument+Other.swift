import VCard

extension SearchDocument {
    /// The text of the `other` column: what a card says about a contact besides the names, emails,
    /// phones and categories of the other columns, so that `list peanuts` finds a note's word and
    /// `list lisboa` a city (issue 41).
    ///
    /// The note; every part of each postal address (PO box, extended, street, locality, region,
    /// postcode, country); URLs and social profiles without their scheme and `www.` (`https` and
    /// `www` would be the two commonest words of the index and find nothing anyone looks for);
    /// instant messaging handles (`IMPP` without its scheme, `X-JABBER`, `X-SKYPE`, …); the
    /// organisational units; nicknames after the first (which is in the name column); and related
    /// people's names (`RELATED` and the vendors' `X-` relations, a `urn:` reference left out).
    /// A value written twice is indexed once.
    static func otherText(_ fields: ContactFields, card: VCard) -> String {
        var parts: [String] = []
        var seen: Set<String> = []
        func add(_ value: String) {
            let value = value.trimmed
            if !value.isEmpty, seen.insert(value).inserted { parts.append(value) }
        }
        add(fields.note)
        for address in fields.addresses {
            for part in [
                address.poBox, address.extended, address.street, address.locality, address.region,
                address.postalCode, address.country,
            ] {
                add(part)
            }
        }
        for unit in card.organization?.units ?? [] { add(unit) }
        // The first nickname is the name column's (``ContactFields/nickname``).
        for nickname in card.nicknames.dropFirst() { add(nickname) }
        for property in card.properties {
            switch property.name {
            case "URL", "SOCIALPROFILE", "X-SOCIALPROFILE":
                add(withoutScheme(property.text))
            case "IMPP":
                add(withoutScheme(property.text))
            case "RELATED", "X-ABRELATEDNAMES":
                let text = property.text
                if !text.lowercased().hasPrefix("urn:") { add(text) }
            default:
                if PropertyNames.messaging[property.name] != nil || PropertyNames.social[property.name] != nil {
                    add(withoutScheme(property.text))
                } else if PropertyNames.relations[property.name] != nil {
                    add(property.text)
                }
            }
        }
        var text = parts.joined(separator: " ")
        // SQLite reads text up to a NUL in places: none in an indexed value (as ``ContactFields``).
        if text.containsByte(0) { text.removeAll { $0 == "\u{0}" } }
        return text
    }

    /// `https://www.example.com/a` → `example.com/a`; `xmpp:ann@jabber.org` → `ann@jabber.org`;
    /// `@ann` and `ann.smith` unchanged. A scheme is letters, digits, `+`, `-` and `.` before the first
    /// `:`, at most 16 of them; `www.` goes only right after a `//`.
    static func withoutScheme(_ value: String) -> String {
        var rest = Substring(value.trimmed)
        if let colon = rest.firstIndex(of: ":") {
            let scheme = rest[..<colon]
            if !scheme.isEmpty, scheme.count <= 16,
                scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
                ),
                !scheme.first!.isNumber
            {
                rest = rest[rest.index(after: colon)...]
                if rest.hasPrefix("//") {
                    rest = rest.dropFirst(2)
                    if rest.lowercased().hasPrefix("www.") { rest = rest.dropFirst(4) }
                }
            }
        }
        return String(rest)
    }
}
