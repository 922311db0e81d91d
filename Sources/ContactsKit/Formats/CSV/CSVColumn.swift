import VCard

/// What one column of a CSV header holds: a field of the contact, or one part of a numbered slot
/// (Google's `E-mail 1 - Value` and `E-mail 1 - Type`, Outlook's `Business Street`), or nothing read.
enum CSVColumn: Hashable {
    enum NamePart: Hashable { case formatted, given, additional, family, prefix, suffix }
    enum Kind: Hashable { case email, phone, url }
    enum AddressPart: Hashable { case formatted, street, locality, region, postalCode, country, poBox, extended }

    case name(NamePart)
    case nickname, organization, department, title, birthday, anniversary, note
    /// Category names, separated by Google's ` ::: ` or by `;` or `,`.
    case categories
    /// A value of slot `slot`, with these types unless a type column of the same slot says others.
    case value(Kind, slot: String, types: [String])
    case type(Kind, slot: String)
    case address(slot: String, part: AddressPart, types: [String])
    case addressType(slot: String)
    case ignored

    /// The column a header names, or nil for a name this reader does not know.
    /// - Parameter outlook: Whether the header is Outlook's, where `Title` is the name prefix (Mr.).
    init?(header: String, outlook: Bool) {
        let key = header.trimmedBlanks.lowercased()
        if let column = Self.numbered(key) {
            self = column
        } else if outlook, key == "title" {
            self = .name(.prefix)
        } else if let column = Self.named[key] {
            self = column
        } else if let column = Self.outlookAddress(key) {
            self = column
        } else {
            return nil
        }
    }

    /// The column a `--map` field stands for.
    init(field: CSVField, column: String) {
        switch field {
        case .name: self = .name(.formatted)
        case .given: self = .name(.given)
        case .middle: self = .name(.additional)
        case .family: self = .name(.family)
        case .prefix: self = .name(.prefix)
        case .suffix: self = .name(.suffix)
        case .nickname: self = .nickname
        case .email: self = .value(.email, slot: "map " + column, types: [])
        case .phone: self = .value(.phone, slot: "map " + column, types: [])
        case .mobile: self = .value(.phone, slot: "map " + column, types: ["cell"])
        case .url: self = .value(.url, slot: "map " + column, types: [])
        case .organization: self = .organization
        case .department: self = .department
        case .title: self = .title
        case .birthday: self = .birthday
        case .anniversary: self = .anniversary
        case .note: self = .note
        case .categories: self = .categories
        case .street: self = .address(slot: "map", part: .street, types: [])
        case .city: self = .address(slot: "map", part: .locality, types: [])
        case .region: self = .address(slot: "map", part: .region, types: [])
        case .postcode: self = .address(slot: "map", part: .postalCode, types: [])
        case .country: self = .address(slot: "map", part: .country, types: [])
        case .ignore: self = .ignored
        }
    }

    /// Google's numbered columns: `E-mail 1 - Value`, `Phone 2 - Type`, `Address 1 - City`,
    /// `Website 1 - Label`, `Organization 1 - Name`; other numbered groups (Relation, Event, IM,
    /// Custom Field) are known and not read.
    private static func numbered(_ key: String) -> CSVColumn? {
        let words = key.split(separator: " ", maxSplits: 2)
        guard words.count == 3, let slot = Int(words[1]), words[2].hasPrefix("- ") else { return nil }
        let part = String(words[2].dropFirst(2))
        let isType = part == "type" || part == "label"
        let slotName = String(slot)
        switch words[0] {
        case "e-mail", "email":
            return isType
                ? .type(.email, slot: slotName) : part == "value" ? .value(.email, slot: slotName, types: []) : .ignored
        case "phone":
            return isType
                ? .type(.phone, slot: slotName) : part == "value" ? .value(.phone, slot: slotName, types: []) : .ignored
        case "website":
            return isType
                ? .type(.url, slot: slotName) : part == "value" ? .value(.url, slot: slotName, types: []) : .ignored
        case "address":
            if isType { return .addressType(slot: slotName) }
            let parts: [String: AddressPart] = [
                "formatted": .formatted, "street": .street, "city": .locality, "region": .region,
                "postal code": .postalCode,
                "country": .country, "po box": .poBox, "extended address": .extended,
            ]
            return parts[part].map { .address(slot: slotName, part: $0, types: []) } ?? .ignored
        case "organization":
            guard slot == 1 else { return .ignored }
            return ["name": .organization, "title": .title, "department": .department][part] ?? .ignored
        case "relation", "event", "im", "custom field", "external id", "calendar link", "jot": return .ignored
        default: return nil
        }
    }

    /// Outlook's address columns: `Business Street`, `Home City`, `Other Country/Region`, ….
    private static func outlookAddress(_ key: String) -> CSVColumn? {
        let places = [("business ", "work"), ("home ", "home"), ("other ", "other")]
        let parts: [String: AddressPart] = [
            "street": .street, "city": .locality, "state": .region, "postal code": .postalCode,
            "country/region": .country,
            "country": .country, "po box": .poBox, "street 2": .extended,
        ]
        for (prefix, type) in places where key.hasPrefix(prefix) {
            if let part = parts[String(key.dropFirst(prefix.count))] {
                return .address(slot: type, part: part, types: [type])
            }
        }
        return nil
    }

    /// Column names of Google's two header generations, Outlook's and common generic ones.
    private static let named: [String: CSVColumn] = {
        var table: [String: CSVColumn] = [:]
        func add(_ names: [String], _ column: CSVColumn) { for name in names { table[name] = column } }
        add(["name", "full name", "display name", "displayname", "fn", "contact name"], .name(.formatted))
        add(["given name", "first name", "firstname", "given", "first"], .name(.given))
        add(["additional name", "middle name", "middle"], .name(.additional))
        add(["family name", "last name", "lastname", "surname", "family", "last"], .name(.family))
        add(["name prefix", "prefix"], .name(.prefix))
        add(["name suffix", "suffix"], .name(.suffix))
        add(["nickname", "nick", "alias"], .nickname)
        add(["organization name", "organization", "organisation", "company", "org"], .organization)
        add(["organization title", "job title", "title", "role"], .title)
        add(["organization department", "department"], .department)
        add(["birthday", "bday", "birth date", "date of birth", "birthdate"], .birthday)
        add(["anniversary"], .anniversary)
        add(["notes", "note", "comments", "comment"], .note)
        add(["group membership", "labels", "categories", "category", "groups"], .categories)
        add(
            ["email", "e-mail", "email address", "mail", "e-mail address", "primary email"],
            .value(.email, slot: "o1", types: []))
        add(["e-mail 2 address", "secondary email"], .value(.email, slot: "o2", types: []))
        add(["e-mail 3 address"], .value(.email, slot: "o3", types: []))
        let phones: [(String, [String])] = [
            ("phone", []), ("telephone", []), ("tel", []), ("phone number", []), ("mobile", ["cell"]),
            ("mobile phone", ["cell"]),
            ("cell", ["cell"]), ("home phone", ["home"]), ("home phone 2", ["home"]), ("business phone", ["work"]),
            ("business phone 2", ["work"]), ("work phone", ["work"]), ("car phone", ["car"]),
            ("other phone", ["other"]),
            ("primary phone", []), ("pager", ["pager"]), ("business fax", ["work", "fax"]),
            ("home fax", ["home", "fax"]),
            ("other fax", ["fax"]), ("company main phone", ["work"]), ("fax", ["fax"]),
        ]
        for (name, types) in phones { table[name] = .value(.phone, slot: name, types: types) }
        add(
            ["website", "web page", "web site", "url", "personal web page", "homepage"],
            .value(.url, slot: "o1", types: []))
        add(["address", "street", "street address"], .address(slot: "g", part: .street, types: []))
        add(["city", "town", "locality"], .address(slot: "g", part: .locality, types: []))
        add(["state", "region", "province", "county"], .address(slot: "g", part: .region, types: []))
        add(
            ["zip", "zip code", "postal code", "postcode", "post code"],
            .address(slot: "g", part: .postalCode, types: []))
        add(["country", "country/region"], .address(slot: "g", part: .country, types: []))
        // Known and not read: phonetic names, Google's and Outlook's bookkeeping.
        add(
            [
                "yomi name", "given name yomi", "additional name yomi", "family name yomi", "phonetic first name",
                "phonetic middle name", "phonetic last name", "initials", "short name", "maiden name", "gender",
                "location",
                "billing information", "directory server", "mileage", "occupation", "hobby", "sensitivity", "priority",
                "subject", "language", "photo", "given yomi", "surname yomi", "company yomi", "imaddress",
                "office location",
                "manager's name", "assistant's name", "assistant's phone", "spouse", "schools", "languages", "callback",
                "radio phone", "telex", "tty/tdd phone", "isdn", "user 1", "user 2", "user 3", "user 4",
                "e-mail display name",
                "e-mail 2 display name", "e-mail 3 display name", "e-mail type", "e-mail 2 type", "e-mail 3 type",
                "account", "business address po box", "home address po box", "other address po box",
                "internet free busy",
                "keywords", "mileage", "office location", "organizational id number", "private", "referred by",
                "reminder",
                "birthday reminder", "business street 3", "home street 3", "other street 3", "government id number",
                "children", "web page 2", "file as",
            ], .ignored)
        return table
    }()
}
