import VCard

/// The rule each field's typed value follows, in one place: `contacts add` and `edit`'s flags, the
/// editor's template and ``ContactStore/edit(_:_:expecting:)`` (through ``FieldChange``) all ask
/// here, each wording the problem for where the value was typed.
///
/// ```swift
/// try FieldRules.date("1990-02-30")        // throws: "February 1990 has 28 days"
/// try FieldRules.checkIM("xmpp:ann@example.com")
/// ```
public enum FieldRules {
    /// Why a typed value cannot be stored as its field: a lower-case phrase (`an email address is
    /// name@domain`) for the caller to put after the value.
    public struct Problem: Error, Equatable, Sendable {
        /// What is wrong, and the form to use.
        public var reason: String

        /// A problem saying `reason`.
        public init(_ reason: String) {
            self.reason = reason
        }
    }

    /// How a date is written, for messages.
    public static let dateForm = "write YYYY-MM-DD, or --MM-DD without the year"

    /// A birthday or anniversary as typed: `YYYY-MM-DD`, `--MM-DD` (no year) or another vCard date
    /// form (`19850412`), a day the calendar has.
    /// - Throws: ``Problem`` saying the form (``dateForm``) or why the day is not in the calendar
    ///   (`VCard/VCardDate/calendarProblem`).
    public static func date(_ text: String) throws(Problem) -> VCardDate {
        guard let date = VCardDate(parsing: text.trimmed) else { throw Problem(dateForm) }
        try checkDate(date)
        return date
    }

    /// Refuses a date with neither a year nor a month, or a day its month does not have.
    public static func checkDate(_ date: VCardDate) throws(Problem) {
        guard date.month != nil || date.year != nil else { throw Problem(dateForm) }
        if let problem = date.calendarProblem { throw Problem(problem) }
    }

    /// Refuses an email address without a name and a domain around an `@`, or with a space.
    public static func checkEmail(_ value: String) throws(Problem) {
        let value = value.trimmed
        guard let at = value.firstIndex(of: "@"), at != value.startIndex, value.index(after: at) != value.endIndex,
            !value.contains(where: { $0 == " " || $0 == "\n" || $0 == "\r" })
        else {
            throw Problem("an email address is name@domain")
        }
    }

    /// Refuses an instant messaging address that is not a URI naming its service
    /// (`xmpp:ann@example.com`, `sip:ann@example.com`, `skype:ann.lee`), as `IMPP` holds it.
    public static func checkIM(_ value: String) throws(Problem) {
        guard isURI(value.trimmed) else {
            throw Problem(
                "an IM address is the service and the handle, as xmpp:ann@example.com, sip:ann@example.com or skype:ann.lee"
            )
        }
    }

    /// Whether `value` is a URI: a scheme (a letter, then letters, digits, `+`, `-`, `.`), a colon
    /// and something after it, no space.
    static func isURI(_ value: String) -> Bool {
        guard let colon = value.firstIndex(of: ":"), value.index(after: colon) != value.endIndex,
            !value.contains(where: \.isWhitespace)
        else { return false }
        let scheme = value[..<colon].unicodeScalars
        guard let first = scheme.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scheme.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }

    /// Refuses an empty value, or one of several lines (a URL, a related person, a nickname).
    public static func checkLine(_ value: String) throws(Problem) {
        if value.trimmed.isEmpty { throw Problem("it cannot be empty") }
        if value.contains(where: { $0 == "\n" || $0 == "\r" }) { throw Problem("it must fit on one line") }
    }

    /// The kinds of relation vCard 4.0 names for `RELATED`'s `TYPE` (RFC 6350, 6.6.6); another
    /// label is kept as the user's own (Apple's `X-ABLabel`).
    public static let relations = [
        "spouse", "child", "parent", "sibling", "kin", "friend", "contact", "acquaintance", "met", "co-worker",
        "colleague",
        "co-resident", "neighbor", "muse", "crush", "date", "sweetheart", "me", "agent", "emergency",
    ]
}
