/// Where one person's cards go, and (for a duplicated person) what those cards share.
struct CopyPlan: Sendable {
    var person: Int
    /// One card per source, in ``Source`` order; two or three sources for a duplicated person.
    var sources: [Source]
    /// Nil for a person with one card.
    var evidence: LinkEvidence?
}
