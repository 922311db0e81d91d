import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Birthdays: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "birthdays",
            abstract: "List the birthdays and anniversaries coming in the next days.",
            discussion: """
                From today (included) to --days days later, soonest first: the date it comes, how many days away, the contact, and the age turned (or the years of an anniversary) when the card gives the year. A birthday without a year (--04-12, or Apple's 1604 placeholder year) comes every year without an age; 29 February comes on 28 February in other years. Dates a card writes as text (BDAY;VALUE=text:circa 1800) or without a day (a year alone) have no place in the calendar: they follow, under "Without a day".

                Today is the local date; CONTACTS_TODAY=YYYY-MM-DD sets another, for testing.
                """
        )

        @OptionGroup var storeOptions: StoreOptions
        @OptionGroup var pagerOptions: PagerOptions

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How many days ahead to look (0 for today only; at most 366).", valueName: "n"))
        var days = 30

        @Flag(help: "One JSON object per line (keys in docs/usage.md).")
        var json = false

        func validate() throws {
            if !(0...366).contains(days) { throw ValidationError("--days must be from 0 to 366, not \(days)") }
            _ = try Self.today()
        }

        func run() async throws {
            let store = try storeOptions.openExisting()
            let today = try Self.today()
            let coming = try store.comingDates(from: today, days: days)
            let undated = try store.undatedDates()
            pagerOptions.start()
            let output = StandardOutput()
            if json {
                for date in coming + undated { try output.write(Self.json(date).line) }
            } else {
                try BirthdayTable(output: output, width: Terminal.width).render(coming: coming, undated: undated)
            }
            try output.flush()
            // On standard error, so that a script reading the table still gets nothing at all.
            if coming.isEmpty, !json {
                StandardError.write(
                    "no birthday or anniversary \(days == 0 ? "today" : "in the next \(days) day\(days == 1 ? "" : "s")")\n"
                )
            }
        }

        /// `$CONTACTS_TODAY` (for tests), else the local date.
        static func today() throws -> CalendarDay {
            if let text = ProcessInfo.processInfo.environment["CONTACTS_TODAY"], !text.isEmpty {
                guard let day = CalendarDay(iso: text) else {
                    throw ValidationError("CONTACTS_TODAY must be a date as YYYY-MM-DD, not \(text)")
                }
                return day
            }
            var now = time(nil)
            var local = tm()
            localtime_r(&now, &local)
            return CalendarDay(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))!
        }

        static func json(_ date: ContactDate) -> JSONObject {
            JSONObject([
                "position": .int(date.contact.position), "id": .string(date.contact.id),
                "displayName": .string(date.contact.displayName),
                "kind": .string(date.kind.rawValue), "date": .string(date.value),
                "next": .string(date.next.map { "\($0)" }),
                "daysAway": .int(date.daysAway), "years": .int(date.years),
            ])
        }
    }
}
