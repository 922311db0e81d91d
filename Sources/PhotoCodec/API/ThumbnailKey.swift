/// Which thumbnail: of which photo (by content hash), how large, what shape.
public struct ThumbnailKey: Sendable, Hashable {
    /// The photo's content hash (ContactsKit's store uses the SHA-256 of its bytes): equal bytes,
    /// equal thumbnails.
    public var photoHash: [UInt8]
    /// The side of the square the thumbnail fits in, in pixels.
    public var side: Int
    /// Whole photo or centre crop.
    public var shape: ThumbnailShape

    /// The thumbnail of the photo hashed `photoHash` within `side` × `side` pixels.
    public init(photoHash: [UInt8], side: Int, shape: ThumbnailShape = .fit) {
        self.photoHash = photoHash
        self.side = side
        self.shape = shape
    }
}
