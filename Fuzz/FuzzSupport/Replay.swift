import Foundation

/// The entry point of a fuzz target built without the fuzzer (a plain `swift build`): it runs the
/// same checks on files, so that a crash input or a whole corpus can be replayed under a debugger
/// or after a fix.
///
/// ```sh
/// swift run VCardReaderFuzzer .fuzz/artifacts/VCardReaderFuzzer/crash-1234 .fuzz/corpus/VCardReaderFuzzer
/// ```
public enum Replay {
    /// Runs `check` on every file named in `arguments`, and on every file inside a named folder.
    /// - Parameters:
    ///   - arguments: the command line without the program's name.
    ///   - check: the fuzz target's checks, which stop the process when one fails.
    ///   - quiet: whether to leave out the name of each file before it is checked.
    public static func run(_ arguments: [String], usage: String, quiet: Bool = false, check: ([UInt8]) -> Void) {
        guard !arguments.isEmpty, arguments.first != "--help" else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            exit(arguments.isEmpty ? 64 : 0)
        }
        var count = 0
        for path in arguments.flatMap(files) {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(66)
            }
            if !quiet { print(path) }
            check(Array(data))
            count += 1
        }
        print("\(count) inputs checked")
    }

    /// `path` itself, or the regular files inside it when it is a folder, sorted.
    private static func files(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }.filter { name in
            var isSubfolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: name, isDirectory: &isSubfolder) && !isSubfolder.boolValue
        }
    }
}
