import Foundation

/// Where cards come from: a file, or standard input.
public struct ImportInput: Sendable, Hashable {
    /// The path as given (`-` for standard input): ``ImportProblem/file`` and errors name the input by it.
    public let displayPath: String
    /// The default source name: the file's base name without extension (`icloud` for `icloud.vcf`).
    public let defaultSource: String
    let path: String?
    /// The format to read the input as; nil to tell it by its content (`ImportFormat/detect(_:)`).
    public var format: ImportFormat?
    /// For CSV: what columns the header does not name hold, by lower-cased column name (`--map`).
    public var columnMap: [String: CSVField] = [:]

    /// Standard input (named `-`, with the default source `stdin`).
    public static let standardInput = ImportInput(displayPath: "-", defaultSource: "stdin", path: nil)

    /// One file.
    public static func file(_ path: String) -> ImportInput {
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return ImportInput(displayPath: path, defaultSource: base.isEmpty ? path : base, path: path)
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

/// Successive 1 MiB reads from a file descriptor, for `VCardReader`; closes the file at its end.
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
