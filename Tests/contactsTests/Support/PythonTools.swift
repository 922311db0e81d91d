import Foundation

/// The Python tools the tests read exports with: `.venv-tools/` in the package root, which
/// `.ci/install-python-tools` makes (CI runs it before the tests). Where it is missing, the tests
/// that need it are skipped with ``missingReason``.
enum PythonTools {
    /// The package root (Tests/contactsTests/Support/PythonTools.swift → three folders up).
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    static let venv = packageRoot.appendingPathComponent(".venv-tools")
    static let python = venv.appendingPathComponent("bin/python").path
    static let khard = venv.appendingPathComponent("bin/khard").path
    /// The script that reads exports with vobject, `vcard` and khard.
    static let readExports = packageRoot.appendingPathComponent("Tests/IndependentReaders/read_exports.py").path

    static let isInstalled =
        FileManager.default.isExecutableFile(atPath: python)
        && FileManager.default.isExecutableFile(atPath: khard)

    static let missingReason =
        ".venv-tools is missing: run .ci/install-python-tools (CI does) to read exports with vobject, vcard and khard"

    /// Runs `python ARGUMENTS` (with ``ContactsProcess``, not Foundation's `Process`, which crashes
    /// test processes on Linux) and returns its standard output; throws when it fails.
    static func run(_ arguments: [String]) throws -> String {
        let run = try ContactsProcess.run(arguments, program: python, timeLimit: 600)
        guard run.status == 0, !run.terminatedBySignal else {
            throw ContactsProcessError(description: "python \(arguments.first ?? "") failed: \(run)")
        }
        return run.stdout
    }
}
