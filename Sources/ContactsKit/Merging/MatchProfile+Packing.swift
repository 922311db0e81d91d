/// The stored form of a profile (`rawContact.profile`): fields separated by U+001E, list entries by
/// U+001D, a phone's parts by U+001C. Folding removes control characters from names, and emails are
/// cleaned of the three separators, so the form is unambiguous.
extension MatchProfile {
    private static let fieldSeparator: Character = "\u{1E}"
    private static let entrySeparator: Character = "\u{1D}"
    private static let partSeparator: Character = "\u{1C}"

    var packed: String {
        let phoneEntries = phones.map { [$0.national, $0.countryCode, $0.extension].joined(separator: String(Self.partSeparator)) }
        return [
            kind.rawValue, PackedList.clean(uid), given, family, nickname, organization, birthday,
            emails.joined(separator: String(Self.entrySeparator)),
            phoneEntries.joined(separator: String(Self.entrySeparator)),
            addresses.joined(separator: String(Self.entrySeparator)),
        ].joined(separator: String(Self.fieldSeparator))
    }

    init(packed: String) {
        let fields = packed.split(separator: Self.fieldSeparator, omittingEmptySubsequences: false).map(String.init)
        func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
        func list(_ index: Int) -> [String] {
            field(index).split(separator: Self.entrySeparator).map(String.init)
        }
        self.init(kind: Kind(rawValue: field(0)) ?? .unnamed)
        uid = field(1)
        given = field(2)
        family = field(3)
        nickname = field(4)
        organization = field(5)
        birthday = field(6)
        emails = list(7)
        phones = list(8).map { entry in
            let parts = entry.split(separator: Self.partSeparator, omittingEmptySubsequences: false).map(String.init)
            return MatchPhone(national: parts[0], countryCode: parts.count > 1 ? parts[1] : "", extension: parts.count > 2 ? parts[2] : "")
        }
        addresses = list(9)
    }
}
