import Foundation

/// The mode bits (permissions) of a file or folder, from `stat(2)`.
func permissions(_ path: String) throws -> Int {
    var status = stat()
    guard stat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
    return Int(status.st_mode & 0o777)
}
