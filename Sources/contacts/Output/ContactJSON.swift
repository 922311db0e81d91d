import ContactsKit

/// A contact as one JSON object, keys in docs/usage.md's order. Written by hand rather than with
/// `JSONEncoder` because a million rows stream through it; the escaping follows RFC 8259.
enum ContactJSON {
    static func object(_ contact: Contact) -> String {
        var json = "{"
        var first = true
        func key(_ name: String) {
            json += (first ? "\"" : ",\"") + name + "\":"
            first = false
        }
        key("position"); json += String(contact.position)
        key("id"); json += string(contact.id)
        key("displayName"); json += string(contact.displayName)
        key("givenName"); json += string(contact.givenName)
        key("familyName"); json += string(contact.familyName)
        key("middleName"); json += string(contact.middleName)
        key("namePrefix"); json += string(contact.namePrefix)
        key("nameSuffix"); json += string(contact.nameSuffix)
        key("nickname"); json += string(contact.nickname)
        key("organization"); json += string(contact.organization)
        key("jobTitle"); json += string(contact.jobTitle)
        key("emails"); json += labeled(contact.emails)
        key("phones"); json += labeled(contact.phones)
        key("addresses")
        json += "[" + contact.addresses.map { address in
            "{\"label\":\(string(address.label)),\"poBox\":\(string(address.poBox)),\"extended\":\(string(address.extended)),"
                + "\"street\":\(string(address.street)),\"locality\":\(string(address.locality)),\"region\":\(string(address.region)),"
                + "\"postalCode\":\(string(address.postalCode)),\"country\":\(string(address.country))}"
        }.joined(separator: ",") + "]"
        key("birthday"); json += contact.birthday.map(string) ?? "null"
        key("note"); json += string(contact.note)
        key("hasPhoto"); json += contact.hasPhoto ? "true" : "false"
        key("rawContacts")
        json += "[" + contact.rawContacts.map {
            "{\"id\":\(string($0.id)),\"source\":\(string($0.source)),\"uid\":\(string($0.uid))}"
        }.joined(separator: ",") + "]"
        key("categories"); json += "[" + contact.categories.map(string).joined(separator: ",") + "]"
        return json + "}"
    }

    private static func labeled(_ values: [LabeledText]) -> String {
        "[" + values.map { "{\"label\":\(string($0.label)),\"value\":\(string($0.value))}" }.joined(separator: ",") + "]"
    }

    /// A JSON string literal: `"` `\` and control characters escaped (U+2028/2029 too, for JavaScript readers).
    static func string(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}", "\u{2029}": output += "\\u\(String(scalar.value, radix: 16))"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
