/// vCards for the tests.
enum Cards {
    /// A small valid vCard 3.0 with this UID and name.
    static func card(uid: String, name: String, email: String? = nil) -> String {
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "FN:\(name)", "N:;\(name);;;"]
        if let email { lines.append("EMAIL;TYPE=INTERNET:\(email)") }
        lines.append("END:VCARD")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The same card's bytes.
    static func bytes(uid: String, name: String, email: String? = nil) -> [UInt8] {
        Array(card(uid: uid, name: name, email: email).utf8)
    }
}
