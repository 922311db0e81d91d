/// Where one person's cards go, and (for a duplicated person) what those cards share.
struct CopyPlan: Sendable {
    var person: Int
    /// One card per source, in ``Source`` order; two or three sources for a duplicated person, and
    /// now and then a second card in one of them (a person saved twice in one address book).
    var sources: [Source]
    /// Nil for a person with one card.
    var evidence: LinkEvidence?
}
