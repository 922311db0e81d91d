extension VCardProperty {
    /// This property as a vCard 4.0 card holds it, read alone: a 4.0 property that a 3.0 card carries
    /// under an `X-` name gets its own name back (`X-GENDER` → `GENDER`, `X-LANG` → `LANG`,
    /// `X-ADDRESSBOOKSERVER-KIND:ORG` → `KIND:org`, `X-N` → `N`), a 3.0 property that 4.0 dropped gets
    /// its `X-` name (`CLASS` → `X-CLASS`), `AGENT` becomes `RELATED;TYPE=agent` or `X-AGENT`, `GEO` a
    /// `geo:` URI and a `TZ` offset is written as 4.0 writes it (`-05:00` → `-0500`); any other
    /// property is itself.
    ///
    /// The same value written by a 3.0 and by a 4.0 card has the same form, so cards of both versions
    /// can be compared value by value. Parameters are left as they are (3.0's `TYPE=pref` stays), and
    /// so is 3.0's `LABEL`, which 4.0 writes as a parameter of an `ADR`; ``VCard/converted(to:uid:)``
    /// converts a whole card.
    public var version4Form: VCardProperty {
        VersionMapping.version4Form(self)
    }
}
