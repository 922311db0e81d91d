import BenchmarkSupport

/// The three exports the corpus imitates; the raw value is the source name and file name.
enum Source: String, Sendable, Hashable, CaseIterable {
    /// iCloud / iPhone: vCard 3.0 with Apple's item groups and labels.
    case icloud
    /// Google Contacts: vCard 3.0, international numbers, categories.
    case google
    /// Outlook: vCard 2.1, bare parameters, QUOTED-PRINTABLE for anything not ASCII.
    case outlook

    /// The card's text, CRLF line endings, in this source's style.
    func render(_ draft: CardDraft, _ random: inout SplitMix64) -> String {
        let lines: [String]
        switch self {
        case .icloud: lines = ICloudCard.lines(draft, &random)
        case .google: lines = GoogleCard.lines(draft, &random)
        case .outlook: lines = OutlookCard.lines(draft, &random)
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// How this source writes a telephone number, picked per number.
    func phoneForm(_ random: inout SplitMix64) -> PhoneNumber.Form {
        switch self {
        case .icloud: random.chance(0.55) ? .national : .international
        case .google: random.chance(0.85) ? .internationalHyphenated : .national
        case .outlook: [PhoneNumber.Form.dotted, .dotted, .national, .exitCode][random.below(4)]
        }
    }
}
