/// Makes thumbnails of photos: decodes at the smallest size that will do, then area-averages down.
///
/// A thumbnail is never larger than the photo unless `allowsUpscaling` is set: a 40 × 30 photo
/// asked for at 64 stays 40 × 30 (fit) or 30 × 30 (square crop).
///
/// ```swift
/// let avatar = try Thumbnailer().thumbnail(of: bytes, side: 64, shape: .squareCrop)
/// ```
public struct Thumbnailer: Sendable {
    /// The decoder used, with its size limits.
    public var decoder: PhotoDecoder
    /// Whether a photo smaller than the thumbnail is scaled up to it.
    public var allowsUpscaling: Bool

    /// A thumbnailer decoding with `decoder`.
    public init(decoder: PhotoDecoder = PhotoDecoder(), allowsUpscaling: Bool = false) {
        self.decoder = decoder
        self.allowsUpscaling = allowsUpscaling
    }

    /// A thumbnail of the photo in `bytes` within `side` × `side` pixels.
    ///
    /// JPEGs are decoded at the smallest DCT scale that still covers the thumbnail (see
    /// ``PhotoDecoder/decode(_:covering:)``), then scaled by area averaging to the exact size.
    /// - Parameters:
    ///   - bytes: a JPEG or PNG photo.
    ///   - side: the square's side in pixels (at least 1).
    ///   - shape: ``ThumbnailShape/fit`` keeps the whole photo; ``ThumbnailShape/squareCrop`` its centre.
    /// - Returns: the thumbnail.
    /// - Throws: ``PhotoError`` as ``PhotoDecoder/decode(_:covering:)`` does.
    public func thumbnail(of bytes: [UInt8], side: Int, shape: ThumbnailShape = .fit) throws -> RGBAImage {
        let header = try PhotoHeader(reading: bytes)
        try decoder.checkLimits(header.size)
        let target = targetSize(for: header.size, side: side, shape: shape)
        // A square crop needs its short side to cover the target; a fit needs the target itself.
        let decoded = try decoder.decode(bytes, covering: target)
        return scaled(decoded, from: header.size, to: target, shape: shape)
    }

    /// A thumbnail of an image already decoded, as ``thumbnail(of:side:shape:)`` makes it.
    public func thumbnail(of image: RGBAImage, side: Int, shape: ThumbnailShape = .fit) -> RGBAImage {
        scaled(image, from: image.size, to: targetSize(for: image.size, side: side, shape: shape), shape: shape)
    }

    /// The size of the thumbnail of a photo of `source` pixels.
    ///
    /// Fit: the longer side becomes `side` and the other keeps the aspect ratio (rounded, at least
    /// 1); a square crop: `side` × `side`. Without ``allowsUpscaling`` neither exceeds the photo.
    public func targetSize(for source: PixelSize, side: Int, shape: ThumbnailShape) -> PixelSize {
        let side = max(1, side)
        switch shape {
        case .squareCrop:
            let edge = allowsUpscaling ? side : min(side, min(source.width, source.height))
            return PixelSize(width: edge, height: edge)
        case .fit:
            let longest = max(source.width, source.height)
            if !allowsUpscaling, longest <= side { return source }
            let scale = Double(side) / Double(longest)
            func fitted(_ length: Int) -> Int {
                length == longest ? side : max(1, min(side, Int((Double(length) * scale).rounded())))
            }
            return PixelSize(width: fitted(source.width), height: fitted(source.height))
        }
    }

    /// `image`, decoded from a photo of `source` pixels (perhaps at a DCT scale), brought to `target`.
    private func scaled(
        _ image: RGBAImage, from source: PixelSize, to target: PixelSize, shape: ThumbnailShape
    ) -> RGBAImage {
        switch shape {
        case .squareCrop: return image.croppedToCentreSquare().resized(to: target)
        case .fit: return image.resized(to: target)
        }
    }
}
