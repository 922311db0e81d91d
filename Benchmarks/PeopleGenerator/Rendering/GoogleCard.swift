import BenchmarkSupport

/// A card as Google Contacts exports it (vCard 3.0): international numbers, plain TYPE parameters,
/// categories, no photo data.
enum GoogleCard {
    static func lines(_ card: CardDraft, _ random: inout SplitMix64) -> [String] {
        let e = VCardText.escaped
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:\(e(card.formattedName))"]
        if card.isOrganization {
            lines.append("ORG:\(e(card.organization ?? card.formattedName))")
        } else {
            if card.hasStructuredName { lines.append("N:\(e(card.family));\(e(card.given));;;") }
            if let nickname = card.nickname { lines.append("NICKNAME:\(e(nickname))") }
        }
        for email in card.emails {
            let type =
                switch email.kind {
                case .home: ";TYPE=HOME"
                case .work: ";TYPE=WORK"
                case .other: ""
                }
            lines.append("EMAIL;TYPE=INTERNET\(type):\(email.address)")
        }
        for phone in card.phones {
            let type =
                switch phone.kind {
                case .cell: "CELL"
                case .home: "HOME"
                case .work: "WORK"
                }
            lines.append("TEL;TYPE=\(type):\(phone.number.written(Source.google.phoneForm(&random)))")
        }
        if let place = card.place {
            let value = [place.street, place.city, place.region, place.postalCode, place.country.googleName].map(e)
                .joined(separator: ";")
            lines.append("ADR;TYPE=\(card.placeIsWork ? "WORK" : "HOME"):;;\(value)")
        }
        if !card.isOrganization, let organization = card.organization {
            lines.append("ORG:\(e(organization))" + (card.department.map { ";" + e($0) } ?? ""))
        }
        if let title = card.title { lines.append("TITLE:\(e(title))") }
        if let birthday = card.birthday {
            let monthDay = VCardText.twoDigits(birthday.month) + "-" + VCardText.twoDigits(birthday.day)
            lines.append(card.birthdayWithoutYear ? "BDAY:--\(monthDay)" : "BDAY:\(birthday.year)-\(monthDay)")
        }
        if let url = card.url { lines.append("URL:\(url)") }
        if let note = card.note { lines.append("NOTE:\(e(note))") }
        lines.append(random.chance(0.1) ? "CATEGORIES:myContacts,Starred" : "CATEGORIES:myContacts")
        lines += ["UID:\(card.uid)", "END:VCARD"]
        return lines
    }
}
