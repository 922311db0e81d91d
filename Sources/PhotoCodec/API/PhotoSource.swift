/// Where ``ThumbnailCache`` gets a photo's bytes from, by content hash.
///
/// ContactsKit's store is one (`ContactStore.photoSource`, its `photo` table); anything that can
/// find bytes by hash can be another, such as a folder of files named by their hash:
///
/// ```swift
/// struct PhotoFolder: PhotoSource {
///     let path: String
///     func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? {
///         let name = hash.map { String(format: "%02x", $0) }.joined()
///         return FileManager.default.contents(atPath: path + "/" + name).map { Array($0) }
///     }
/// }
/// ```
public protocol PhotoSource: Sendable {
    /// The bytes of the photo whose content hash is `hash`, or `nil` when there is none.
    /// - Throws: whatever reading fails with; the cache passes it on and does not remember it.
    func loadBytes(for hash: [UInt8]) async throws -> [UInt8]?
}
