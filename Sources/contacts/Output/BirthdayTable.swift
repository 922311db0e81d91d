import ContactsKit

/// `contacts birthdays`: one line per coming birthday or anniversary, then the dates without a day.
struct BirthdayTable {
    let output: StandardOutput
    let width: Int

    func render(coming: [ContactDate], undated: [ContactDate]) throws {
        let positions = (coming + undated).map { String($0.contact.position).count }.max() ?? 1
        let nameWidth = max(10, min(34, width - positions - 2 - 10 - 2 - 9 - 2 - 2 - 22))
        func pad(_ text: String, _ count: Int) -> String {
            text + String(repeating: " ", count: max(0, count - text.count))
        }
        func position(_ date: ContactDate) -> String {
            let text = String(date.contact.position)
            return Terminal.styled(Terminal.rightAligned(text, width: positions), .dim)
        }
        if !coming.isEmpty {
            let header =
                String(repeating: " ", count: positions - 1) + "#  " + pad("Date", 10) + "  " + pad("In", 9) + "  "
                + Terminal.fit("Name", width: nameWidth) + "  Occasion"
            try output.write(Terminal.styled(header, .bold) + "\n")
        }
        for date in coming {
            let days = date.daysAway ?? 0
            let away = days == 0 ? "today" : days == 1 ? "tomorrow" : "\(days) days"
            let line =
                position(date) + "  " + (date.next.map { "\($0)" } ?? pad("", 10)) + "  " + pad(away, 9) + "  "
                + Terminal.fit(Terminal.sanitized(ContactTable.name(date.contact)), width: nameWidth) + "  "
                + occasion(date)
            try output.write(line + "\n")
        }
        guard !undated.isEmpty else { return }
        if !coming.isEmpty { try output.write("\n") }
        try output.write(Terminal.styled("Without a day", .bold) + "\n")
        for date in undated {
            try output.write(
                position(date) + "  "
                    + Terminal.fit(Terminal.sanitized(ContactTable.name(date.contact)), width: nameWidth)
                    + "  \(date.kind.rawValue) " + Terminal.sanitized(date.value) + "\n")
        }
    }

    /// `birthday (38)`, `birthday`, `anniversary (10 years)`.
    private func occasion(_ date: ContactDate) -> String {
        guard let years = date.years else { return date.kind.rawValue }
        return date.kind == .birthday ? "birthday (\(years))" : "anniversary (\(years) year\(years == 1 ? "" : "s"))"
    }
}
