import Testing
import VCard

extension ReaderTests {
    /// `BDAY` and `ANNIVERSARY` in every date form exporters write, read into `VCardDate`.
    @Suite struct DateTests {
        struct DateCase: Sendable, CustomTestStringConvertible {
            let version: String
            let line: String
            let date: VCardDate?
            var testDescription: String { "\(line) [\(version)]" }
        }

        static let cases: [DateCase] = [
            DateCase(version: "2.1", line: "BDAY:19850412", date: VCardDate(year: 1985, month: 4, day: 12)),
            DateCase(version: "3.0", line: "BDAY:1985-04-12", date: VCardDate(year: 1985, month: 4, day: 12)),
            DateCase(
                version: "3.0", line: "BDAY;VALUE=date:1985-04-12", date: VCardDate(year: 1985, month: 4, day: 12)),
            DateCase(version: "4.0", line: "BDAY:--0412", date: VCardDate(month: 4, day: 12)),
            DateCase(version: "4.0", line: "BDAY:--04-12", date: VCardDate(month: 4, day: 12)),
            DateCase(version: "4.0", line: "BDAY:1985-04", date: VCardDate(year: 1985, month: 4)),
            DateCase(version: "4.0", line: "BDAY:1985", date: VCardDate(year: 1985)),
            DateCase(version: "4.0", line: "BDAY:---12", date: VCardDate(day: 12)),
            DateCase(
                version: "3.0", line: "BDAY:1985-04-12T10:00:00Z",
                date: VCardDate(year: 1985, month: 4, day: 12, time: "10:00:00Z")),
            DateCase(
                version: "4.0", line: "BDAY:19850412T100000-0500",
                date: VCardDate(year: 1985, month: 4, day: 12, time: "100000-0500")),
            DateCase(
                version: "3.0", line: "BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12", date: VCardDate(month: 4, day: 12)),
            DateCase(
                version: "3.0", line: "BDAY;X-APPLE-OMIT-YEAR=1604:1985-04-12",
                date: VCardDate(year: 1985, month: 4, day: 12)),
            DateCase(version: "3.0", line: "BDAY: 1985-04-12 ", date: VCardDate(year: 1985, month: 4, day: 12)),
            DateCase(version: "4.0", line: "BDAY;VALUE=text:circa 1800", date: nil),
            DateCase(version: "4.0", line: "BDAY;VALUE=text:1985-04-12", date: nil),
            DateCase(version: "3.0", line: "BDAY:April 12th", date: nil),
            DateCase(version: "3.0", line: "BDAY:1985-13-12", date: nil),
            DateCase(version: "3.0", line: "BDAY:1985-04-32", date: nil),
        ]

        @Test(arguments: cases)
        func birthdaysAreRead(_ testCase: DateCase) throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard(testCase.version, testCase.line))
            #expect(card.birthday == testCase.date)
            // Whatever the typed view makes of it, the property stays as written.
            #expect(card.properties.count == 1)
        }

        @Test func anniversaryIsReadLikeABirthday() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard("4.0", "ANNIVERSARY:20090808T1430-0500", "BDAY:--0203"))
            #expect(card.anniversary == VCardDate(year: 2009, month: 8, day: 8, time: "1430-0500"))
            #expect(card.birthday == VCardDate(month: 2, day: 3))
        }

        @Test func aTextBirthdayStaysInTheProperties() throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard("4.0", "BDAY;VALUE=text:circa 1800"))
            #expect(card.birthday == nil)
            #expect(
                card.properties == [
                    VCardProperty(
                        name: "BDAY", parameters: [VCardParameter(name: "VALUE", values: ["text"])], value: "circa 1800"
                    )
                ])
        }
    }
}
