import Foundation

/// The sender of a mail: the `From:` header of a message (RFC 5322), its display name decoded from
/// RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?ISO-8859-1?Q?…?=`, Windows-1252) and unquoted, and
/// its address. What `contacts add-email` reads, as mutt pipes a message to it.
struct MailSender: Equatable {
    var name: String
    var address: String

    /// Why a message gives no sender.
    struct Problem: Error {
        let message: String
    }

    /// The sender of `message` (its headers are enough; the body is not read).
    /// - Throws: ``Problem`` when there is no `From:` header or it holds no address.
    init(message bytes: [UInt8]) throws(Problem) {
        // Headers are ASCII by the standard; raw 8-bit text is read as UTF-8, else Latin-1.
        let text =
            String(validating: bytes, as: UTF8.self) ?? String(decoding: bytes.map { UInt16($0) }, as: UTF16.self)
        guard let from = Self.header("From", in: text) else {
            throw Problem(message: "the mail on standard input has no From: header")
        }
        guard let (name, address) = Self.parseMailbox(from) else {
            throw Problem(message: "the From: header holds no email address: \(from)")
        }
        self.name = name
        self.address = address
    }

    /// The value of the first header `name` (case-insensitive), its folded lines joined.
    static func header(_ name: String, in text: String) -> String? {
        var value: String?
        // "\r\n" is one Character in Swift: split on both line ends.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty { break }  // the end of the headers
            if let current = value {
                guard line.first == " " || line.first == "\t" else { break }
                value = current + " " + line.trimmingCharacters(in: .whitespaces)
            } else if let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == name.lowercased() {
                value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return value
    }

    /// The display name and address of a mailbox: `Name <addr>`, `"Name" <addr>`, `addr (Name)`,
    /// or `addr`; the first of a list.
    static func parseMailbox(_ value: String) -> (name: String, address: String)? {
        if let open = value.lastIndex(of: "<"), let close = value[open...].firstIndex(of: ">") {
            let address = value[value.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            guard address.contains("@") else { return nil }
            return (displayName(String(value[..<open])), address)
        }
        var rest = value
        var comment = ""
        if let open = rest.firstIndex(of: "("), let close = rest.lastIndex(of: ")"), open < close {
            comment = String(rest[rest.index(after: open)..<close])
            rest = String(rest[..<open]) + String(rest[rest.index(after: close)...])
        }
        let address = rest.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard address.contains("@"), !address.contains(" ") else { return nil }
        return (displayName(comment), address)
    }

    /// A display name: encoded words decoded, quotes and escapes removed, spaces collapsed.
    static func displayName(_ text: String) -> String {
        var name = decodeEncodedWords(text.trimmingCharacters(in: .whitespaces))
        if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
        var unescaped = ""
        var escaping = false
        for character in name {
            if escaping || character != "\\" {
                unescaped.append(character)
                escaping = false
            } else {
                escaping = true
            }
        }
        return unescaped.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// RFC 2047: every `=?charset?B|Q?text?=` decoded; white space between two encoded words goes.
    static func decodeEncodedWords(_ text: String) -> String {
        let pattern = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/
        var output = ""
        var rest = text[...]
        var lastWasEncoded = false
        while let match = rest.firstMatch(of: pattern) {
            let between = rest[..<match.range.lowerBound]
            if !(lastWasEncoded && between.allSatisfy(\.isWhitespace)) { output += between }
            let charset = String(match.1).lowercased()
            let bytes: [UInt8]? =
                match.2.lowercased() == "b" ? Data(base64Encoded: String(match.3)).map(Array.init) : quoted(match.3)
            if let bytes, let decoded = decode(bytes, charset: charset) {
                output += decoded
            } else {
                output += rest[match.range]
            }
            lastWasEncoded = true
            rest = rest[match.range.upperBound...]
        }
        return output + rest
    }

    /// The bytes of a Q-encoded word: `_` is a space, `=XX` a byte.
    private static func quoted(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "_") {
                bytes.append(0x20)
            } else if byte == UInt8(ascii: "=") {
                let first = utf8.index(after: index)
                guard first < utf8.endIndex, utf8.index(after: first) < utf8.endIndex,
                    let value = UInt8(
                        String(decoding: utf8[first...utf8.index(after: first)], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
                index = utf8.index(after: first)
            } else {
                bytes.append(byte)
            }
            index = utf8.index(after: index)
        }
        return bytes
    }

    /// Text in `charset`: UTF-8, US-ASCII, ISO-8859-1 (Latin-1) or Windows-1252; nil for another.
    private static func decode(_ bytes: [UInt8], charset: String) -> String? {
        switch charset {
        case "utf-8", "utf8", "us-ascii": return String(validating: bytes, as: UTF8.self)
        case "iso-8859-1", "latin1", "iso8859-1": return String(decoding: bytes.map { UInt16($0) }, as: UTF16.self)
        case "windows-1252", "cp1252": return String(String.UnicodeScalarView(bytes.map(windows1252)))
        default: return nil
        }
    }

    /// A Windows-1252 byte as a Unicode scalar (0x80–0x9F hold typographic characters there).
    private static func windows1252(_ byte: UInt8) -> Unicode.Scalar {
        let high: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
            0x017D, 0x8F,
            0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D,
            0x017E, 0x0178,
        ]
        if (0x80...0x9F).contains(byte) { return Unicode.Scalar(high[Int(byte) - 0x80])! }
        return Unicode.Scalar(byte)
    }
}
