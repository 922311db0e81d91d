/// An email address, telephone number or URL with its label.
public struct LabeledValue: Sendable, Hashable {
    /// The value as written, unescaped (a telephone's `tel:` URI scheme removed).
    public var value: String
    /// The label: Apple's `X-ABLabel` for the property's group (`_$!<Mobile>!$_` → `mobile`,
    /// a custom label as written), else one derived from the `TYPE` values
    /// (`home`, `work`, `mobile`, `main`, `fax`, `pager`, `other`).
    public var label: String
    /// The lower-case `TYPE` values.
    public var types: [String]
    /// The `PREF` value (1 is most preferred), or nil.
    public var preference: Int?

    /// Creates a labeled value.
    public init(value: String, label: String, types: [String] = [], preference: Int? = nil) {
        self.value = value
        self.label = label
        self.types = types
        self.preference = preference
    }
}
