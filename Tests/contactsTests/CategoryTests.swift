import Foundation
import Testing

/// Categories (`CATEGORIES:Work,Friends`): shown by `show`, a `categories` key in `--json`, found by
/// `list QUERY`, kept by `list --category NAME` (repeatable, any of them), counted by
/// `contacts categories`, and a name that matches none is a usage error listing them.
@Suite struct CategoryTests {
    static let cards =
        VCF.person("Ann", "Lee", "CATEGORIES:Work,Friends")
        + VCF.person("Bob", "Ray", "CATEGORIES:work", "CATEGORIES:Chess club")
        + VCF.person("Cyd", "Ko")

    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        return scratch
    }

    @Test func categoriesAreListedWithTheirCountsOneNameForEveryCase() throws {
        let scratch = try store()
        try scratch.expect(
            ["categories"],
            stdout: """
                Chess club  1
                Friends     1
                Work        2

                """, stderr: "")
        try scratch.expect(
            ["categories", "--json"],
            stdout: """
                {"category":"Chess club","contacts":1}
                {"category":"Friends","contacts":1}
                {"category":"Work","contacts":2}

                """, stderr: "")
    }

    @Test func jsonCarriesEveryCategoryOfTheContact() throws {
        let scratch = try store()
        let listed = try scratch.listed()
        #expect(
            listed.map { $0["categories"] as? [String] ?? ["missing"] } == [
                ["Friends", "Work"], ["Chess club", "work"], [],
            ])
        let shown = try JSONLines.object(try scratch.expect(["show", "2", "--json"]).stdout)
        #expect(shown["categories"] as? [String] == ["Chess club", "work"])
    }

    @Test func showPrintsTheCategories() throws {
        let scratch = try store()
        let run = try scratch.expect(["show", "1"], stderr: "")
        #expect(run.stdoutLines.contains("  categories           Friends, Work"), "\(run)")
        #expect(!(try scratch.expect(["show", "3"]).stdout.contains("categories")))
    }

    @Test func listCategoryKeepsTheContactsInAnyOfTheNamedCategoriesIgnoringCase() throws {
        let scratch = try store()
        #expect(try scratch.names(["--category", "WORK"]) == ["Ann Lee", "Bob Ray"])
        #expect(try scratch.names(["--category", "friends"]) == ["Ann Lee"])
        #expect(try scratch.names(["--category", "chess club", "--category", "Friends"]) == ["Ann Lee", "Bob Ray"])
        #expect(try scratch.names(["--category", "Friends", "ann"]) == ["Ann Lee"])
        #expect(try scratch.names(["--category", "Friends", "bob"]) == [])
    }

    @Test func aCategoryIsFoundBySearch() throws {
        let scratch = try store()
        #expect(try scratch.names(["chess"]) == ["Bob Ray"])
        #expect(try scratch.names(["friends"]) == ["Ann Lee"])
    }

    @Test func anUnknownCategoryIsAnErrorNamingTheCategoriesThereAre() throws {
        let scratch = try store()
        try scratch.expect(
            ["list", "--category", "Frends"], status: 64, stdout: "",
            stderr: """
                contacts: error: no category is named 'Frends' (did you mean 'Friends'?); the categories are 'Chess club', 'Friends', 'Work' (`contacts categories`)

                """)
    }

    @Test func noCategoriesPrintNothing() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann"))
        try scratch.expect(["categories"], stdout: "", stderr: "")
        try scratch.expect(
            ["list", "--category", "Work"], status: 64, stdout: "",
            stderr: """
                contacts: error: no category is named 'Work'; there are no categories yet (`contacts categories`)

                """)
    }
}
