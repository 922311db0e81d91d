/// A telephone number reduced to what identifies it, for linking: the national significant number,
/// the country code when the number was written internationally, and the extension.
///
/// `+1 (555) 010-4477`, `555.010.4477`, `1-555-010-4477` and `001 555 010 4477` are all `5550104477`;
/// `+44 20 7946 0018` and `020 7946 0018` are both `2079460018`. Numbers with fewer than 8 significant
/// digits (extensions, short internal numbers, service numbers) are not used for linking at all —
/// but for 7 written with a country code (not North America's) or a trunk 0 (a Lebanese mobile:
/// `+961 3 548 800`, `03 548 800`), which only match the same 7 digits — and
/// a number with an extension only matches the same number with the same extension, so a company's
/// switchboard never links the people behind it.
struct MatchPhone: Sendable, Hashable {
    /// The national significant number: digits without country code or trunk prefix.
    var national: String
    /// The country code when the number was written with `+` or `00`; "" otherwise.
    var countryCode: String
    /// The extension's digits (`x123`, `ext. 123`, `;ext=123`); "" when there is none.
    var `extension`: String
    /// How the card labels the number: a work (or main) number without an extension, on two cards at
    /// one organisation, is the company's switchboard; a home number may be a household's; a mobile
    /// is one person's (`MatchRules`). Not part of the number's identity.
    var line = Line.other

    /// What a card says a number is.
    enum Line: String, Sendable {
        case other = "", work = "w", home = "h", mobile = "m"

        init(label: String) {
            switch label {
            case "work", "main": self = .work
            case "home": self = .home
            case "mobile", "cell", "iphone": self = .mobile
            default: self = .other
            }
        }
    }

    /// Significant digits needed before a number is used for linking.
    static let minimumDigits = 8
    /// Significant digits enough for a number written with a country code (but North America's) or a
    /// trunk prefix, which no internal extension has.
    static let minimumDialledDigits = 7

    init(national: String, countryCode: String, extension: String) {
        self.national = national
        self.countryCode = countryCode
        self.extension = `extension`
    }

    /// The number `text` is, or nil when it is too short to identify anyone.
    init?(_ text: String) {
        var main = Substring(text)
        var extensionDigits = ""
        if let range = Self.extensionStart(in: text) {
            main = text[..<range]
            extensionDigits = text[range...].asciiDigits
        }
        // Pauses and waits (`,` `;` `p` `w`) end the number a person is reached on.
        if let pause = main.firstIndex(where: { $0 == "," || $0 == ";" }) { main = main[..<pause] }
        let digits = main.asciiDigits
        let written = main.drop { $0 == " " || $0 == "\t" || $0 == "(" }
        var national = digits
        var countryCode = ""
        var dialled = true
        let international: String?
        if written.hasPrefix("+") {
            international = digits
        } else if digits.hasPrefix("00") {
            international = String(digits.dropFirst(2))
        } else if digits.hasPrefix("011"), digits.count > 11 {
            international = String(digits.dropFirst(3))  // the North American international prefix
        } else {
            international = nil
        }
        if let international {
            if let length = CountryCode.length(of: international), international.count > length + 4 {
                countryCode = String(international.prefix(length))
                national = String(international.dropFirst(length))
            } else {
                national = international
            }
            // Some write the trunk 0 after the code: +44 (0)20 7946 0018. (Italian numbers keep their
            // 0 after +39; it is dropped from both forms alike, so they still compare equal.)
            if national.hasPrefix("0") { national.removeFirst() }
        } else if national.hasPrefix("0") {
            national = String(national.drop { $0 == "0" })  // the trunk prefix most countries dial
        } else if national.count == 11, national.hasPrefix("1") {
            national.removeFirst()  // North American trunk 1: 1-555-010-4477
        } else {
            dialled = false
        }
        // North American numbers have 10 digits: `+1 555 0100` is a fragment, not a number.
        let shortest = dialled && countryCode != "1" ? Self.minimumDialledDigits : Self.minimumDigits
        guard national.count >= shortest else { return nil }
        self.national = national
        self.countryCode = countryCode
        self.extension = extensionDigits
    }

    /// Whether two numbers are the same line: the same extension, compatible country codes, and one
    /// national number ending the other (a national form may have dropped an area prefix the
    /// international one keeps), with at least 8 digits in common; a number of 7 digits matches only
    /// itself.
    func matches(_ other: MatchPhone) -> Bool {
        guard self.extension == other.extension else { return false }
        if !countryCode.isEmpty, !other.countryCode.isEmpty, countryCode != other.countryCode { return false }
        if national == other.national { return true }
        guard min(national.count, other.national.count) >= Self.minimumDigits else { return false }
        let (short, long) =
            national.count < other.national.count ? (national, other.national) : (other.national, national)
        return long.hasSuffix(short) && long.count - short.count <= 2
    }

    /// The lookup key: the last 8 digits and the extension, so every form of the number shares it.
    var key: String {
        let tail = String(national.suffix(Self.minimumDigits))
        return self.extension.isEmpty ? tail : tail + "x" + self.extension
    }

    /// Where an extension starts: `x`, `ext`, `ext.`, `extension`, `#` or `;ext=` before the trailing
    /// digits, with spaces, dots or colons between. One backwards scan, no Foundation searching.
    static func extensionStart(in text: String) -> String.Index? {
        // By bytes when the text is ASCII (a byte is then a character): walking characters from the
        // end was most of the cost of reading a number.
        if text.isASCII, let offset = text.utf8.withContiguousStorageIfAvailable(asciiExtensionStart) {
            return offset.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
        }
        return extensionStartByCharacters(in: text)
    }

    /// ``extensionStart(in:)`` character by character, for text that is not ASCII.
    static func extensionStartByCharacters(in text: String) -> String.Index? {
        var index = text.endIndex
        var digits = 0
        while index > text.startIndex, text[text.index(before: index)].isASCIIDigit {
            index = text.index(before: index)
            digits += 1
        }
        guard digits > 0 else { return nil }
        while index > text.startIndex, " .:".contains(text[text.index(before: index)]) {
            index = text.index(before: index)
        }
        let head = text[..<index].lowercased()
        for marker in extensionMarkers where head.hasSuffix(marker) {
            return text.index(index, offsetBy: -marker.count)
        }
        return nil
    }

    /// What may come between a number and its extension's digits, tried in this order.
    private static let extensionMarkers = [";ext=", "extension", "ext", "x", "#"]
    private static let extensionMarkerBytes = extensionMarkers.map { Array($0.utf8) }

    /// ``extensionStart(in:)`` on an ASCII text's bytes: the offset where the extension begins.
    private static func asciiExtensionStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = bytes.count
        while index > 0, (0x30...0x39).contains(bytes[index - 1]) { index -= 1 }
        guard index < bytes.count else { return nil }
        while index > 0,
            bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: ".")
                || bytes[index - 1] == UInt8(ascii: ":")
        { index -= 1 }
        for marker in extensionMarkerBytes where marker.count <= index {
            let start = index - marker.count
            if marker.indices.allSatisfy({
                marker[$0] == bytes[start + $0] | (bytes[start + $0] &- 0x41 < 26 ? 0x20 : 0)
            }) {
                return start
            }
        }
        return nil
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits `0`–`9` alone (by its byte: comparing
    /// characters as strings was a tenth of merging cards' phone numbers).
    var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
