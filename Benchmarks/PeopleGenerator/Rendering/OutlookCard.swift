import BenchmarkSupport

/// A card as Outlook exports it (vCard 2.1): bare parameters, `N;LANGUAGE=en-us`, national numbers,
/// QUOTED-PRINTABLE UTF-8 for any value that is not plain ASCII, `BDAY:YYYYMMDD`.
enum OutlookCard {
    static func lines(_ card: CardDraft, _ random: inout SplitMix64) -> [String] {
        var lines = ["BEGIN:VCARD", "VERSION:2.1"]
        if card.isOrganization {
            lines.append("N:;;;;")
            lines.append(property("FN", card.formattedName))
            lines.append(property("ORG", card.organization ?? card.formattedName))
        } else {
            lines.append(property("N;LANGUAGE=en-us", escaped(card.family) + ";" + escaped(card.given)))
            lines.append(property("FN", card.formattedName))
            if let organization = card.organization {
                lines.append(
                    property(
                        "ORG",
                        escaped(outlookName(organization, &random)) + (card.department.map { ";" + escaped($0) } ?? ""))
                )
            }
            if let title = card.title { lines.append(property("TITLE", title)) }
        }
        if let note = card.note { lines.append(property("NOTE", note)) }
        for phone in card.phones {
            let type =
                switch phone.kind {
                case .cell: "CELL;VOICE"
                case .home: "HOME;VOICE"
                case .work: "WORK;VOICE"
                }
            lines.append("TEL;\(type):\(phone.number.written(Source.outlook.phoneForm(&random)))")
        }
        if let place = card.place {
            let type = card.placeIsWork ? "WORK" : "HOME"
            let components = [
                "", "", place.street, place.city, place.region, place.postalCode, place.country.outlookName,
            ]
            lines.append(property("ADR;\(type)", components.map(escaped).joined(separator: ";")))
            if random.chance(0.4) {
                let cityLine = [place.city, place.region, place.postalCode].filter { !$0.isEmpty }.joined(
                    separator: " ")
                let label = [place.street, cityLine, place.country.outlookName].joined(separator: "\n")
                lines.append(property("LABEL;\(type);ENCODING=QUOTED-PRINTABLE", label, alwaysEncoded: true))
            }
        }
        if let url = card.url { lines.append("URL;WORK:\(url)") }
        if let birthday = card.birthday, !card.birthdayWithoutYear {
            lines.append(
                "BDAY:\(birthday.year)\(VCardText.twoDigits(birthday.month))\(VCardText.twoDigits(birthday.day))")
        }
        for (index, email) in card.emails.enumerated() {
            lines.append("EMAIL;\(index == 0 ? "PREF;" : "")INTERNET:\(email.address)")
        }
        if card.place != nil { lines.append("X-MS-OL-DEFAULT-POSTAL-ADDRESS:\(card.placeIsWork ? 2 : 1)") }
        let date = [20 + random.below(5), 1 + random.below(12), 1 + random.below(28)].map(VCardText.twoDigits).joined()
        let time = [random.below(24), random.below(60), random.below(60)].map(VCardText.twoDigits).joined()
        lines.append("REV:20\(date)T\(time)Z")
        lines += ["UID:\(card.uid)", "END:VCARD"]
        return lines
    }

    /// `NAME:value`, or, for text that is not plain ASCII, `NAME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:…`
    /// with soft line breaks, as Outlook writes it.
    private static func property(_ head: String, _ value: String, alwaysEncoded: Bool = false) -> String {
        guard alwaysEncoded || VCardText.needsQuotedPrintable(value) else { return head + ":" + value }
        var fullHead = head
        if !head.contains("ENCODING=") { fullHead += ";ENCODING=QUOTED-PRINTABLE" }
        if value.utf8.contains(where: { $0 >= 0x80 }) { fullHead += ";CHARSET=UTF-8" }
        return fullHead + ":" + VCardText.quotedPrintable(value, firstLineUsed: fullHead.utf8.count + 1)
    }

    /// vCard 2.1 escapes only `;` inside a structured component.
    private static func escaped(_ component: String) -> String {
        guard component.contains(";") else { return component }
        return component.split(separator: ";", omittingEmptySubsequences: false).joined(separator: "\\;")
    }

    /// Outlook users often write the legal form with a full stop (`Acme Corp.`).
    private static func outlookName(_ organization: String, _ random: inout SplitMix64) -> String {
        let abbreviated = ["Corp", "Inc", "Ltd", "Co"].contains { organization.hasSuffix(" " + $0) }
        return abbreviated && random.chance(0.6) ? organization + "." : organization
    }
}
