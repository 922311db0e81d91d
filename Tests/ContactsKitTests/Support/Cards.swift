/// Small vCard texts for tests: CRLF line ends, one card per call.
enum Cards {
    /// A card of `version` holding `lines` between `VERSION` and `END`.
    static func card(_ lines: [String], version: String = "3.0") -> String {
        (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
    }

    /// A person with `N` and `FN`, and optionally a UID, emails, phones, an organisation and more lines.
    static func person(
        _ given: String, _ family: String, uid: String? = nil, emails: [String] = [], phones: [String] = [],
        organization: String? = nil, extra: [String] = []
    ) -> String {
        var lines = ["N:\(family);\(given);;;", "FN:" + [given, family].filter { !$0.isEmpty }.joined(separator: " ")]
        if let uid { lines.append("UID:\(uid)") }
        lines += emails.map { "EMAIL;TYPE=INTERNET:\($0)" }
        lines += phones.map { "TEL;TYPE=CELL:\($0)" }
        if let organization { lines.append("ORG:\(organization)") }
        return card(lines + extra)
    }

    /// `count` people named `Person 0001`, `Person 0002`, … (given name `Person`, family name the
    /// number), each with a UID `p-0001`, … when `uids` is true.
    static func numbered(_ count: Int, from first: Int = 1, uids: Bool = false) -> String {
        (first..<first + count).map { number in
            let label = Self.label(number)
            return person("Person", label, uid: uids ? "p-\(label)" : nil)
        }.joined()
    }

    /// The display name ``numbered(_:from:uids:)`` gives to `number`.
    static func numberedName(_ number: Int) -> String { "Person \(label(number))" }

    private static func label(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A tiny valid PNG (1×1, red), base64, for photo tests.
    static let pngBase64 =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
}
