/// A card's photo: bytes held in the card, or a reference to one elsewhere.
public enum VCardPhoto: Sendable, Hashable {
    /// Base64 image data inside the card, with its media type (`image/jpeg`, `image/png`, …).
    case embedded(mediaType: String, base64: String)
    /// A URI the photo is at (`https://…`); never fetched by this library.
    case remote(uri: String)

    /// The decoded bytes of an embedded photo; nil for a remote one or invalid base64.
    public var data: [UInt8]? {
        guard case .embedded(_, let base64) = self else { return nil }
        return Base64.decode(base64.utf8)
    }
}
