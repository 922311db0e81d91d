import BenchmarkSupport
import Foundation

/// A card as iCloud and the iPhone export it (vCard 3.0).
enum ICloudCard {
    static func lines(_ card: CardDraft, _ random: inout SplitMix64) -> [String] {
        let e = VCardText.escaped
        var lines = [
            "BEGIN:VCARD", "VERSION:3.0",
            "PRODID:-//Apple Inc.//\(random.pick(["iPhone OS 17.0", "iPhone OS 16.6", "Mac OS X 14.2"]))//EN",
        ]
        var item = 0
        if card.isOrganization {
            lines += [
                "N:;;;;", "FN:\(e(card.formattedName))", "ORG:\(e(card.organization ?? card.formattedName));",
                "X-ABShowAs:COMPANY",
            ]
        } else {
            if card.hasStructuredName { lines.append("N:\(e(card.family));\(e(card.given));;;") }
            lines.append("FN:\(e(card.formattedName))")
            if let given = card.phoneticGiven { lines.append("X-PHONETIC-FIRST-NAME:\(e(given))") }
            if let family = card.phoneticFamily { lines.append("X-PHONETIC-LAST-NAME:\(e(family))") }
            if let nickname = card.nickname { lines.append("NICKNAME:\(e(nickname))") }
            if let organization = card.organization {
                lines.append("ORG:\(e(organization));\(e(card.department ?? ""))")
            }
            if let title = card.title { lines.append("TITLE:\(e(title))") }
        }
        for (index, email) in card.emails.enumerated() {
            let pref = index == 0 ? ";type=pref" : ""
            if email.kind == .other {
                item += 1
                lines.append("item\(item).EMAIL;type=INTERNET\(pref):\(email.address)")
                lines.append("item\(item).X-ABLabel:_$!<Other>!$_")
            } else {
                lines.append(
                    "EMAIL;type=INTERNET;type=\(email.kind == .work ? "WORK" : "HOME")\(pref):\(email.address)")
            }
        }
        for (index, phone) in card.phones.enumerated() {
            let type =
                switch phone.kind {
                case .cell: "type=CELL;type=VOICE"
                case .home: "type=HOME;type=VOICE"
                case .work: phone.number.groups.last?.hasSuffix("000") == true ? "type=MAIN" : "type=WORK;type=VOICE"
                }
            lines.append(
                "TEL;\(type)\(index == 0 ? ";type=pref" : ""):\(phone.number.written(Source.icloud.phoneForm(&random)))"
            )
        }
        if let place = card.place {
            let type = card.placeIsWork ? "WORK" : "HOME"
            let value = [place.street, place.city, place.region, place.postalCode, place.country.iCloudName].map(e)
                .joined(separator: ";")
            if random.chance(0.5) {
                item += 1
                lines.append("item\(item).ADR;type=\(type);type=pref:;;\(value)")
                lines.append("item\(item).X-ABADR:\(String(describing: place.country))")
            } else {
                lines.append("ADR;type=\(type):;;\(value)")
            }
        }
        if let birthday = card.birthday {
            let monthDay = VCardText.twoDigits(birthday.month) + "-" + VCardText.twoDigits(birthday.day)
            lines.append(
                card.birthdayWithoutYear
                    ? "BDAY;X-APPLE-OMIT-YEAR=1604:1604-\(monthDay)" : "BDAY:\(birthday.year)-\(monthDay)")
        }
        if let note = card.note { lines.append("NOTE:\(e(note))") }
        if let url = card.url {
            item += 1
            lines.append("item\(item).URL;type=pref:\(url)")
            lines.append("item\(item).X-ABLabel:_$!<HomePage>!$_")
        }
        if let photo = card.photo {
            lines.append(VCardText.folded("PHOTO;ENCODING=b;TYPE=JPEG:" + Data(photo).base64EncodedString()))
        }
        lines += ["UID:\(card.uid)", "END:VCARD"]
        return lines
    }
}
