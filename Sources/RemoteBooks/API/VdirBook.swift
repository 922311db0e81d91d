import Foundation
import VCard
#if canImport(Glibc)
import Glibc
#endif

/// A vdir: a folder with one `.vcf` file per card, the format khard and vdirsyncer share.
///
/// It behaves as vdirsyncer's `filesystem` storage does (`storage/filesystem.py`), so the two can
/// work on one folder: a card's href is its file name, its ETag the file's `mtime;inode` as vdirsyncer
/// formats it, a new card is named by its UID by vdirsyncer's rule, and every write goes to a
/// temporary file in the folder that then takes the card's name. Files that do not end in `.vcf`
/// are not cards; files that do not parse are reported and never touched.
///
/// ```swift
/// let book = try VdirBook(folder: URL(fileURLWithPath: "/home/alice/.contacts/family"))
/// let changes = try await book.changes(since: nil, known: knownETags)
/// ```
public struct VdirBook: RemoteAddressBook {
    /// The folder.
    public let folder: URL
    private let path: String

    /// The file name ending of cards.
    public static let fileExtension = ".vcf"

    /// A vdir in an existing folder.
    /// - Throws: ``RemoteBookError/fileSystem(path:reason:)`` when `folder` is not a folder.
    public init(folder: URL) throws {
        let path = folder.standardizedFileURL.path
        guard case .success(let status) = FileETag.status(atPath: path), status.st_mode & S_IFMT == S_IFDIR else {
            throw RemoteBookError.fileSystem(path: path, reason: "not a folder")
        }
        self.folder = folder.standardizedFileURL
        self.path = path
    }

    /// The folder's path.
    public var location: String { path }

    /// 3.0, which khard writes by default and every reader takes.
    public var preferredVersion: VCardWriter.Version { .v3_0 }

    /// Every `.vcf` file in the folder with its ETag (regular files only, as vdirsyncer lists them).
    public func list() async throws -> [RemoteEntry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw RemoteBookError.fileSystem(path: path, reason: "cannot be listed (\(error.localizedDescription))")
        }
        var entries: [RemoteEntry] = []
        for name in names.sorted() where name.hasSuffix(Self.fileExtension) {
            guard case .success(let status) = FileETag.status(atPath: path + "/" + name), FileETag.isRegularFile(status)
            else { continue }
            entries.append(RemoteEntry(href: name, etag: FileETag.etag(of: status)))
        }
        return entries
    }

    /// A listing compared with `known` (a vdir has no sync tokens).
    public func changes(since token: SyncToken?, known: [String: ETag]) async throws -> RemoteChanges {
        RemoteChanges(listing: try await list(), known: known, token: nil, reason: .tokensUnsupported)
    }

    /// Always: the cards are files on this machine.
    public func holdsCards(_ hrefs: [String]) -> Bool { true }

    /// Reads the files; each ETag is taken from the very file read.
    public func fetch(_ hrefs: [String]) async throws -> RemoteFetch {
        var result = RemoteFetch()
        for href in hrefs {
            let name = try fileName(href)
            switch readFile(name) {
            case .success(let (bytes, etag)):
                switch CardReading.read(bytes, href: name, etag: etag) {
                case .success(let card): result.cards.append(card)
                case .failure(let problem): result.problems.append(problem)
                }
            case .failure(.system(let error)) where error.code == .ENOENT:
                result.missing.append(name)
            case .failure(let problem):
                result.problems.append(RemoteItemProblem(href: name, kind: .unreadableFile(problem.reason)))
            }
        }
        return result
    }

    /// Writes a new file named by the UID (a random name when the UID cannot be one, or the name is too long).
    public func create(_ bytes: [UInt8], uid: String?) async throws -> RemoteWrite {
        let writer = AtomicFileWriter(folder: path)
        var name = CardFileName.forUID(uid)
        do {
            try writer.create(name, bytes: bytes)
        } catch .system(let error, _) where error.code == .ENAMETOOLONG {
            // vdirsyncer's fallback too: a UID too long for a file name gets a random one.
            name = CardFileName.randomName()
            do {
                try writer.create(name, bytes: bytes)
            } catch {
                throw Self.mapped(error, name: name)
            }
        } catch {
            throw Self.mapped(error, name: name)
        }
        return RemoteWrite(href: name, etag: try currentETag(name))
    }

    /// Replaces a file if its ETag is still `etag`.
    public func replace(_ href: String, with bytes: [UInt8], ifMatch etag: ETag) async throws -> RemoteWrite {
        let name = try fileName(href)
        guard let current = try currentETag(name) else { throw RemoteBookError.notFound(href: name) }
        guard current == etag else { throw RemoteBookError.preconditionFailed(href: name) }
        do {
            try AtomicFileWriter(folder: path).replace(name, bytes: bytes)
        } catch {
            throw Self.mapped(error, name: name)
        }
        return RemoteWrite(href: name, etag: try currentETag(name))
    }

    /// Removes a file if its ETag is still `etag`.
    public func delete(_ href: String, ifMatch etag: ETag) async throws -> RemoteDeletion {
        let name = try fileName(href)
        guard let current = try currentETag(name) else { return .alreadyGone }
        guard current == etag else { throw RemoteBookError.preconditionFailed(href: name) }
        guard unlink(path + "/" + name) == 0 else {
            let error = POSIXError.current
            if error.code == .ENOENT { return .alreadyGone }
            throw RemoteBookError.fileSystem(path: path + "/" + name, reason: error.reason)
        }
        return .deleted
    }

    // MARK: - Files

    /// `href` as a file name of this folder.
    /// - Throws: ``RemoteBookError/invalidHref(_:)`` for anything that would leave the folder.
    private func fileName(_ href: String) throws(RemoteBookError) -> String {
        guard !href.isEmpty, href != ".", href != "..", !href.contains("/"), !href.contains("\0") else {
            throw .invalidHref(href)
        }
        return href
    }

    /// The ETag of file `name`, or nil when there is none.
    private func currentETag(_ name: String) throws(RemoteBookError) -> ETag? {
        switch FileETag.status(atPath: path + "/" + name) {
        case .success(let status): return FileETag.etag(of: status)
        case .failure(let error) where error.code == .ENOENT: return nil
        case .failure(let error): throw .fileSystem(path: path + "/" + name, reason: error.reason)
        }
    }

    /// The largest card file read: the import's largest card (``VCardReader/Limits/maxCardSize``,
    /// 32 MiB). A larger file is reported and left alone, and the rest of the vdir is synced.
    public static let maxFileSize = VCardReader.Limits().maxCardSize

    /// The bytes of file `name` and the ETag of the file they were read from.
    ///
    /// Opened without blocking (a FIFO put in the file's place after the listing would block an
    /// `open` for ever) and checked once open: only a regular file of at most ``maxFileSize`` bytes
    /// is read, and never more than that, should it grow while being read.
    private func readFile(_ name: String) -> Result<([UInt8], ETag), FileProblem> {
        let descriptor = open(path + "/" + name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.system(.current)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.system(.current)) }
        guard FileETag.isRegularFile(status) else { return .failure(.notARegularFile) }
        guard Int(status.st_size) <= Self.maxFileSize else { return .failure(.tooLarge(Int(status.st_size))) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .failure(.system(.current)) }
            if count == 0 { break }
            guard bytes.count + count <= Self.maxFileSize else { return .failure(.tooLarge(bytes.count + count)) }
            bytes += chunk[0..<count]
        }
        return .success((bytes, FileETag.etag(of: status)))
    }

    /// Why a card file was not read.
    private enum FileProblem: Error {
        case system(POSIXError)
        case notARegularFile
        case tooLarge(Int)

        /// The reason, for ``RemoteItemProblem/Kind/unreadableFile(_:)``.
        var reason: String {
            switch self {
            case .system(let error): return error.reason
            case .notARegularFile: return "not a regular file"
            case .tooLarge(let size):
                return
                    "\(size) bytes or more: larger than \(VdirBook.maxFileSize) bytes, the largest card contacts reads, as import does; left as it is"
            }
        }
    }

    /// A failed write as a ``RemoteBookError``.
    private static func mapped(_ failure: AtomicFileWriter.Failure, name: String) -> RemoteBookError {
        switch failure {
        case .exists: return .alreadyExists(href: name)
        case .system(let error, let path): return .fileSystem(path: path, reason: error.reason)
        }
    }
}
