import Foundation
import Testing

/// `contacts query` as mutt runs it (issue 41): `query_command` on mutt's own screen, a raw terminal
/// (Enter sends `\r`), with the access question of a client's first use. mutt in tmux, as a person
/// uses it: Q, a name, Enter, then y and Enter at the question.
@Suite(.enabled(if: TmuxSession.isAvailable && installedMutt != nil, "needs tmux and mutt (.ci/install-deps)"))
struct MuttQueryTests {

    @Test func muttsFirstQueryIsAnsweredWithEnterAndShowsTheAddresses() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Bob", "Ray", "EMAIL:bob@example.com"))
        let binary = try #require(ContactsProcess.executable, "the contacts binary is not built").path
        try FileManager.default.createDirectory(atPath: scratch.path("home"), withIntermediateDirectories: true)
        let mailbox = try scratch.write("empty.mbox", "")
        let command =
            [binary, "query", "--client", "neomutt", "--store", scratch.store].map(TmuxSession.quoted).joined(
                separator: " ") + " %s"
        let settings = try scratch.write(
            "muttrc",
            """
            set folder = "\(scratch.path("home"))"
            set spoolfile = "\(mailbox)"
            set mbox_type = mbox
            set query_command = "\(command.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))"

            """)
        let session = try TmuxSession(
            scratch, running: [try #require(installedMutt), "-n", "-F", settings, "-f", mailbox], columns: 100, rows: 30
        )
        try session.waitFor(text: "q:Quit")
        try session.send("Q")
        try session.waitFor(text: "Query:")
        try session.type("bob")
        try session.send("Enter")
        try session.waitFor("the question") {
            $0.joined().contains("Allow \"neomutt\" to read and change your contacts") && $0.joined().contains("[y/N]")
        }
        try session.type("y")
        try session.send("Enter")  // `\r`: mutt's terminal is raw
        try session.waitFor(text: "bob@example.com")
        try scratch.expect(["access", "status", "neomutt"], stdout: "authorized\n", stderr: "")
        // The next query asks nothing. (The question was written over mutt's screen, which mutt does
        // not know: back in the index, Ctrl-L has it drawn whole again.)
        try session.send("q")
        try session.send("C-l")
        try session.waitFor(text: "q:Quit")
        try session.send("Q")
        try session.waitFor(text: "Query:")
        try session.type("ray")
        try session.send("Enter")
        let screen = try session.waitFor(text: "bob@example.com")
        #expect(!screen.contains { $0.contains("Allow") }, "asked again:\n\(screen.joined(separator: "\n"))")
    }
}

/// mutt (or neomutt), when installed.
private let installedMutt: String? = ["/usr/bin/mutt", "/usr/bin/neomutt"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}
