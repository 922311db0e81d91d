/// A day of the Gregorian calendar, without a time or a time zone: what a birthday is.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// The day, when it exists (`2026-02-29` does not).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`; nil for anything else or a day that does not exist.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return String(repeating: "0", count: max(0, 4 - String(year).count)) + "\(year)-\(two(month))-\(two(day))"
    }

    /// Days since 1970-01-01 (negative before), by the civil-from-days algorithm (Howard Hinnant's).
    public var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `ordinal` days after 1970-01-01.
    public init(ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay { CalendarDay(ordinal: ordinal + count) }

    /// Monday 1 … Sunday 7.
    public var weekday: Int { ((ordinal % 7 + 7) % 7 + 3) % 7 + 1 }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool { a.ordinal < b.ordinal }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The next time a yearly `month`/`day` comes on or after this day; 29 February comes on
    /// 28 February in a year without one.
    func nextOccurrence(month: Int, day: Int) -> CalendarDay? {
        for year in [self.year, self.year + 1, self.year + 2] {
            let candidate =
                CalendarDay(year: year, month: month, day: day)
                ?? (month == 2 && day == 29 ? CalendarDay(year: year, month: 2, day: 28) : nil)
            if let candidate, candidate >= self { return candidate }
        }
        return nil
    }
}
