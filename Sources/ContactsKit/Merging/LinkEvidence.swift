/// Why two raw contacts are one person (or might be): the rule that matched and the value it matched on.
public struct LinkEvidence: Sendable, Hashable, Codable {
    /// The rules, strongest first (docs/merging.md).
    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// The same UID: copies of one card synced to several services.
        case sameUID
        /// An email address in both, and names that do not conflict.
        case sharedEmail
        /// A telephone number in both (8 or more significant digits, same extension), and names that
        /// do not conflict.
        case sharedPhone
        /// The same full name (nicknames and swapped parts allowed) and the same organisation.
        case sameNameAndOrganization
        /// The same full name and the same birthday.
        case sameNameAndBirthday
        /// The same full name and the same street address.
        case sameNameAndAddress
        /// The user linked them (`contacts link`).
        case linkedByUser
        /// The same full name and nothing else: a suggestion, never linked automatically.
        case sameName
    }

    public var reason: Reason
    /// The value that matched (the email, the number, the name), "" when there is none to show.
    public var detail: String

    public init(_ reason: Reason, _ detail: String = "") {
        self.reason = reason
        self.detail = detail
    }

    /// The evidence in words: `shared email bob@example.com`.
    public var description: String {
        let words: String
        switch reason {
        case .sameUID: words = "same UID"
        case .sharedEmail: words = "shared email"
        case .sharedPhone: words = "shared phone"
        case .sameNameAndOrganization: words = "same name and organisation"
        case .sameNameAndBirthday: words = "same name and birthday"
        case .sameNameAndAddress: words = "same name and address"
        case .linkedByUser: words = "linked by you"
        case .sameName: words = "same name"
        }
        return detail.isEmpty ? words : words + " " + detail
    }
}
