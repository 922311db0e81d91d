import Foundation
import VCard

/// Thunderbird's and Evolution's LDIF attributes (`mozillaAbPersonAlpha`, `inetOrgPerson`,
/// `evolutionPerson`) read into a contact.
enum LDIFContact {
    /// The contact of one entry; its `dn` is the entry's identity.
    static func contact(
        _ attributes: [(name: String, value: [UInt8])]
    ) -> (contact: PortableContact, dn: String, warnings: [String]) {
        var contact = PortableContact()
        var dn = ""
        var warnings: [String] = []
        var work = PostalAddress(label: "work", types: ["work"])
        var home = PostalAddress(label: "home", types: ["home"])
        var birth = (year: Int?.none, month: Int?.none, day: Int?.none)
        func line(_ address: inout String, _ value: String) {
            address = address.isEmpty ? value : address + "\n" + value
        }
        for (name, bytes) in attributes {
            if name == "jpegphoto" {
                contact.photo = (bytes, "image/jpeg")
                continue
            }
            let value = TextDecoding.decode(bytes[...]).trimmedBlanks
            guard !value.isEmpty else { continue }
            switch name {
            case "dn": dn = value
            case "cn", "displayname": if contact.formattedName.isEmpty { contact.formattedName = value }
            case "givenname": contact.name.given = value
            case "sn", "surname": contact.name.family = value
            case "mozillanickname", "xmozillanickname", "nickname": contact.nicknames.append(value)
            case "mail": PortableContact.append(value, types: [], to: &contact.emails)
            case "mozillasecondemail", "xmozillasecondemail":
                PortableContact.append(value, types: [], to: &contact.emails)
            case "telephonenumber": PortableContact.append(value, types: ["work"], to: &contact.phones)
            case "homephone": PortableContact.append(value, types: ["home"], to: &contact.phones)
            case "mobile", "cellphone": PortableContact.append(value, types: ["cell"], to: &contact.phones)
            case "facsimiletelephonenumber", "fax": PortableContact.append(value, types: ["fax"], to: &contact.phones)
            case "pager", "pagerphone": PortableContact.append(value, types: ["pager"], to: &contact.phones)
            case "o", "company": contact.organization = value
            case "ou", "department": contact.department = value
            case "title": contact.title = value
            case "street", "streetaddress": line(&work.street, value)
            case "mozillaworkstreet2": line(&work.street, value)
            case "l", "locality": work.locality = value
            case "st": work.region = value
            case "postalcode": work.postalCode = value
            case "c", "countryname": work.country = value
            case "mozillahomestreet", "mozillahomestreet2": line(&home.street, value)
            case "mozillahomelocalityname": home.locality = value
            case "mozillahomestate": home.region = value
            case "mozillahomepostalcode": home.postalCode = value
            case "mozillahomecountryname": home.country = value
            case "postaladdress": line(&work.street, value.replacingOccurrences(of: "$", with: "\n"))
            case "homepostaladdress": line(&home.street, value.replacingOccurrences(of: "$", with: "\n"))
            case "mozillaworkurl", "workurl": PortableContact.append(value, types: ["work"], to: &contact.urls)
            case "mozillahomeurl", "homeurl", "labeleduri":
                PortableContact.append(value, types: ["home"], to: &contact.urls)
            case "birthyear": birth.year = Int(value)
            case "birthmonth": birth.month = Int(value)
            case "birthday": birth.day = Int(value)
            case "birthdate":
                if let date = CSVHeader.date(value) {
                    contact.birthday = date
                } else {
                    warnings.append("birthDate '\(value)' is not a date; left out")
                }
            case "anniversary":
                if let date = CSVHeader.date(value) { contact.anniversary = date }
            case "description", "note": contact.notes.append(value)
            case "category", "categories": contact.categories += CSVHeader.categories(value)
            default: break
            }
        }
        if let month = birth.month, let day = birth.day {
            if (1...12).contains(month), (1...31).contains(day) {
                contact.birthday = VCardDate(year: birth.year, month: month, day: day)
            } else {
                warnings.append("birthday \(month)/\(day) is not a date; left out")
            }
        }
        for address in [home, work] where address.components.contains(where: { !$0.isEmpty }) {
            contact.addresses.append(address)
        }
        return (contact, dn, warnings)
    }
}
