import VCard

extension VCardDate {
    /// Why this date cannot be a day of the calendar (`1990-02-30`, `2023-02-29`), or nil when it
    /// can: a lower-case phrase for an error message.
    ///
    /// The reader takes any day from 1 to 31 in any month, as vCard's grammar does; this is the rule
    /// every place a person types a date (flags, the editor's template, `add -`) applies before
    /// storing it. A date without a year (`--0229`, `--12-25`) is checked against a leap year, so
    /// February 29 stays valid; with a year, February 29 only in a leap year.
    ///
    /// ```swift
    /// VCardDate(parsing: "1990-02-30")?.calendarProblem  // "February 1990 has 28 days"
    /// VCardDate(parsing: "--0229")?.calendarProblem      // nil
    /// ```
    public var calendarProblem: String? {
        guard let month, let day else { return nil }
        let length = Self.daysIn(month: month, year: year)
        guard day > length else { return nil }
        let monthName = Self.monthNames[month - 1]
        return year.map { "\(monthName) \($0) has \(length) days" } ?? "\(monthName) has at most \(length) days"
    }

    /// The number of days of `month` (1–12) in `year`; with no year, the most it can have (29 for February).
    static func daysIn(month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let year else { return 29 }
            return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
}
