/// A date that may lack its year (or other parts), as vCard `BDAY` and `ANNIVERSARY` allow.
///
/// Reads `19850412`, `1985-04-12`, `--0412`, `--04-12`, `1985-04`, `1985`, `---12`, each
/// optionally followed by `T` and a time (kept as written in ``time``).
public struct VCardDate: Sendable, Hashable {
    /// The year, or nil when unknown.
    public var year: Int?
    /// The month (1–12), or nil.
    public var month: Int?
    /// The day of the month (1–31), or nil.
    public var day: Int?
    /// The time part after `T`, as written (`100000Z`), or nil.
    public var time: String?

    /// Creates a date.
    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, time: String? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
    }

    /// Years some clients write for a birthday whose year they do not know: Apple's 1604 (a leap
    /// year long past, which `X-APPLE-OMIT-YEAR` names but not every exporter keeps) and 0000. The
    /// typed view reads a full date with one of them as a month and day.
    public static let placeholderYears: Set<Int> = [0, 1604]

    /// Parses a vCard date value; nil when it is not a date (e.g. free text).
    public init?(parsing text: String) {
        let trimmed = text.trimming(" \t")
        guard
            let date = trimmed.utf8.allSatisfy({ $0 < 0x80 })
                ? Self(ascii: Array(trimmed.utf8)) : Self(characters: trimmed)
        else {
            return nil
        }
        self = date
    }

    /// ``init(parsing:)`` on `trimmed` character by character (any text; ``init(ascii:)`` gives
    /// the same answer for ASCII, faster).
    init?(characters trimmed: String) {
        var datePart = Substring(trimmed)
        var timePart: Substring?
        if let t = trimmed.firstIndex(where: { $0 == "T" || $0 == "t" }) {
            datePart = trimmed[..<t]
            timePart = trimmed[trimmed.index(after: t)...]
        }
        func number(_ digits: Substring) -> Int? {
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            return Int(digits)
        }
        if datePart.hasPrefix("---") {
            guard let day = number(datePart.dropFirst(3)) else { return nil }
            self.init(day: day, time: timePart.map(String.init))
        } else if datePart.hasPrefix("--") {
            let digits = datePart.dropFirst(2).filter { $0 != "-" }
            guard digits.allSatisfy(\.isASCIIDigit) else { return nil }
            switch digits.count {
            case 4:
                self.init(
                    month: number(digits.prefix(2)[...]), day: number(digits.suffix(2)[...]),
                    time: timePart.map(String.init))
            case 2: self.init(month: number(digits[...]), time: timePart.map(String.init))
            default: return nil
            }
        } else {
            let digits = datePart.filter { $0 != "-" }
            // Every character but the dashes is a digit: "19880x21" is no date (it once read as
            // a year and a day without a month).
            guard datePart.first?.isASCIIDigit == true, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            switch digits.count {
            case 8:
                self.init(
                    year: number(digits.prefix(4)[...]), month: number(digits.dropFirst(4).prefix(2)[...]),
                    day: number(digits.suffix(2)[...]), time: timePart.map(String.init))
            case 6:
                self.init(
                    year: number(digits.prefix(4)[...]), month: number(digits.suffix(2)[...]),
                    time: timePart.map(String.init))
            case 4: self.init(year: number(digits[...]), time: timePart.map(String.init))
            default: return nil
            }
        }
        guard isValid else { return nil }
    }

    /// ``init(characters:)`` for ASCII text, by bytes: the same rules (a byte is a character
    /// there), without breaking the text into characters, which made a date cost 20,000 instructions.
    init?(ascii bytes: [UInt8]) {
        let dash = UInt8(ascii: "-")
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        func number(_ digits: ArraySlice<UInt8>) -> Int? {
            guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
            return Int(String(decoding: digits, as: UTF8.self))
        }
        var datePart = bytes[...]
        var time: String?
        if let t = bytes.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }) {
            datePart = bytes[..<t]
            time = String(decoding: bytes[(t + 1)...], as: UTF8.self)
        }
        if datePart.starts(with: [dash, dash, dash]) {
            guard let day = number(datePart.dropFirst(3)) else { return nil }
            self.init(day: day, time: time)
        } else if datePart.starts(with: [dash, dash]) {
            let digits = ArraySlice(datePart.dropFirst(2).filter { $0 != dash })
            guard digits.allSatisfy(isDigit) else { return nil }
            switch digits.count {
            case 4: self.init(month: number(digits.prefix(2)), day: number(digits.suffix(2)), time: time)
            case 2: self.init(month: number(digits), time: time)
            default: return nil
            }
        } else {
            let digits = ArraySlice(datePart.filter { $0 != dash })
            guard datePart.first.map(isDigit) == true, digits.allSatisfy(isDigit) else { return nil }
            switch digits.count {
            case 8:
                self.init(
                    year: number(digits.prefix(4)), month: number(digits.dropFirst(4).prefix(2)),
                    day: number(digits.suffix(2)), time: time)
            case 6: self.init(year: number(digits.prefix(4)), month: number(digits.suffix(2)), time: time)
            case 4: self.init(year: number(digits), time: time)
            default: return nil
            }
        }
        guard isValid else { return nil }
    }

    /// A month and day in range, and at least one part known.
    private var isValid: Bool {
        if let month, !(1...12).contains(month) { return false }
        if let day, !(1...31).contains(day) { return false }
        return year != nil || month != nil || day != nil
    }

    /// `YYYY-MM-DD`, or `--MM-DD` without a year; nil unless month and day are known.
    public var isoString: String? {
        guard let month, let day else { return nil }
        let monthDay = "\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        guard let year else { return "--" + monthDay }
        return fourDigits(year) + "-" + monthDay
    }

    /// The value as vCard writes it: `YYYYMMDD`, `--MMDD`, `YYYY-MM` …, plus `T` and the time.
    public var vCardValue: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var text: String
        switch (year, month, day) {
        case let (year?, month?, day?): text = fourDigits(year) + two(month) + two(day)
        case let (nil, month?, day?): text = "--" + two(month) + two(day)
        case let (year?, month?, nil): text = fourDigits(year) + "-" + two(month)
        case let (year?, nil, _): text = fourDigits(year)
        case let (nil, month?, nil): text = "--" + two(month)
        case let (nil, nil, day?): text = "---" + two(day)
        default: text = ""
        }
        if let time { text += "T" + time }
        return text
    }
}

/// A year with at least four digits.
private func fourDigits(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

extension Character {
    /// By the byte: comparing characters as strings made parsing a date cost 20,000 instructions.
    fileprivate var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
