/// What a person reading a corpus file expects the reader to produce, card by card.
///
/// One value per file of `../shared/corpus/valid`, pinned by hand after reading the file.
struct CorpusExpectation: Sendable, CustomTestStringConvertible {
    /// Path below `../shared/corpus/`, e.g. `valid/ez-vcard/John_Doe_IPHONE.vcf`.
    let path: String
    /// The top-level cards in file order (cards nested in AGENT are not listed).
    let cards: [ExpectedCard]

    var testDescription: String { path }
}

/// The fields of one card that a person checks first.
struct ExpectedCard: Sendable {
    /// FN, unescaped (`Dummy\, Dummy` → `Dummy, Dummy`); nil when the card has no FN.
    let formattedName: String?
    /// N's family component, unescaped; nil when the card has no N.
    let familyName: String?
    /// N's given component, unescaped; nil when the card has no N.
    let givenName: String?
    /// Every EMAIL value in file order, as written (unescaped, surrounding white space trimmed).
    let emails: [String]
    /// Every TEL value in file order, as written (unescaped, trimmed, a `tel:` URI scheme removed).
    let phones: [String]
}

import Testing
