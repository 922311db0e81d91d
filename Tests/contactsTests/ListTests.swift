import Foundation
import Testing

/// `contacts list`: manual order with the `#` column, `--sorted` / `--by given` folding case and
/// accents, `--sections`, `QUERY` filters, `--limit` / `--offset`, `--has-photo`, and that the `#`
/// column always holds the manual position. (JSON, width, sanitising: `ListOutputTests`.)
@Suite struct ListTests {
    /// A scratch store holding ``VCF/sortingFixture``.
    private func sortingStore() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(VCF.sortingFixture, as: "people.vcf")
        return scratch
    }

    // MARK: - Order

    @Test func manualOrderIsImportOrderWithPositionsAndAHeader() throws {
        let scratch = try sortingStore()
        try scratch.expectTable(
            ["list"],
            stdout: """
                #\tID\tName\tEmail\tPhone\tOrganization
                1\t########\tAnna Zoë\t\t\t
                2\t########\tÉmile Dupont\t\t\t
                3\t########\tBo ångström\t\t\t
                4\t########\tEmile Dupuis\t\t\t
                5\t########\tAl Angstrom\t\t\t
                6\t########\tZed Zimmer\t\t\t
                7\t########\t1-800-Flowers\t\t\t1-800-Flowers
                8\t########\tÉmile Durand\t\t\t
                9\t########\tBea Zoe\t\t\t
                10\t########\tSuite 10\t\t\tSuite 10
                11\t########\tSuite 9\t\t\tSuite 9

                """, stderr: "")
    }

    @Test func sortedOrdersByFamilyThenGivenIgnoringCaseAndAccents() throws {
        let scratch = try sortingStore()
        // ångström sits with Angstrom, Émile with Emile (by family name: Dupont, Dupuis, Durand),
        // Zoë with Zoe (Anna before Bea); no name: the organisation, numbers in natural order; a
        // name starting with a digit last.
        try scratch.expectTable(
            ["list", "--sorted"],
            stdout: """
                #\tID\tName\tEmail\tPhone\tOrganization
                5\t########\tAl Angstrom\t\t\t
                3\t########\tBo ångström\t\t\t
                2\t########\tÉmile Dupont\t\t\t
                4\t########\tEmile Dupuis\t\t\t
                8\t########\tÉmile Durand\t\t\t
                11\t########\tSuite 9\t\t\tSuite 9
                10\t########\tSuite 10\t\t\tSuite 10
                6\t########\tZed Zimmer\t\t\t
                1\t########\tAnna Zoë\t\t\t
                9\t########\tBea Zoe\t\t\t
                7\t########\t1-800-Flowers\t\t\t1-800-Flowers

                """, stderr: "")
    }

    @Test func byGivenOrdersByGivenNameThenFamilyAndImpliesSorted() throws {
        let scratch = try sortingStore()
        try scratch.expectTable(
            ["list", "--by", "given"],
            stdout: """
                #\tID\tName\tEmail\tPhone\tOrganization
                5\t########\tAl Angstrom\t\t\t
                1\t########\tAnna Zoë\t\t\t
                9\t########\tBea Zoe\t\t\t
                3\t########\tBo ångström\t\t\t
                2\t########\tÉmile Dupont\t\t\t
                4\t########\tEmile Dupuis\t\t\t
                8\t########\tÉmile Durand\t\t\t
                11\t########\tSuite 9\t\t\tSuite 9
                10\t########\tSuite 10\t\t\tSuite 10
                6\t########\tZed Zimmer\t\t\t
                7\t########\t1-800-Flowers\t\t\t1-800-Flowers

                """, stderr: "")
        #expect(try scratch.names(["--sorted", "--by", "family"]) == scratch.names(["--sorted"]))
    }

    @Test func sectionsGroupTheSortedListUnderLettersAndHashWithCounts() throws {
        let scratch = try sortingStore()
        try scratch.expectTable(
            ["list", "--sections"],
            stdout: """
                A (2)
                5\t########\tAl Angstrom\t\t\t
                3\t########\tBo ångström\t\t\t

                D (3)
                2\t########\tÉmile Dupont\t\t\t
                4\t########\tEmile Dupuis\t\t\t
                8\t########\tÉmile Durand\t\t\t

                S (2)
                11\t########\tSuite 9\t\t\tSuite 9
                10\t########\tSuite 10\t\t\tSuite 10

                Z (3)
                6\t########\tZed Zimmer\t\t\t
                1\t########\tAnna Zoë\t\t\t
                9\t########\tBea Zoe\t\t\t

                # (1)
                7\t########\t1-800-Flowers\t\t\t1-800-Flowers

                """, stderr: "")
    }

    @Test func sectionsByGivenNameUseTheGivenNamesFirstLetter() throws {
        let scratch = try sortingStore()
        try scratch.expectTable(
            ["list", "--sections", "--by", "given"],
            stdout: """
                A (2)
                5\t########\tAl Angstrom\t\t\t
                1\t########\tAnna Zoë\t\t\t

                B (2)
                9\t########\tBea Zoe\t\t\t
                3\t########\tBo ångström\t\t\t

                E (3)
                2\t########\tÉmile Dupont\t\t\t
                4\t########\tEmile Dupuis\t\t\t
                8\t########\tÉmile Durand\t\t\t

                S (2)
                11\t########\tSuite 9\t\t\tSuite 9
                10\t########\tSuite 10\t\t\tSuite 10

                Z (1)
                6\t########\tZed Zimmer\t\t\t

                # (1)
                7\t########\t1-800-Flowers\t\t\t1-800-Flowers

                """, stderr: "")
    }

    @Test func sectionsAndJSONTogetherAreAUsageError() throws {
        let scratch = try sortingStore()
        let run = try scratch.expect(["list", "--sections", "--json"], status: 64, stdout: "")
        #expect(run.stderr.contains("--sections"))
    }

    @Test func theHashColumnOfASortedListIsTheManualPositionAfterMoves() throws {
        let scratch = try sortingStore()
        try scratch.expect(["move", "11", "1"])
        try scratch.expect(["move", "6", "2"])
        let manual = try scratch.positionedNames()
        #expect(manual.prefix(3) == ["1:Suite 9", "2:Al Angstrom", "3:Anna Zoë"])
        let positionByName = Dictionary(
            uniqueKeysWithValues: try scratch.listed().map {
                ($0["displayName"] as? String ?? "", $0["position"] as? Int ?? -1)
            })
        for arguments in [
            ["--sorted"], ["--by", "given"], ["--sorted", "--limit", "4", "--offset", "3"], ["e"],
            ["e", "--sorted", "--limit", "2"],
        ] {
            for contact in try scratch.listed(arguments) {
                let name = contact["displayName"] as? String ?? ""
                #expect(contact["position"] as? Int == positionByName[name], "\(arguments): \(name)")
            }
        }
    }

    // MARK: - Filtering

    struct FilterCase: Sendable, CustomTestStringConvertible {
        let query: [String]
        let expected: [String]
        var testDescription: String { "list \(query.joined(separator: " ")) → \(expected)" }
    }

    static let filterCases: [FilterCase] = [
        FilterCase(query: ["jose"], expected: ["1:José García", "2:Mail Only", "3:Josefine Berg", "5:Joe Other"]),
        FilterCase(query: ["JOSÉ"], expected: ["1:José García", "2:Mail Only", "3:Josefine Berg", "5:Joe Other"]),
        FilterCase(query: ["josef"], expected: ["3:Josefine Berg"]),
        FilterCase(query: ["jos", "gar"], expected: ["1:José García"]),
        FilterCase(query: ["555 01"], expected: ["4:Bob Smith"]),
        FilterCase(query: ["555", "01"], expected: ["4:Bob Smith"]),
        FilterCase(query: ["5550104"], expected: ["4:Bob Smith"]),
        FilterCase(query: ["555 0104"], expected: ["4:Bob Smith"]),  // digits across words, not a word prefix
        FilterCase(query: ["55501", "04"], expected: ["4:Bob Smith"]),
        FilterCase(query: ["555 0199"], expected: []),
        FilterCase(query: ["bob", "555"], expected: ["4:Bob Smith"]),
        FilterCase(query: ["ann", "555"], expected: []),  // Ann has no 555 number: every word must match
        FilterCase(query: ["555"], expected: ["4:Bob Smith", "5:Joe Other"]),
        FilterCase(query: ["x.org"], expected: ["2:Mail Only"]),
        FilterCase(query: ["hose"], expected: ["6:Ann Hosé"]),
        FilterCase(query: ["erg"], expected: []),  // a prefix of a word, not any substring
        FilterCase(query: ["note"], expected: ["5:Joe Other"]),  // notes are searched (issue 41; SearchEveryFieldTests)
        FilterCase(query: ["joe", "jose"], expected: ["5:Joe Other"]),  // a name and a note's word
    ]

    @Test(arguments: filterCases)
    func queryKeepsContactsWhereEachWordStartsAWord(_ filter: FilterCase) throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.searchFixture)
        #expect(try scratch.positionedNames(filter.query) == filter.expected)
    }

    @Test func aPhoneQueryShowsTheNumberAsWritten() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.searchFixture)
        try scratch.expectTable(
            ["list", "555 01"],
            stdout: """
                #\tID\tName\tEmail\tPhone\tOrganization
                4\t########\tBob Smith\t\t+1 (555) 010-4477\t

                """, stderr: "")
    }

    @Test func queryCombinesWithSortedLimitAndOffset() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.searchFixture)
        #expect(
            try scratch.positionedNames(["jose", "--sorted"]) == [
                "3:Josefine Berg", "1:José García", "2:Mail Only", "5:Joe Other",
            ])
        #expect(
            try scratch.positionedNames(["jose", "--sorted", "--limit", "2", "--offset", "1"]) == [
                "1:José García", "2:Mail Only",
            ])
        #expect(try scratch.positionedNames(["jose", "--limit", "1", "--offset", "1"]) == ["2:Mail Only"])
    }

    // MARK: - Paging

    @Test func limitAndOffsetPageThroughTheManualOrder() throws {
        let scratch = try sortingStore()
        #expect(
            try scratch.positionedNames(["--limit", "3", "--offset", "2"]) == [
                "3:Bo ångström", "4:Emile Dupuis", "5:Al Angstrom",
            ])
        #expect(try scratch.positionedNames(["--limit", "2"]) == ["1:Anna Zoë", "2:Émile Dupont"])
        #expect(try scratch.positionedNames(["--offset", "9"]) == ["10:Suite 10", "11:Suite 9"])
        #expect(try scratch.positionedNames(["--offset", "11"]) == [])
        #expect(try scratch.positionedNames(["--limit", "0"]) == [])
        try scratch.expectTable(
            ["list", "--limit", "2", "--offset", "1"],
            stdout: """
                #\tID\tName\tEmail\tPhone\tOrganization
                2\t########\tÉmile Dupont\t\t\t
                3\t########\tBo ångström\t\t\t

                """, stderr: "")
    }

    @Test func limitAndOffsetPageThroughTheSortedOrder() throws {
        let scratch = try sortingStore()
        #expect(
            try scratch.positionedNames(["--sorted", "--limit", "3", "--offset", "4"]) == [
                "8:Émile Durand", "11:Suite 9", "10:Suite 10",
            ])
        #expect(
            try scratch.positionedNames(["--by", "given", "--offset", "9"]) == ["6:Zed Zimmer", "7:1-800-Flowers"])
    }

    /// `--limit -1` and `--limit=-1` both reach the command's own check, which names the option.
    @Test(arguments: [["--limit=-1"], ["--offset=-2"], ["--limit", "-1"], ["--limit", "many"], ["--by", "nickname"]])
    func aBadPagingOrSortValueIsAUsageError(_ arguments: [String]) throws {
        let scratch = try sortingStore()
        let run = try scratch.expect(["list"] + arguments, status: 64, stdout: "")
        let option = String(arguments[0].prefix { $0 != "=" })
        #expect(run.stderr.contains(option), "the message names the option: \(run.stderr)")
    }

    // MARK: - Other filters

    @Test func hasPhotoKeepsOnlyContactsWithAnInlinePhoto() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("No", "Photo")
                + VCF.person("Pat", "Photo", "PHOTO;ENCODING=b;TYPE=PNG:\(VCF.pngBase64)")
                + VCF.person("Url", "Photo", "PHOTO;VALUE=uri:https://example.org/me.png")
                + VCF.card(
                    ["FN:Four Photo", "N:Photo;Four;;;", "PHOTO:data:image/png;base64,\(VCF.pngBase64)"], version: "4.0"
                )
        )
        #expect(try scratch.positionedNames(["--has-photo"]) == ["2:Pat Photo", "4:Four Photo"])
        #expect(try scratch.positionedNames(["--has-photo", "--sorted"]) == ["4:Four Photo", "2:Pat Photo"])
        #expect(try scratch.positionedNames(["--has-photo", "pat"]) == ["2:Pat Photo"])
        #expect(try scratch.listed().map { $0["hasPhoto"] as? Bool } == [false, true, false, true])
    }

    @Test func anEmptyStoreListsNothingAndSucceeds() throws {
        let scratch = try Scratch()
        try scratch.expect(
            ["import", try scratch.write("empty.vcf", "")],
            stdout: "imported 0, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        try scratch.expect(["list"], stdout: "", stderr: "")
        try scratch.expect(["list", "--json"], stdout: "", stderr: "")
    }
}
