/// The product's labels for emails, phones, URLs and addresses.
enum Labels {
    /// Apple's built-in labels are written `_$!<Mobile>!$_`; custom ones as the user typed them.
    static func appleLabel(_ text: String) -> String {
        if text.hasPrefix("_$!<"), text.hasSuffix(">!$_"), text.count > 8 {
            return String(text.dropFirst(4).dropLast(4)).lowercased()
        }
        return text
    }

    /// The label of `property`: its group's `X-ABLabel`, else derived from its TYPE values.
    static func label(for property: VCardProperty, groupLabels: [String: String]) -> String {
        if let group = property.group?.lowercased(), let label = groupLabels[group], !label.isEmpty {
            return label
        }
        let types = property.types
        for (type, label) in precedence where types.contains(type) { return label }
        return "other"
    }

    private static let precedence: [(String, String)] = [
        ("cell", "mobile"), ("mobile", "mobile"), ("iphone", "mobile"), ("fax", "fax"), ("pager", "pager"),
        ("main", "main"), ("home", "home"), ("work", "work"), ("other", "other"),
    ]
}
