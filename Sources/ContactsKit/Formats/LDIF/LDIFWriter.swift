import Foundation
import VCard

/// Contacts as LDIF that Thunderbird imports (`mozillaAbPersonAlpha` attributes, RFC 2849): a
/// `version: 1` line, then an entry a contact, its `dn` `cn=NAME,mail=EMAIL` (unique in the
/// file). Values that are not safe ASCII are base64 (`::`), lines longer than 76 bytes folded.
struct LDIFWriter {
    private var dns: Set<String> = []

    /// The file's first line.
    static let start = Array("version: 1\n".utf8)

    /// The entry of one contact, ending in a blank line.
    mutating func entry(_ contact: PortableContact) -> [UInt8] {
        var out: [UInt8] = []
        let name = contact.displayName
        var dn = "cn=" + Self.escapeDN(name) + (contact.emails.first.map { ",mail=" + Self.escapeDN($0.value) } ?? "")
        var count = 1
        while dns.contains(dn.lowercased()) {
            count += 1
            dn =
                "cn=" + Self.escapeDN("\(name) (\(count))")
                + (contact.emails.first.map { ",mail=" + Self.escapeDN($0.value) } ?? "")
        }
        dns.insert(dn.lowercased())
        func add(_ attribute: String, _ value: String) {
            guard !value.isEmpty else { return }
            Self.line(attribute, Array(value.utf8), into: &out)
        }
        add("dn", dn)
        for objectClass in ["top", "person", "organizationalPerson", "inetOrgPerson", "mozillaAbPersonAlpha"] {
            add("objectclass", objectClass)
        }
        add("givenName", contact.name.given)
        add("sn", contact.name.family)
        add("cn", name)
        for nickname in contact.nicknames { add("mozillaNickname", nickname) }
        for (index, email) in contact.emails.enumerated() {
            add(index == 1 ? "mozillaSecondEmail" : "mail", email.value)
        }
        for phone in contact.phones {
            let types = Set(phone.types.map { $0.lowercased() })
            let attribute =
                types.contains("fax")
                ? "facsimiletelephonenumber"
                : types.contains("pager")
                    ? "pager"
                    : types.contains("cell") ? "mobile" : types.contains("home") ? "homePhone" : "telephoneNumber"
            add(attribute, phone.value)
        }
        var wroteHome = false, wroteWork = false
        for address in contact.addresses {
            let lines = address.street.components(separatedBy: "\n")
            let home = address.types.contains { $0.lowercased() == "home" } && !wroteHome || wroteWork
            if home, !wroteHome {
                wroteHome = true
                add("mozillaHomeStreet", lines[0])
                add("mozillaHomeStreet2", lines.dropFirst().joined(separator: ", "))
                add("mozillaHomeLocalityName", address.locality)
                add("mozillaHomeState", address.region)
                add("mozillaHomePostalCode", address.postalCode)
                add("mozillaHomeCountryName", address.country)
            } else if !wroteWork {
                wroteWork = true
                add("street", lines[0])
                add("mozillaWorkStreet2", lines.dropFirst().joined(separator: ", "))
                add("l", address.locality)
                add("st", address.region)
                add("postalCode", address.postalCode)
                add("c", address.country)
            }
        }
        add("title", contact.title)
        add("ou", contact.department)
        add("o", contact.organization)
        for url in contact.urls {
            add(url.types.contains { $0.lowercased() == "work" } ? "mozillaWorkUrl" : "mozillaHomeUrl", url.value)
        }
        if let birthday = contact.birthday, let month = birthday.month, let day = birthday.day {
            if let year = birthday.year { add("birthyear", String(year)) }
            add("birthmonth", String(month))
            add("birthday", String(day))
        }
        add("description", contact.notes.joined(separator: "\n"))
        for category in contact.categories { add("category", category) }
        if let photo = contact.photo, photo.mediaType.lowercased().contains("jpeg") {
            Self.line("jpegPhoto", photo.bytes, into: &out, forceBase64: true)
        }
        out.append(0x0A)
        return out
    }

    /// `attribute: value`, or `attribute:: base64` for a value that is not safe ASCII (RFC 2849's
    /// SAFE-STRING), folded at 76 bytes.
    static func line(_ attribute: String, _ value: [UInt8], into out: inout [UInt8], forceBase64: Bool = false) {
        let safe =
            !forceBase64 && !value.contains { $0 == 0 || $0 == 0x0A || $0 == 0x0D || $0 >= 0x80 }
            && value.first.map { $0 != 0x20 && $0 != 0x3A && $0 != 0x3C } ?? true && value.last != 0x20
        var text =
            Array(attribute.utf8)
            + (safe ? Array(": ".utf8) + value : Array(":: ".utf8) + Array(Data(value).base64EncodedString().utf8))
        var first = true
        while !text.isEmpty {
            let width = first ? 76 : 75
            if !first { out.append(0x20) }
            out += text.prefix(width)
            out.append(0x0A)
            text.removeFirst(min(width, text.count))
            first = false
        }
    }

    /// A `dn` value with RFC 4514's special characters escaped.
    static func escapeDN(_ value: String) -> String {
        var result = ""
        for (index, character) in value.enumerated() {
            if ",+\"\\<>;=".contains(character) || (index == 0 && (character == "#" || character == " ")) {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }
}
