/// The stored form of a profile (`rawContact.profile`): fields separated by U+001E, list entries by
/// U+001D, a phone's parts by U+001C. Folding removes control characters from names, and emails are
/// cleaned of the three separators, so the form is unambiguous. Fields added later (source, script
/// and Latin reading; a phone's label) come last, so an older profile reads with them empty
/// until the store recomputes it (migration `v5-profile-scripts`).
extension MatchProfile {
    private static let fieldSeparator: Character = "\u{1E}"
    private static let entrySeparator: Character = "\u{1D}"
    private static let partSeparator: Character = "\u{1C}"

    var packed: String {
        let phoneEntries = phones.map {
            [$0.national, $0.countryCode, $0.extension, $0.line.rawValue].joined(separator: String(Self.partSeparator))
        }
        return [
            kind.rawValue, PackedList.clean(uid), given, family, nickname, organization, birthday,
            emails.joined(separator: String(Self.entrySeparator)),
            phoneEntries.joined(separator: String(Self.entrySeparator)),
            addresses.joined(separator: String(Self.entrySeparator)),
            PackedList.clean(source), script.rawValue + (phoneticReading ? "+" : ""), latinGiven, latinFamily,
        ].joined(separator: String(Self.fieldSeparator))
    }

    init(packed: String) {
        // Read the UTF-8 bytes in place (the separators are single bytes): splitting by `Character`
        // runs grapheme breaking, which was a tenth of linking's time, and splitting the `utf8`
        // view into arrays of subsequences was half of decoding 100,000 profiles.
        var packed = packed
        let unpacked = packed.withUTF8(Unpacked.init)
        func text(_ index: Int) -> String { index < unpacked.texts.count ? unpacked.texts[index] : "" }
        self.init(kind: Kind(rawValue: text(0)) ?? .unnamed)
        uid = text(1)
        given = text(2)
        family = text(3)
        nickname = text(4)
        organization = text(5)
        birthday = text(6)
        emails = unpacked.emails
        phones = unpacked.phones.map { parts in
            var phone = MatchPhone(
                national: parts[0], countryCode: parts.count > 1 ? parts[1] : "",
                extension: parts.count > 2 ? parts[2] : "")
            phone.line = parts.count > 3 ? MatchPhone.Line(rawValue: parts[3]) ?? .other : .other
            return phone
        }
        addresses = unpacked.addresses
        source = text(10)
        var scriptCode = text(11)
        phoneticReading = scriptCode.hasSuffix("+")
        if phoneticReading { scriptCode.removeLast() }
        script = NameScript(rawValue: scriptCode) ?? .latin
        latinGiven = text(12)
        latinFamily = text(13)
        deriveNameKeys()
    }

    /// The stored form's fields as text, its three lists split into entries (a phone's into parts).
    private struct Unpacked {
        /// Every field as text; the lists' are left empty.
        var texts: [String] = []
        var emails: [String] = []
        var phones: [[String]] = []
        var addresses: [String] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            func string(_ range: Range<Int>) -> String {
                range.isEmpty ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            /// The pieces of `range` between `separator` bytes: every one, or only those not empty.
            func pieces(_ range: Range<Int>, _ separator: UInt8, omittingEmpty: Bool, expected: Int = 4) -> [Range<Int>]
            {
                var pieces: [Range<Int>] = []
                pieces.reserveCapacity(expected)
                var start = range.lowerBound
                for index in range where bytes[index] == separator {
                    if !omittingEmpty || start < index { pieces.append(start..<index) }
                    start = index + 1
                }
                if !omittingEmpty || start < range.upperBound { pieces.append(start..<range.upperBound) }
                return pieces
            }
            let fields = pieces(0..<bytes.count, 0x1E, omittingEmpty: false, expected: 14)
            texts = fields.enumerated().map { [7, 8, 9].contains($0.offset) ? "" : string($0.element) }
            if fields.count > 7 { emails = pieces(fields[7], 0x1D, omittingEmpty: true).map(string) }
            if fields.count > 8 {
                phones = pieces(fields[8], 0x1D, omittingEmpty: true).map {
                    pieces($0, 0x1C, omittingEmpty: false).map(string)
                }
            }
            if fields.count > 9 { addresses = pieces(fields[9], 0x1D, omittingEmpty: true).map(string) }
        }
    }
}
