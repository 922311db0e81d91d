/// Property group names (`item1` of `item1.EMAIL`) when cards are merged into one.
enum GroupName {
    /// `group`, or `group-2`, `group-3`, … when a card already uses the name (case-insensitively);
    /// the name returned is added to `used`.
    static func unique(_ group: String, avoiding used: inout Set<String>) -> String {
        var name = group
        var suffix = 1
        while used.contains(name.lowercased()) {
            suffix += 1
            name = "\(group)-\(suffix)"
        }
        used.insert(name.lowercased())
        return name
    }
}
