import Foundation

/// Where cards come from: a file, standard input, or every `.vcf` file of a folder.
public struct ImportInput: Sendable, Hashable {
    /// The path as the user gave it (`-` for standard input), used in messages.
    public let displayPath: String
    /// The default source name: the file's base name without extension (`icloud` for `icloud.vcf`).
    public let defaultSource: String
    let path: String?

    /// Standard input (`-`).
    public static let standardInput = ImportInput(displayPath: "-", defaultSource: "stdin", path: nil)

    /// One file.
    public static func file(_ path: String) -> ImportInput {
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return ImportInput(displayPath: path, defaultSource: base.isEmpty ? path : base, path: path)
    }

    /// The inputs a command-line argument names: `-`, a file, or a folder's `.vcf` files in name order.
    /// - Throws: ``ContactStoreError/unreadableInput(path:reason:)`` when it does not exist.
    /// Every file is checked to be readable here, so that an import never stops half-way on one.
    public static func resolve(_ argument: String) throws -> [ImportInput] {
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

    /// The file as an input, after checking it exists and can be read.
    private static func readable(_ path: String) throws -> ImportInput {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ContactStoreError.unreadableInput(path: path, reason: "no such file (a broken link?)")
        }
        guard access(path, R_OK) == 0 else {
            throw ContactStoreError.unreadableInput(path: path, reason: String(cString: strerror(errno)))
        }
        return .file(path)
    }

    /// Opens the input for reading in chunks.
    func open() throws -> FileChunks {
        guard let path else { return FileChunks(descriptor: STDIN_FILENO, closesOnEnd: false, size: nil) }
        let descriptor = Foundation.open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ContactStoreError.unreadableInput(path: path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        fstat(descriptor, &status)
        if (status.st_mode & S_IFMT) == S_IFDIR {
            Foundation.close(descriptor)
            throw ContactStoreError.unreadableInput(path: path, reason: "is a folder")
        }
        return FileChunks(descriptor: descriptor, closesOnEnd: true, size: Int(status.st_size))
    }
}

/// Successive 1 MiB reads from a file descriptor, for ``VCardReader``; closes the file at its end.
final class FileChunks: IteratorProtocol {
    private let descriptor: Int32
    private let closesOnEnd: Bool
    private var closed = false
    /// The file's size in bytes, when known (not for a pipe).
    let size: Int?
    /// Bytes read so far.
    private(set) var bytesRead = 0
    /// The last read error, if reading stopped because of one.
    private(set) var error: String?

    init(descriptor: Int32, closesOnEnd: Bool, size: Int?) {
        self.descriptor = descriptor
        self.closesOnEnd = closesOnEnd
        self.size = size
    }

    func next() -> [UInt8]? {
        guard !closed else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var count = 0
        repeat {
            count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        } while count < 0 && errno == EINTR
        if count < 0 { error = String(cString: strerror(errno)) }
        guard count > 0 else {
            close()
            return nil
        }
        chunk.removeSubrange(count...)
        bytesRead += count
        return chunk
    }

    func close() {
        guard !closed else { return }
        closed = true
        if closesOnEnd { Foundation.close(descriptor) }
    }

    deinit { close() }
}
