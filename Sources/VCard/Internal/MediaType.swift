/// Media types of inline binary values, and the vCard 2.1/3.0 `TYPE` words that name them.
enum MediaType {
    /// The media type a `TYPE` word names for `property`, or nil when the word is not a media type.
    static func fromTypeWord(_ word: String, property: String) -> String? {
        if word.contains("/") { return word.lowercased() }
        switch word.lowercased() {
        case "jpeg", "jpg": return "image/jpeg"
        case "png": return "image/png"
        case "gif": return "image/gif"
        case "bmp": return "image/bmp"
        case "tiff", "tif": return "image/tiff"
        case "webp": return "image/webp"
        case "heic": return "image/heic"
        case "pgp": return "application/pgp-keys"
        case "x509": return "application/pkix-cert"
        case "wave", "wav": return "audio/wav"
        case "mp3", "mpeg": return "audio/mpeg"
        case "home", "work", "pref", "internet", "voice", "cell", "x-irmc-n":
            return nil
        case let other:
            switch property {
            case "PHOTO", "LOGO": return "image/" + other
            case "SOUND": return "audio/" + other
            default: return nil
            }
        }
    }

    /// The `TYPE` word that the 3.0 writer uses for `mediaType`, or nil when none is needed
    /// (`application/octet-stream`: the reader sniffs the bytes again).
    static func typeWord(for mediaType: String, property: String) -> String? {
        guard mediaType != octetStream, !mediaType.isEmpty else { return nil }
        let candidate: String
        switch mediaType {
        case "application/pgp-keys": candidate = "PGP"
        case "application/pkix-cert": candidate = "X509"
        case "audio/wav": candidate = "WAVE"
        default: candidate = String(mediaType.split(separator: "/").last ?? "").uppercased()
        }
        return fromTypeWord(candidate, property: property) == mediaType ? candidate : mediaType
    }

    static let octetStream = "application/octet-stream"

    /// The media type told by the first bytes of base64 `payload`, or `application/octet-stream`.
    static func sniff(base64 payload: Substring) -> String {
        guard let head = Base64.decode(payload.utf8.prefix(16)) else { return octetStream }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if head.starts(with: Array("BM".utf8)) { return "image/bmp" }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            return "image/webp"
        }
        return octetStream
    }
}
