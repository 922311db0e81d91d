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
        // Split the UTF-8 bytes (the separators are single bytes): splitting by `Character` runs
        // grapheme breaking, which was a tenth of linking's time.
        let fields = packed.utf8.split(separator: 0x1E, omittingEmptySubsequences: false)
        func field(_ index: Int) -> Substring.UTF8View? { index < fields.count ? fields[index] : nil }
        func text(_ index: Int) -> String { field(index).map { String(Substring($0)) } ?? "" }
        func list(_ index: Int) -> [Substring.UTF8View] { field(index)?.split(separator: 0x1D) ?? [] }
        self.init(kind: Kind(rawValue: text(0)) ?? .unnamed)
        uid = text(1)
        given = text(2)
        family = text(3)
        nickname = text(4)
        organization = text(5)
        birthday = text(6)
        emails = list(7).map { String(Substring($0)) }
        phones = list(8).map { entry in
            let parts = entry.split(separator: 0x1C, omittingEmptySubsequences: false).map { String(Substring($0)) }
            var phone = MatchPhone(national: parts[0], countryCode: parts.count > 1 ? parts[1] : "", extension: parts.count > 2 ? parts[2] : "")
            phone.line = parts.count > 3 ? MatchPhone.Line(rawValue: parts[3]) ?? .other : .other
            return phone
        }
        addresses = list(9).map { String(Substring($0)) }
        source = text(10)
        var scriptCode = text(11)
        phoneticReading = scriptCode.hasSuffix("+")
        if phoneticReading { scriptCode.removeLast() }
        script = NameScript(rawValue: scriptCode) ?? .latin
        latinGiven = text(12)
        latinFamily = text(13)
        deriveNameKeys()
    }
}
