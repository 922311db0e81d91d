import ContactsKit
import Foundation

extension ImportInput {
    /// The inputs a command-line argument names: `-` for standard input, a file, or a folder's `.vcf`
    /// files (any case, not in subfolders) in name order. Every file is checked to be readable here,
    /// so that an import never stops half-way on one.
    /// - Throws: ``ContactStoreError/unreadableInput(path:reason:)`` (exit 66) when the argument or
    ///   one of the folder's files does not exist or cannot be read.
    static func resolve(_ argument: String) throws -> [ImportInput] {
        if argument == "-" { return [.standardInput] }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw ContactStoreError.unreadableInput(path: argument, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else { return [try readable(argument)] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: argument)
        } catch {
            throw ContactStoreError.unreadableInput(path: argument, reason: "cannot list the folder")
        }
        return try names.filter { $0.lowercased().hasSuffix(".vcf") }.sorted().compactMap { name in
            let path = (argument as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return nil }
            return try readable(path)
        }
    }

    /// The file as an input, after checking it exists, is a regular file and can be read. A device
    /// (`/dev/zero`), a FIFO or a socket is refused: reading one can block forever (a FIFO nobody
    /// writes to) or never end (`/dev/zero`); `-` reads whatever is piped in, on purpose.
    private static func readable(_ path: String) throws -> ImportInput {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ContactStoreError.unreadableInput(path: path, reason: "no such file (a broken link?)")
        }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            throw ContactStoreError.unreadableInput(
                path: path,
                reason:
                    "not a regular file (a device, FIFO or socket); to read it anyway, give it as standard input: contacts import - < \(Diagnostics.shellQuoted(path))"
            )
        }
        guard access(path, R_OK) == 0 else {
            throw ContactStoreError.unreadableInput(path: path, reason: String(cString: strerror(errno)))
        }
        return .file(path)
    }
}
