import Foundation
import Testing

/// The Python tools the tests run (Radicale, Xandikos, vdirsyncer), from `.venv-tools/` in the
/// package root, which `.ci/install-python-tools` makes. Without it the suites that need them are skipped.
enum PythonTools {
    /// The package root.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // PythonTools.swift, DAVTestSupport, Tests
        return url
    }()

    /// `.venv-tools/bin`.
    static let bin = packageRoot.appendingPathComponent(".venv-tools/bin")

    /// The path of a tool in the environment.
    static func path(_ tool: String) -> String {
        bin.appendingPathComponent(tool).path
    }

    /// Whether the servers and vdirsyncer are installed.
    static let available = ["radicale", "xandikos", "vdirsyncer", "python"].allSatisfy {
        FileManager.default.isExecutableFile(atPath: path($0))
    }

    /// Why the suites are skipped, for the test log.
    static let missingReason: Comment =
        "no .venv-tools/ with radicale, xandikos and vdirsyncer: run .ci/install-python-tools to create it"
}
