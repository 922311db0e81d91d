/// One content line of a vCard: `group.NAME;PARAM=value:value`.
///
/// Every property of a card is kept, including the ones the typed view does not
/// interpret, so writing a card back loses nothing.
///
/// ``value`` is the text after the colon in its vCard 3.0/4.0 form: transfer encodings
/// are removed (QUOTED-PRINTABLE, `CHARSET=`, line folding), but text escapes
/// (`\,` `\;` `\\` `\n`) are kept, because only the property's definition says which
/// separators are structure. Inline binary data (`ENCODING=b`, `ENCODING=BASE64`, or a
/// `data:` URI) is always held as a `data:<media type>;base64,<payload>` URI, so a photo
/// read from vCard 2.1, 3.0 or 4.0 is the same value.
public struct VCardProperty: Sendable, Hashable {
    /// The group prefix (`item1` in `item1.EMAIL`), as written; nil when there is none.
    public var group: String?
    /// The property name, upper-case (`EMAIL`, `X-ABLABEL`).
    public var name: String
    /// The parameters in canonical form (see ``VCardParameter``).
    public var parameters: [VCardParameter]
    /// The value in escaped vCard 3.0/4.0 text form.
    public var value: String

    /// Creates a property from its parts.
    /// - Parameters:
    ///   - group: The group prefix, or nil.
    ///   - name: The name; stored upper-case.
    ///   - parameters: The parameters.
    ///   - value: The value, already escaped (use ``VCardProperty/text(_:value:parameters:group:)``
    ///     to escape a plain string).
    public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], value: String) {
        self.group = group
        self.name = upperCased(name)
        self.parameters = parameters
        self.value = value
    }

    /// The values of the first parameter called `name` (case-insensitive), or nil.
    public func parameter(_ name: String) -> [String]? {
        let upper = upperCased(name)
        return parameters.first { $0.name == upper }?.values
    }

    /// The lower-case `TYPE` values (`home`, `work`, `cell`, `voice`, …).
    public var types: [String] { parameter("TYPE") ?? [] }

    /// The `PREF` value (1 is most preferred), or nil when the property has none; also read from
    /// `X-PREF`, the form a 3.0 export gives a preference other than 1 (docs/vcard.md).
    public var preference: Int? { (parameter("PREF") ?? parameter("X-PREF"))?.first.flatMap { Int($0) } }

    /// The value as plain text: text escapes undone (`\,` → `,`, `\n` → a line break).
    public var text: String { TextEscaping.unescape(value) }

    /// The value's components, for a structured property (`N`, `ADR`, `ORG`, `GENDER`): split at
    /// unescaped `;`, each unescaped.
    public var components: [String] {
        TextEscaping.split(value[...], separator: ";").map { TextEscaping.unescape($0) }
    }
}
