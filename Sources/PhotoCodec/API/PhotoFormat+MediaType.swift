extension PhotoFormat {
    /// The IANA media type (`image/jpeg`, `image/png`, …); nil for ``unknown``.
    public var mediaType: String? {
        switch self {
        case .jpeg: return "image/jpeg"
        case .png: return "image/png"
        case .gif: return "image/gif"
        case .webp: return "image/webp"
        case .heic: return "image/heic"
        case .avif: return "image/avif"
        case .bmp: return "image/bmp"
        case .tiff: return "image/tiff"
        case .unknown: return nil
        }
    }
}
