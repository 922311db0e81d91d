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

    /// A JSON string literal: `"` `\` and control characters escaped, and so are the characters a
    /// terminal or a reader could act on when the JSON is shown: C1 controls (U+0080–U+009F, U+009B
    /// starts an escape sequence on some terminals), bidirectional controls (U+202A–U+202E,
    /// U+2066–U+2069) and U+2028/2029 (line breaks to JavaScript). Built as UTF-8 bytes: linear.
    static func string(_ text: String) -> String {
        // Most values are plain ASCII with nothing to escape: one pass over the bytes, no rebuilding.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var output: [UInt8] = [UInt8(ascii: "\"")]
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case "\\": output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case "\n": output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case "\r": output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case "\t": output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default:
                if needsEscape(scalar.value) {
                    let hex = Array(String(scalar.value, radix: 16).utf8)
                    output += Array("\\u".utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - hex.count) + hex
                } else {
                    UTF8.encode(scalar) { output.append($0) }
                }
            }
        }
        output.append(UInt8(ascii: "\""))
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a scalar is written as `\uXXXX`.
    private static func needsEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
