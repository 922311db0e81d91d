/// How one card writes a person's name.
enum NameVariant: Sendable, Hashable {
    /// `Robert Smith`, with N.
    case full
    /// `Bob Smith`: a nickname in place of the given name.
    case nickname(String)
    /// `R. Smith`.
    case initial
    /// `Jose Garcia` for `José García`.
    case withoutDiacritics
    /// `robert smith` or `ROBERT SMITH`.
    case lowercased, uppercased
    /// N with given and family swapped (`N:Robert;Smith`), FN `Smith Robert`.
    case swapped
    /// FN only, no N.
    case formattedNameOnly

    /// Whether the full name stays the same up to case and diacritics (what name-based evidence needs).
    var keepsFullName: Bool {
        switch self {
        case .full, .withoutDiacritics, .lowercased, .uppercased, .formattedNameOnly: true
        case .nickname, .initial, .swapped: false
        }
    }
}
