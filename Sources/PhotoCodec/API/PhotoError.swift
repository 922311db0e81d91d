import Foundation

/// Why a photo could not be read, decoded or encoded.
public enum PhotoError: Error, Sendable, Equatable, Hashable {
    /// The bytes are not JPEG or PNG; the associated value is the format's name as
    /// ``PhotoFormat/displayName`` gives it ("GIF", "HEIC", "unknown").
    case unsupportedFormat(String)
    /// The header declares more pixels than ``PhotoLimits`` allow; refused before decoding.
    case tooLarge(width: Int, height: Int)
    /// The data is damaged or truncated; the associated value is the reason, often the C library's own message.
    case corrupt(String)
    /// Encoding a PNG failed; the associated value is libpng's message.
    case encodingFailed(String)
}

extension PhotoError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .unsupportedFormat(let name):
            return "unsupported photo format: \(name)"
        case .tooLarge(let width, let height):
            return "the photo is too large to decode: its header declares \(width)×\(height) pixels"
        case .corrupt(let reason):
            return "the photo is corrupt: \(reason)"
        case .encodingFailed(let reason):
            return "the thumbnail could not be written as PNG: \(reason)"
        }
    }
}
