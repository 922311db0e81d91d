import Foundation
import Testing

/// On a terminal, a listing goes through the pager (`$CONTACTS_PAGER`, the `pager` setting,
/// `$PAGER`, else `less -FRX`), as git's output does; never with `--no-pager`, `pager: false`, or
/// when standard output is not a terminal.
@Suite struct PagerTests {
    /// A pager that shows it was used: every line it is given, marked.
    static let marking: [String: String?] = ["PAGER": "sed s/^/paged:/", "TERM": "xterm"]

    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", "CATEGORIES:Work") + VCF.person("Bob", "Ray", "CATEGORIES:Work"))
        return scratch
    }

    @Test(arguments: [["list"], ["show", "1"], ["categories"], ["sources"]])
    func aListingOnATerminalGoesThroughThePager(_ arguments: [String]) throws {
        let scratch = try store()
        let direct = try scratch.expect(arguments + ["--no-pager"], environment: Self.marking, terminal: 80, stderr: "")
        #expect(!direct.stdout.contains("paged:"))
        let paged = try scratch.expect(arguments, environment: Self.marking, terminal: 80, stderr: "")
        #expect(paged.stdoutLines == direct.stdoutLines.map { "paged:" + $0 }, "\(paged)")
    }

    @Test func withoutATerminalThereIsNoPager() throws {
        let scratch = try store()
        let run = try scratch.expect(["list"], environment: Self.marking, stderr: "")
        #expect(run.stdoutLines.count == 3 && !run.stdout.contains("paged:"), "\(run)")
    }

    @Test func aDumbTerminalHasNoPager() throws {
        let scratch = try store()
        for term in ["dumb", nil] as [String?] {
            let run = try scratch.expect(
                ["list"], environment: ["PAGER": "sed s/^/paged:/", "TERM": term], terminal: 80, stderr: "")
            #expect(run.stdoutLines.count == 3 && !run.stdout.contains("paged:"), "\(run)")
        }
    }

    @Test func contactsPagerWinsOverTheSettingWhichWinsOverPAGER() throws {
        let scratch = try store()
        try FileManager.default.createDirectory(
            atPath: scratch.path("home/.config/contacts"), withIntermediateDirectories: true)
        try scratch.write("home/.config/contacts/config.yaml", "pager: sed s/^/setting:/\n")
        let bySetting = try scratch.expect(["list"], environment: Self.marking, terminal: 80, stderr: "")
        #expect(bySetting.stdoutLines.allSatisfy { $0.hasPrefix("setting:") }, "\(bySetting)")
        let byVariable = try scratch.expect(
            ["list"], environment: ["PAGER": "cat", "CONTACTS_PAGER": "sed s/^/own:/", "TERM": "xterm"], terminal: 80,
            stderr: "")
        #expect(byVariable.stdoutLines.allSatisfy { $0.hasPrefix("own:") }, "\(byVariable)")
        try scratch.write("home/.config/contacts/config.yaml", "pager: false\n")
        let off = try scratch.expect(["list"], environment: Self.marking, terminal: 80, stderr: "")
        #expect(off.stdoutLines.count == 3 && !off.stdout.contains("paged:"), "\(off)")
    }

    @Test func theDefaultPagerIsLessWhichQuitsAtOnceOnAShortListing() throws {
        let scratch = try store()
        let run = try scratch.expect(["list"], environment: ["TERM": "xterm", "PAGER": nil], terminal: 80, stderr: "")
        #expect(
            Self.withoutEscapes(run.stdout).range(of: "2  [0-9a-f]{8}  Bob Ray", options: .regularExpression) != nil,
            "\(run)")
    }

    @Test func aPagerThatIsNotInstalledIsNamedAndTheListingPrintedDirectly() throws {
        let scratch = try store()
        let run = try scratch.expect(
            ["list"], environment: ["PAGER": "no-such-pager -x", "TERM": "xterm"], terminal: 80)
        #expect(
            run.stderr.hasPrefix("contacts: warning: the pager no-such-pager -x was not found; printing without it"),
            "\(run)")
        #expect(
            run.stdoutLines.last?.range(of: "^2  [0-9a-f]{8}  Bob Ray$", options: .regularExpression) != nil, "\(run)")
    }

    /// `text` without terminal control sequences (what less may add around the page).
    static func withoutEscapes(_ text: String) -> String {
        text.replacingOccurrences(
            of: "\u{1B}(\\[[0-9;?]*[A-Za-z]|[()][A-Z0-9]|[=>])", with: "", options: .regularExpression
        )
        .replacingOccurrences(of: "\r", with: "")
    }
}
