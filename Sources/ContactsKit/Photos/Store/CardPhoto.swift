import PhotoCodec
import VCard

/// The photo a card carries, as the store keeps it: the embedded bytes with their content hash,
/// media type and header size (read, never decoded), or a URI that is never fetched.
///
/// Made once per imported card, outside the write transaction (``PreparedCard``), and once per
/// merged view that is recomputed (``Linker/finish()``).
enum CardPhoto: Sendable, Equatable {
    /// Bytes inside the card (`PHOTO:data:image/jpeg;base64,…`, 3.0's `ENCODING=b`, 2.1's `BASE64`).
    case embedded(PhotoBlob)
    /// `PHOTO:https://…`: kept and exported, marked as remote, never fetched.
    case remote(uri: String)

    /// The photo of `card` (its first `PHOTO`); nil when it has none, or when the inline data is not
    /// valid base64 or is empty.
    init?(card: VCard) {
        switch card.photo {
        case .embedded(let mediaType, _)?:
            guard let bytes = card.photo?.data, !bytes.isEmpty else { return nil }
            self = .embedded(PhotoBlob(bytes: bytes, declaredMediaType: mediaType))
        case .remote(let uri)?:
            let uri = uri.trimmed
            guard !uri.isEmpty else { return nil }
            self = .remote(uri: uri)
        case nil:
            return nil
        }
    }
}

/// Photo bytes ready for the `photo` table.
struct PhotoBlob: Sendable, Equatable {
    let bytes: [UInt8]
    /// SHA-256 of `bytes`: the row's identity and every thumbnail's key.
    let hash: [UInt8]
    /// The format's media type when the bytes are recognised (`image/jpeg`), else what the card declared.
    let mediaType: String
    /// The size the header declares; nil when it cannot be read (an unsupported format, a corrupt header).
    let size: PixelSize?

    /// Hashes `bytes` and reads their header; no pixel is decoded.
    init(bytes: [UInt8], declaredMediaType: String = "") {
        self.bytes = bytes
        hash = SHA256.hash(bytes)
        let format = PhotoFormat(sniffing: bytes)
        let declared = declaredMediaType.trimmed.lowercased()
        mediaType = format.mediaType ?? (declared.isEmpty ? "application/octet-stream" : declared)
        size = try? PhotoHeader(reading: bytes).size
    }
}
