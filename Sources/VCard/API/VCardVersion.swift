/// A vCard format version.
public enum VCardVersion: String, Sendable, Hashable, CaseIterable {
    /// vCard 2.1 (versit, 1996): QUOTED-PRINTABLE, `CHARSET=`, bare parameters. Read only.
    case v2_1 = "2.1"
    /// vCard 3.0 (RFC 2426): the most widely understood version; the writer's default.
    case v3_0 = "3.0"
    /// vCard 4.0 (RFC 6350): `PREF=`, `data:` URIs, `KIND`.
    case v4_0 = "4.0"
}
