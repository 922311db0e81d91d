import Foundation

/// A new empty folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
    let url: URL

    init(_ label: String = "remote-books") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// A new subfolder.
    func folder(_ name: String) throws -> URL {
        let sub = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        return sub
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
