/// The kind of image a photo's bytes hold, told from their first bytes alone.
///
/// Only ``jpeg`` and ``png`` are decoded; every other format is recognised so that the user is
/// told what it is ("unsupported photo format: GIF") rather than "corrupt".
///
/// ```swift
/// PhotoFormat(sniffing: bytes) == .jpeg
/// ```
public enum PhotoFormat: String, Sendable, Hashable, CaseIterable {
    /// JPEG/JFIF/Exif (`FF D8 FF`).
    case jpeg
    /// PNG (the eight-byte signature `89 50 4E 47 0D 0A 1A 0A`).
    case png
    /// GIF87a or GIF89a.
    case gif
    /// WebP (`RIFF....WEBP`).
    case webp
    /// HEIF/HEIC (an ISO-BMFF `ftyp` box with a HEIF brand).
    case heic
    /// AVIF (an ISO-BMFF `ftyp` box with the `avif` or `avis` brand).
    case avif
    /// Windows bitmap (`BM`).
    case bmp
    /// TIFF, either byte order.
    case tiff
    /// Anything else, including too few bytes to tell.
    case unknown

    /// Recognises the format of `bytes` from its leading signature; reads at most 32 bytes.
    /// - Parameter bytes: the photo as stored.
    public init(sniffing bytes: [UInt8]) {
        func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(with: Array("ftyp".utf8), at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            switch brand {
            case "avif", "avis": self = .avif
            case "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1": self = .heic
            default: self = .unknown
            }
        } else if starts(with: Array("BM".utf8)) {
            self = .bmp
        } else if starts(with: [0x49, 0x49, 0x2A, 0x00]) || starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            self = .tiff
        } else {
            self = .unknown
        }
    }

    /// Whether ``PhotoDecoder`` decodes this format (JPEG and PNG).
    public var isDecodable: Bool { self == .jpeg || self == .png }

    /// The name a user knows the format by: "JPEG", "PNG", "GIF", …, "unknown".
    public var displayName: String {
        switch self {
        case .jpeg: return "JPEG"
        case .png: return "PNG"
        case .gif: return "GIF"
        case .webp: return "WebP"
        case .heic: return "HEIC"
        case .avif: return "AVIF"
        case .bmp: return "BMP"
        case .tiff: return "TIFF"
        case .unknown: return "unknown"
        }
    }
}
