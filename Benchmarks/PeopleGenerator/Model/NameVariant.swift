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
    /// In the name's own script (`鈴木陽菜`, `Юлия Щербакова`, `Nguyễn Văn An`).
    case native
    /// Another Latin spelling of a name from another script (`Gim` for `Kim`, `Iuliia` for `Yuliya`).
    case respelled(given: String, family: String)
    /// A typo in the given name (`Maxiimlian`).
    case typo(String)
    /// N with given and family swapped and FN filed as `Family, Given` (`N:Maximilian;Schafer`,
    /// `FN:Schafer, Maximilian`): a contact typed into the wrong fields.
    case filedAs

    /// Whether the full name stays the same up to case and diacritics (what name-based evidence needs).
    var keepsFullName: Bool {
        switch self {
        case .full, .withoutDiacritics, .lowercased, .uppercased, .formattedNameOnly: true
        case .nickname, .initial, .swapped, .native, .respelled, .typo, .filedAs: false
        }
    }
}

extension NameVariant {
    /// The cases two cards of one person written as `self` and `other` make (``LabeledCorpus/cases``):
    /// `script` and `script:<label>`, `spelling`, `typo`, `swap`, `capitals`, `accents`, `nickname`.
    func cases(with other: NameVariant, person: Person, stripped: (String) -> String) -> Set<String> {
        var cases: Set<String> = []
        let label = person.native?.names.label ?? ""
        if (self == .native) != (other == .native) { cases.formUnion(["script", "script:" + label]) }
        if case .respelled = self, other != .native, self != other { cases.insert("spelling") }
        if case .respelled = other, self != .native, self != other { cases.insert("spelling") }
        for variant in [self, other] {
            switch variant {
            case .typo: cases.insert("typo")
            case .swapped, .filedAs: cases.insert("swap")
            case .uppercased, .lowercased: cases.insert("capitals")
            case .nickname, .initial: cases.insert("nickname")
            default: break
            }
        }
        let accented = stripped(person.given) != person.given || stripped(person.family) != person.family
        if accented, (self == .withoutDiacritics) != (other == .withoutDiacritics), self != .native, other != .native {
            cases.insert("accents")
        }
        return cases
    }
}
