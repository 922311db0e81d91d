import Foundation
import Testing

/// `contacts remote add` refuses, when it is given, a remote the sync would refuse: plain http to
/// another machine (the password would cross the network in clear) without `--allow-insecure`.
@Suite struct RemoteAddTests {
    @Test func plainHTTPToAnotherMachineIsRefusedUntilAllowed() throws {
        let scratch = try Scratch()
        let refused = try scratch.expect(
            ["remote", "add", "dav", "http://dav.example.com/book/"], status: 64, stdout: "")
        #expect(refused.stderr.contains("http://dav.example.com/book/ is plain http to another machine"), "\(refused)")
        #expect(refused.stderr.contains("--allow-insecure"), "\(refused)")
        try scratch.expect(["remote", "add", "dav", "http://dav.example.com/book/", "--allow-insecure"])
        try scratch.expect(["remote", "add", "home", "http://127.0.0.1:5232/user/book/"])
        let names = try scratch.expect(["remote", "list", "--json"]).stdout
        #expect(names.contains("\"name\":\"dav\"") && names.contains("\"name\":\"home\""), "\(names)")
    }

    /// A URL of a scheme that is not one (`vdir:/path`, `carddav://…`) is refused, not made a folder
    /// named after it, and so is an empty one; `./` makes such a name a folder.
    @Test func aSchemeThatIsNotOneIsRefused() throws {
        let scratch = try Scratch()
        let book = scratch.path("book")
        for url in ["vdir:" + book, "carddav://dav.example.com/book/", "webcal:book"] {
            let refused = try scratch.expect(["remote", "add", "book", url], status: 64, stdout: "")
            #expect(
                refused.stderr.contains("\(url): a remote is an http:// or https:// URL, or a folder"), "\(refused)")
        }
        #expect(!FileManager.default.fileExists(atPath: book))
        // An empty URL (an unset variable in a script) is not the working directory.
        for url in ["", " ", "file:"] {
            let refused = try scratch.expect(["remote", "add", "book", url], status: 64, stdout: "")
            #expect(refused.stderr.contains("a remote is an http:// or https:// URL, or a folder"), "\(refused)")
        }
        try scratch.expect(["remote", "add", "book", "file:" + book])
        #expect(FileManager.default.fileExists(atPath: book))
        #expect(try scratch.expect(["remote", "list", "--json"]).stdout.contains(book))
    }
}
