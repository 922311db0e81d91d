/// A second, persistent tier below ``ThumbnailCache``'s memory: thumbnails kept as PNG, so that a
/// new process need not decode photos again. ContactsKit's store keeps them in its `thumbnail` table
/// (`ContactStore.thumbnailDiskCache`).
///
/// Failures here never fail a thumbnail: a read error counts as a miss and a write error is dropped.
public protocol ThumbnailDiskCache: Sendable {
    /// The PNG stored for `key`, or `nil` when there is none.
    func thumbnail(for key: ThumbnailKey) async throws -> [UInt8]?
    /// Keeps `png`, the thumbnail for `key`, replacing any stored before.
    func store(_ png: [UInt8], for key: ThumbnailKey) async throws
    /// Forgets every thumbnail of the photo hashed `photoHash`, whatever its size or shape.
    func removeThumbnails(photoHash: [UInt8]) async throws
}
