import Foundation
import Testing

/// `contacts birthdays`: the birthdays and anniversaries coming from today (`CONTACTS_TODAY` fixes
/// it), soonest first, year-less ones included, the age when the year is known; Apple's placeholder
/// year is no year, and text dates (`circa 1800`) and years alone follow, without a day.
@Suite struct BirthdayTests {
    static let cards =
        VCF.card("N:Lee;Ann;;;", "FN:Ann Lee", "BDAY:1990-11-25")  // 1: in 2 days, turns 36
        + VCF.card(["FN:Bob Ray", "BDAY:--1123"], version: "4.0")  // 2: today, no year
        + VCF.card("FN:Cyd Ko", "BDAY:16041201")  // 3: Apple's placeholder year: 1 December, no age
        + VCF.card("FN:Dee Old", "BDAY;VALUE=text:circa 1800")  // 4: text
        + VCF.card(["FN:Eve Wed", "ANNIVERSARY:20001124"], version: "4.0")  // 5: tomorrow, 26 years
        + VCF.card("FN:Gus May", "BDAY:1980-05-01")  // 6: in 159 days
        + VCF.card(["FN:Hal Year", "BDAY:1975"], version: "4.0")  // 7: a year alone
        + VCF.card("FN:Ida Kde", "X-ANNIVERSARY:2015-12-24")  // 8: 3.0's anniversary, in 31 days

    static let today: [String: String?] = ["CONTACTS_TODAY": "2026-11-23"]

    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        return scratch
    }

    @Test func theComingDatesAreListedSoonestFirstWithAgesThenTheOnesWithoutADay() throws {
        let scratch = try store()
        try scratch.expect(
            ["birthdays"], environment: Self.today,
            stdout: """
                #  Date        In         Name                                Occasion
                2  2026-11-23  today      Bob Ray                             birthday
                5  2026-11-24  tomorrow   Eve Wed                             anniversary (26 years)
                1  2026-11-25  2 days     Ann Lee                             birthday (36)
                3  2026-12-01  8 days     Cyd Ko                              birthday

                Without a day
                4  Dee Old                             birthday circa 1800
                7  Hal Year                            birthday 1975

                """, stderr: "")
    }

    @Test func daysWidensOrNarrowsTheWindow() throws {
        let scratch = try store()
        let today = try scratch.expect(["birthdays", "--days", "0"], environment: Self.today, stderr: "").stdoutLines
        #expect(
            today.prefix(2) == [
                "#  Date        In         Name                                Occasion",
                "2  2026-11-23  today      Bob Ray                             birthday",
            ])
        let year = try scratch.expect(["birthdays", "--days", "366"], environment: Self.today, stderr: "").stdoutLines
        #expect(year.contains("8  2026-12-24  31 days    Ida Kde                             anniversary (11 years)"))
        #expect(year.contains("6  2027-05-01  159 days   Gus May                             birthday (47)"))
    }

    @Test func nothingComingIsSaidOnStandardErrorAndTheDatesWithoutADayStillFollow() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card("FN:Gus May", "BDAY:1980-05-01") + VCF.card("FN:Dee Old", "BDAY;VALUE=text:circa 1800"))
        try scratch.expect(
            ["birthdays", "--days", "7"], environment: Self.today,
            stdout: """
                Without a day
                2  Dee Old                             birthday circa 1800

                """, stderr: "no birthday or anniversary in the next 7 days\n")
        try scratch.expect(
            ["birthdays", "--days", "0"], environment: Self.today, stderr: "no birthday or anniversary today\n")
        try scratch.expect(["birthdays", "--days", "7", "--json"], environment: Self.today, stderr: "")
    }

    @Test func jsonGivesTheDateAsWrittenTheNextDayAndTheYears() throws {
        let scratch = try store()
        let rows = try JSONLines.objects(
            try scratch.expect(["birthdays", "--json"], environment: Self.today, stderr: "").stdout)
        #expect(
            rows.map { $0["displayName"] as? String ?? "?" } == [
                "Bob Ray", "Eve Wed", "Ann Lee", "Cyd Ko", "Dee Old", "Hal Year",
            ])
        #expect(
            rows.map { $0["kind"] as? String ?? "?" } == [
                "birthday", "anniversary", "birthday", "birthday", "birthday", "birthday",
            ])
        #expect(
            rows.map { $0["date"] as? String ?? "?" } == [
                "--11-23", "2000-11-24", "1990-11-25", "--12-01", "circa 1800", "1975",
            ])
        #expect(
            rows.map { $0["next"] as? String ?? "null" } == [
                "2026-11-23", "2026-11-24", "2026-11-25", "2026-12-01", "null", "null",
            ])
        #expect(rows.map { $0["daysAway"] as? Int ?? -1 } == [0, 1, 2, 8, -1, -1])
        #expect(rows.map { $0["years"] as? Int ?? -1 } == [-1, 26, 36, -1, -1, -1])
        #expect(rows.map { $0["position"] as? Int ?? -1 } == [2, 5, 1, 3, 4, 7])
    }

    @Test func aPlaceholderYearAndATextBirthdayAreShownSensibly() throws {
        let scratch = try store()
        #expect(try scratch.expect(["show", "3"]).stdoutLines.contains("  birthday           --12-01"))
        #expect(try scratch.expect(["show", "4"]).stdoutLines.contains("  birthday           circa 1800"))
        #expect(try scratch.listed()[2]["birthday"] as? String == "--12-01")
    }

    @Test func the29thOfFebruaryComesOnThe28thInOtherYears() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.card("FN:Leap Day", "BDAY:2000-02-29"))
        let rows = try scratch.expect(["birthdays"], environment: ["CONTACTS_TODAY": "2027-02-20"], stderr: "")
            .stdoutLines
        #expect(rows.contains("1  2027-02-28  8 days     Leap Day                            birthday (27)"), "\(rows)")
        let leap = try scratch.expect(["birthdays"], environment: ["CONTACTS_TODAY": "2028-02-20"], stderr: "")
            .stdoutLines
        #expect(leap.contains("1  2028-02-29  9 days     Leap Day                            birthday (28)"), "\(leap)")
    }

    @Test(arguments: [["--days", "-1"], ["--days", "367"]])
    func aWindowOutsideAYearIsAUsageError(_ arguments: [String]) throws {
        let scratch = try store()
        let run = try scratch.expect(["birthdays"] + arguments, status: 64, stdout: "")
        #expect(run.stderr.hasPrefix("contacts: error: --days must be from 0 to 366, not \(arguments[1])\n"), "\(run)")
    }

    @Test func aBadTodayIsAUsageError() throws {
        let scratch = try store()
        let run = try scratch.expect(
            ["birthdays"], environment: ["CONTACTS_TODAY": "2026-13-01"], status: 64, stdout: "")
        #expect(
            run.stderr.hasPrefix("contacts: error: CONTACTS_TODAY must be a date as YYYY-MM-DD, not 2026-13-01\n"),
            "\(run)")
    }
}
