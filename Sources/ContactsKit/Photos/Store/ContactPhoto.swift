import PhotoCodec

/// A contact's photo as the store holds it: bytes in the store, or a URI it never fetches.
///
/// ```swift
/// switch try store.photo(of: .position(3)) {
/// case .embedded(let photo)?: try Data(photo.bytes).write(to: url)
/// case .remote(let uri)?: print("at \(uri), not fetched")
/// case nil: print("no photo")
/// }
/// ```
public enum ContactPhoto: Sendable, Hashable {
    /// Bytes held in the store (imported from a card, or set by the user).
    case embedded(StoredPhoto)
    /// A URI a card gave instead of bytes: kept and exported, never fetched.
    case remote(uri: String)
}

/// Photo bytes held in the store, with what is known of them without decoding.
public struct StoredPhoto: Sendable, Hashable {
    /// SHA-256 of ``bytes``: the photo's identity, and the key of its thumbnails.
    public var hash: [UInt8]
    /// `image/jpeg`, `image/png`, … (from the bytes' signature when recognised, else as the card declared).
    public var mediaType: String
    /// The size the header declares; nil when it could not be read (an unsupported format, a corrupt header).
    public var size: PixelSize?
    /// The photo exactly as imported or set.
    public var bytes: [UInt8]
    /// Whether the user set it (``ContactStore/setPhoto(_:for:limits:)``) rather than a card.
    public var isChosenByUser: Bool

    /// A stored photo with these values.
    public init(hash: [UInt8], mediaType: String, size: PixelSize?, bytes: [UInt8], isChosenByUser: Bool) {
        self.hash = hash
        self.mediaType = mediaType
        self.size = size
        self.bytes = bytes
        self.isChosenByUser = isChosenByUser
    }

    /// The format the bytes are in, from their signature.
    public var format: PhotoFormat { PhotoFormat(sniffing: bytes) }

    /// ``hash`` in lower-case hexadecimal.
    public var hashHex: String { hash.map { String($0, radix: 16).leftPadded(to: 2) }.joined() }

    /// The key of this photo's thumbnail within `side` × `side` pixels.
    public func thumbnailKey(side: Int, shape: ThumbnailShape = .fit) -> ThumbnailKey {
        ThumbnailKey(photoHash: hash, side: side, shape: shape)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
