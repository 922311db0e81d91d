import VCard

/// Text out of property values, for ``ContactCard``.
enum TextValues {
    /// The values of a list property (`NICKNAME:Ken,Kenny`), each unescaped and trimmed.
    static func list(_ property: VCardProperty) -> [String] {
        var values: [String] = []
        var current = ""
        var escaping = false
        for character in property.value {
            if escaping {
                current.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "," {
                values.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        values.append(current)
        return values.map(\.trimmed).filter { !$0.isEmpty }
    }

    /// Inline data (`data:image/png;base64,…`) as `PNG image, 3 KB`; nil for any other value.
    static func describeData(_ value: String) -> String? {
        guard value.hasPrefix("data:"), let comma = value.firstIndex(of: ",") else { return nil }
        let header = value[value.index(value.startIndex, offsetBy: 5)..<comma]
        let mediaType = header.split(separator: ";").first.map(String.init) ?? ""
        let payload = value.utf8.count - value[...comma].utf8.count
        let bytes = header.hasSuffix(";base64") ? payload * 3 / 4 : payload
        let kind: String
        switch mediaType.lowercased() {
        case "application/pgp-keys", "application/pgp": kind = "PGP key"
        case "application/x-x509-ca-cert", "application/pkix-cert", "application/x-x509-user-cert": kind = "certificate"
        case let type where type.hasPrefix("image/"): kind = String(type.dropFirst(6)).uppercased() + " image"
        case let type where type.hasPrefix("audio/"): kind = String(type.dropFirst(6)).uppercased() + " sound"
        case "": kind = "data"
        default: kind = mediaType
        }
        return "\(kind), \(bytes < 1024 ? "\(bytes) bytes" : "\((bytes + 512) / 1024) KB")"
    }
}
