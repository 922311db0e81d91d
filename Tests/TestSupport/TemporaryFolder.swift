import Foundation

/// A fresh folder in the system's temporary directory for one test, removed with everything in it
/// when the value goes away. The library's tests keep a store in one (`TemporaryStore`), the
/// command's tests the files and store a run of the binary works on (`Scratch`).
///
/// ```swift
/// let folder = try TemporaryFolder(prefix: "ContactsKitTests")
/// let file = try folder.write("cards/ann.vcf", "BEGIN:VCARD…")
/// ```
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates `PREFIX-UUID` in the temporary directory.
    public init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder (not created).
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` (UTF-8) to `name` inside the folder, creating subfolders.
    /// - Returns: The file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `name` inside the folder, creating subfolders.
    /// - Returns: The file's path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// The bytes of `name` inside the folder.
    public func read(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url.appendingPathComponent(name)))
    }
}
