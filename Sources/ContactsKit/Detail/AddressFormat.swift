import Foundation

/// Postal addresses in the order of their country, as a letter is addressed there: a label's
/// lines. The country comes from Apple's `X-ABADR` code when the card has one, else from the
/// address's country name (in English, in its own language, or as an ISO code); an address of
/// an unknown country is written as in the United States.
enum AddressFormat {
    /// How a country orders an address's parts.
    enum Order {
        /// Street; locality, region postal code (United States, Canada, Australia).
        case american
        /// Street; postal code locality; region (most of Europe and Latin America).
        case continental
        /// Street; locality; region; postal code (United Kingdom, Ireland).
        case british
        /// Street; locality; region; postal code (Russia, Ukraine, Belarus, Kazakhstan).
        case russian
        /// Street; locality - region; postal code (Brazil).
        case brazilian
        /// Postal code; region locality street, largest first and without spaces (Japan, China,
        /// Taiwan, Korea), when written in their script.
        case eastAsian
    }

    static func order(countryCode code: String) -> Order {
        switch code.lowercased() {
        case "us", "ca", "au", "nz", "ph", "in", "pr": .american
        case "gb", "uk", "ie": .british
        case "ru", "ua", "by", "kz": .russian
        case "br": .brazilian
        case "jp", "cn", "tw", "kr", "hk": .eastAsian
        case "de", "at", "ch", "fr", "es", "it", "nl", "be", "lu", "dk", "no", "se", "fi", "is", "pl", "pt", "cz", "sk",
            "hu", "si",
            "hr", "ro", "bg", "gr", "ee", "lv", "lt", "mx", "ar", "cl", "co", "pe", "uy", "il", "tr", "vn", "ng", "za":
            .continental
        default: .american
        }
    }

    /// Country names as cards write them, folded (lower-case, without accents), to ISO codes.
    static let countries: [String: String] = {
        let names: [String: [String]] = [
            "us": ["united states", "united states of america", "usa", "u.s.a.", "u.s.", "america"],
            "ca": ["canada"], "au": ["australia"], "nz": ["new zealand"], "in": ["india"],
            "gb": ["united kingdom", "uk", "great britain", "england", "scotland", "wales", "northern ireland"],
            "ie": ["ireland", "eire", "éire", "poblacht na heireann"], "de": ["germany", "deutschland"],
            "at": ["austria", "osterreich", "österreich"], "ch": ["switzerland", "schweiz", "suisse", "svizzera"],
            "fr": ["france"], "es": ["spain", "espana", "españa"], "it": ["italy", "italia"],
            "nl": ["netherlands", "the netherlands", "nederland", "holland"],
            "be": ["belgium", "belgique", "belgie", "belgië"],
            "lu": ["luxembourg"], "dk": ["denmark", "danmark"], "no": ["norway", "norge"], "se": ["sweden", "sverige"],
            "fi": ["finland", "suomi"], "is": ["iceland", "island"], "pl": ["poland", "polska"], "pt": ["portugal"],
            "cz": ["czech republic", "czechia", "cesko", "česko"], "sk": ["slovakia", "slovensko"],
            "hu": ["hungary", "magyarorszag", "magyarország"], "gr": ["greece", "ελλάδα"],
            "ro": ["romania", "românia"],
            "mx": ["mexico", "méxico"], "ar": ["argentina"], "br": ["brazil", "brasil"], "cl": ["chile"],
            "jp": ["japan", "日本", "nippon"], "cn": ["china", "中国", "中國"], "tw": ["taiwan", "台灣", "台湾"],
            "kr": ["south korea", "korea", "republic of korea", "대한민국", "한국"], "hk": ["hong kong", "香港"],
            "ru": ["russia", "russian federation", "россия"], "ua": ["ukraine", "україна", "украина"],
            "by": ["belarus", "беларусь"], "vn": ["vietnam", "viet nam", "việt nam"], "ng": ["nigeria"],
            "il": ["israel"],
            "tr": ["turkey", "türkiye", "turkiye"], "za": ["south africa"],
        ]
        var table: [String: String] = [:]
        for (code, list) in names {
            table[code] = code
            for name in list { table[name] = code }
        }
        return table
    }()

    /// The ISO code of a country name or code as a card writes it; nil when unknown.
    static func countryCode(_ name: String) -> String? {
        let key = name.trimmed.lowercased()
        return countries[key] ?? countries[key.folding(options: [.diacriticInsensitive], locale: nil)]
    }

    /// The lines of an address, empty parts left out.
    static func lines(
        poBox: String, extended: String, street: String, locality: String, region: String, postalCode: String,
        country: String, countryCode: String?
    ) -> [String] {
        let code = countryCode.flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed } ?? Self.countryCode(country) ?? ""
        var order = Self.order(countryCode: code)
        // Where an address's extended part (a building, c/o, an apartment) goes: after the street
        // in the United States' and Britain's habit, before it in continental Europe's (France's
        // NF Z10-011: "Bâtiment C" above "21 avenue Tony Garnier"), a post-office box last there.
        func lineParts(_ parts: [String]) -> [String] {
            parts.flatMap { $0.split(whereSeparator: \.isNewline).map { String($0).trimmed } }
        }
        let westernStreet = lineParts([poBox, street, extended])
        let streetLines = order == .continental ? lineParts([extended, street, poBox]) : westernStreet
        if order == .eastAsian,
            !(westernStreet + [locality, region]).joined().unicodeScalars.contains(where: isEastAsian)
        {
            order = .american  // written in Latin letters: read in Western order
        }
        func joined(_ parts: [String], _ separator: String = " ") -> String {
            parts.filter { !$0.isEmpty }.joined(separator: separator)
        }
        var lines: [String]
        switch order {
        case .american:
            lines = streetLines + [joined([joined([locality, region], ", "), postalCode])]
        case .continental:
            lines = streetLines + [joined([postalCode, locality]), region]
        case .british, .russian:
            lines = streetLines + [locality, region, postalCode]
        case .brazilian:
            lines = streetLines + [joined([locality, region], " - "), postalCode]
        case .eastAsian:
            let separator = code.lowercased() == "kr" ? " " : ""
            lines = [
                postalCode.isEmpty ? "" : (code.lowercased() == "jp" ? "〒" : "") + postalCode,
                joined([region, locality] + [street, extended, poBox], separator),
            ]
        }
        lines.append(country)
        return lines.filter { !$0.isEmpty }
    }

    private static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF: true
        default: false
        }
    }
}
