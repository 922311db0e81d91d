import Foundation
import TestSupport
import Testing

/// A temporary folder for one test, removed when the test is done with it, holding the test's
/// store (`store`), its input files, and what the binary writes.
///
/// Runs made through a scratch get `--store` appended (unless `store: .none`), and `XDG_DATA_HOME`
/// and `HOME` inside the folder, so a test can never touch the real address book.
///
/// The command's counterpart of the library tests' `TemporaryStore`, which opens a store in the
/// process instead of running the binary; both keep their files in a ``TemporaryFolder``.
final class Scratch: Sendable {
    private let folder: TemporaryFolder
    /// The store this scratch's runs use: `store/contacts.sqlite` (its folder does not exist yet).
    let store: String

    init() throws {
        folder = try TemporaryFolder(prefix: "contactsTests")
        store = folder.path("store/contacts.sqlite")
    }

    /// The folder.
    var url: URL { folder.url }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String {
        folder.path(name)
    }

    /// Writes `text` (UTF-8) to `name`, creating folders, and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try folder.write(name, text)
    }

    /// Writes `bytes` to `name`, creating folders, and returns its path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        try folder.write(name, bytes: bytes)
    }

    /// The bytes of `name` inside the folder.
    func read(_ name: String) throws -> [UInt8] {
        try folder.read(name)
    }

    /// Which `--store` a run names.
    enum StoreArgument: Sendable {
        /// `--store` with the scratch's ``Scratch/store``.
        case scratch
        /// `--store PATH`.
        case path(String)
        /// No `--store`: `$CONTACTS_STORE` or the default location decides.
        case none
    }

    /// Runs `contacts ARGUMENTS --store STORE`, or a bash `script` around it (``ContactsProcess/run(_:stdin:environment:terminal:killAfter:script:)``).
    func run(
        _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String?] = [:],
        store: StoreArgument = .scratch,
        terminal columns: Int? = nil, killAfter: TimeInterval? = nil, script: String? = nil
    ) throws -> ContactsRun {
        let storePath: String? =
            switch store {
            case .scratch: self.store
            case .path(let path): path
            case .none: nil
            }
        var variables: [String: String?] = ["XDG_DATA_HOME": path("xdg-data"), "HOME": path("home")]
        variables.merge(environment) { _, new in new }
        return try ContactsProcess.run(
            arguments + (storePath.map { ["--store", $0] } ?? []), stdin: stdin, environment: variables,
            terminal: columns,
            killAfter: killAfter, script: script
        )
    }

    /// Runs `contacts ARGUMENTS --store STORE` and checks its exit status and, when given, the exact
    /// standard output and standard error, as `AssertExecuteCommand` does.
    @discardableResult
    func expect(
        _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String?] = [:],
        store: StoreArgument = .scratch,
        terminal columns: Int? = nil, status: Int32 = 0, stdout: String? = nil, stderr: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ContactsRun {
        let run = try run(arguments, stdin: stdin, environment: environment, store: store, terminal: columns)
        let command = "contacts " + arguments.joined(separator: " ")
        #expect(
            run.status == status && !run.terminatedBySignal, "\(command): exit status\n\(run)",
            sourceLocation: sourceLocation)
        if let stdout {
            #expect(
                run.stdout == stdout,
                "\(command): standard output\n\(Diff.lines(expected: stdout, actual: run.stdout))",
                sourceLocation: sourceLocation)
        }
        if let stderr {
            #expect(
                run.stderr == stderr, "\(command): standard error\n\(Diff.lines(expected: stderr, actual: run.stderr))",
                sourceLocation: sourceLocation)
        }
        return run
    }

    /// Runs `contacts ARGUMENTS` as ``expect(_:stdin:environment:store:terminal:status:stdout:stderr:sourceLocation:)``
    /// does, comparing standard output with every contact's short id (the ID column, random)
    /// written `########`, so a table's layout is checked exactly.
    @discardableResult
    func expectTable(
        _ arguments: [String], environment: [String: String?] = [:], terminal columns: Int? = nil, stdout: String,
        stderr: String? = "", sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ContactsRun {
        let run = try expect(
            arguments, environment: environment, terminal: columns, stderr: stderr, sourceLocation: sourceLocation)
        let masked = try maskingIDs(run.stdout)
        let command = "contacts " + arguments.joined(separator: " ")
        #expect(
            masked == stdout, "\(command): standard output\n\(Diff.lines(expected: stdout, actual: masked))",
            sourceLocation: sourceLocation)
        return run
    }

    /// `text` with the first eight characters of every contact's id written `########`.
    func maskingIDs(_ text: String) throws -> String {
        let listed = try run(["list", "--json"])
        var masked = text
        for object in try JSONLines.objects(listed.stdout) {
            guard let id = object["id"] as? String else { continue }
            masked = masked.replacingOccurrences(of: String(id.prefix(8)), with: "########")
        }
        return masked
    }

    // MARK: - Shortcuts over `list --json`

    /// Imports `text` as the file `name` and requires the run to succeed.
    @discardableResult
    func importCards(
        _ text: String, as name: String = "cards.vcf", sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ContactsRun {
        let file = try write(name, text)
        let run = try run(["import", file])
        try #require(run.status == 0, "import \(name) failed\n\(run)", sourceLocation: sourceLocation)
        return run
    }

    /// Adds the vdir folder `folder` (in the scratch folder, made if missing) as remote `name`, the
    /// store's contacts going to it (`--yes`); returns the folder's path.
    @discardableResult
    func addVdirRemote(_ name: String, folder: String = "book") throws -> String {
        let book = path(folder)
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        try expect(["remote", "add", name, book, "--yes"])
        return book
    }

    /// The path of the one card in vdir folder `book`, required to be the only one.
    func onlyCard(in book: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: book).filter { $0.hasSuffix(".vcf") }
        try #require(files.count == 1, "\(files)", sourceLocation: sourceLocation)
        return book + "/" + files[0]
    }

    /// `list --json ARGUMENTS`, parsed.
    func listed(
        _ arguments: [String] = [], environment: [String: String?] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [[String: Any]] {
        let run = try run(["list", "--json"] + arguments, environment: environment)
        try #require(
            run.status == 0 && run.stderr.isEmpty, "list --json failed\n\(run)", sourceLocation: sourceLocation)
        return try JSONLines.objects(run.stdout, sourceLocation: sourceLocation)
    }

    /// The display names of `list --json ARGUMENTS`, in the listing's order.
    func names(
        _ arguments: [String] = [], environment: [String: String?] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        try listed(arguments, environment: environment, sourceLocation: sourceLocation).map {
            $0["displayName"] as? String ?? "<no displayName>"
        }
    }

    /// `position:name` for every contact of `list --json ARGUMENTS`, e.g. `["1:Ann", "2:Bob"]`.
    func positionedNames(
        _ arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        try listed(arguments, sourceLocation: sourceLocation).map {
            "\($0["position"] as? Int ?? -1):\($0["displayName"] as? String ?? "<no displayName>")"
        }
    }
}

/// A readable difference between expected and actual text, for failure messages.
enum Diff {
    static func lines(expected: String, actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var report: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : nil
            let got = index < actualLines.count ? String(actualLines[index]) : nil
            if want == got {
                report.append("  \(want ?? "")")
            } else {
                if let want { report.append("- \(want.debugDescription)") }
                if let got { report.append("+ \(got.debugDescription)") }
            }
        }
        return report.joined(separator: "\n")
    }
}
