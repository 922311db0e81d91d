import ContactsKit
import PhotoCodec

/// A photo described in words: `JPEG, 800×600, 41 KB, from the cards`.
enum PhotoDescription {
    /// The photo in one line, for `contacts photo N` and the `photo` line of `show`.
    static func text(_ photo: ContactPhoto, withHash: Bool = true) -> String {
        switch photo {
        case .embedded(let stored):
            return summary(stored) + (stored.isChosenByUser ? ", set by you" : ", from the cards")
                + (withHash ? ", sha256 \(stored.hashHex)" : "")
        case .remote:
            return "remote, at \(uri(photo)) (never fetched)"
        }
    }

    /// Format, size in pixels and in bytes: `JPEG, 800×600, 41 KB`.
    static func summary(_ photo: StoredPhoto) -> String {
        let format = photo.format == .unknown ? Terminal.sanitized(photo.mediaType) : photo.format.displayName
        return [format, photo.size.map { "\($0)" }, bytes(photo.bytes.count)].compactMap { $0 }.joined(separator: ", ")
    }

    /// A remote photo's URI, safe to print.
    static func uri(_ photo: ContactPhoto) -> String {
        guard case .remote(let uri) = photo else { return "" }
        return Terminal.sanitized(uri)
    }

    /// `812 bytes`, `41 KB`, `1.2 MB`.
    static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) bytes" }
        if count < 1024 * 1024 { return "\((count + 512) / 1024) KB" }
        let tenths = (count * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
