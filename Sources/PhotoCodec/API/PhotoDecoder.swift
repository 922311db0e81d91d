/// Decodes JPEG and PNG photos to ``RGBAImage``s through the system's libjpeg-turbo and libpng.
///
/// The size a header declares is checked against ``limits`` before anything is allocated. A JPEG
/// is decoded at the smallest DCT scale (1/8, 1/4, 3/8, …, 1) whose output still covers the size
/// asked for, which makes a thumbnail of a large JPEG several times cheaper than a full decode.
/// Every C handle is created and freed inside one call, so a decoder is a plain value that any
/// number of tasks may use at once.
///
/// ```swift
/// let decoder = PhotoDecoder()
/// let image = try decoder.decode(bytes, covering: PixelSize(width: 64, height: 64))
/// ```
public struct PhotoDecoder: Sendable {
    /// The largest declared size accepted.
    public var limits: PhotoLimits

    /// A decoder that refuses photos above `limits`.
    public init(limits: PhotoLimits = .standard) {
        self.limits = limits
    }

    /// Decodes a JPEG or PNG photo to straight-alpha sRGB RGBA pixels.
    ///
    /// - Parameters:
    ///   - bytes: the photo as stored.
    ///   - minimum: the size the caller will scale the result to. A JPEG is then decoded at the
    ///     smallest DCT scale whose output is at least this size in both directions (never above
    ///     full size), so the result may be smaller than the photo. `nil` decodes at full size.
    ///     PNGs are always decoded at full size.
    /// - Returns: the decoded pixels.
    /// - Throws: ``PhotoError/unsupportedFormat(_:)`` for anything but JPEG and PNG,
    ///   ``PhotoError/tooLarge(width:height:)`` when the header declares more than ``limits``, or
    ///   when the decode would produce more than ``PhotoLimits/maximumDecodedPixelCount`` pixels,
    ///   ``PhotoError/corrupt(_:)`` for damaged or truncated data.
    public func decode(_ bytes: [UInt8], covering minimum: PixelSize? = nil) throws -> RGBAImage {
        let header = try PhotoHeader(reading: bytes)
        try checkLimits(header.size)
        // What this decode allocates: a PNG decodes at full size, a JPEG at the scale chosen.
        let decoded = header.format == .jpeg ? Self.jpegDecodedSize(of: header.size, covering: minimum) : header.size
        guard decoded.pixelCount <= limits.maximumDecodedPixelCount else {
            throw PhotoError.tooLarge(width: header.size.width, height: header.size.height)
        }
        switch header.format {
        case .jpeg: return try decodeJPEG(bytes, covering: minimum)
        default: return try decodePNG(bytes)
        }
    }

    /// Throws ``PhotoError/tooLarge(width:height:)`` when `size` is above ``limits``.
    func checkLimits(_ size: PixelSize) throws {
        guard limits.allow(size) else { throw PhotoError.tooLarge(width: size.width, height: size.height) }
    }
}
