/// What a photo's header declares, read without decoding any pixels.
///
/// Reading is cheap (a JPEG's markers are walked up to its frame header, a PNG's `IHDR` is read)
/// and safe on any input: truncated or garbage bytes give a ``PhotoError``, never a trap, and every
/// loop advances through the bytes, so it ends.
///
/// ```swift
/// let header = try PhotoHeader(reading: bytes)
/// print(header.format.displayName, header.size)   // "JPEG 800×600"
/// ```
public struct PhotoHeader: Sendable, Hashable {
    /// The format the bytes are in (``PhotoFormat/jpeg`` or ``PhotoFormat/png``).
    public var format: PhotoFormat
    /// The size the header declares.
    public var size: PixelSize
    /// Colour components per pixel as the file stores them (JPEG: 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK;
    /// PNG: 1–4 by colour type).
    public var components: Int

    /// A header with these values.
    public init(format: PhotoFormat, size: PixelSize, components: Int) {
        self.format = format
        self.size = size
        self.components = components
    }

    /// Reads the header of a JPEG or PNG photo.
    /// - Parameter bytes: the photo as stored.
    /// - Throws: ``PhotoError/unsupportedFormat(_:)`` for any other format, ``PhotoError/corrupt(_:)``
    ///   when the header is missing, truncated or declares an empty image.
    public init(reading bytes: [UInt8]) throws {
        let format = PhotoFormat(sniffing: bytes)
        switch format {
        case .jpeg: self = try Self.readJPEG(bytes)
        case .png: self = try Self.readPNG(bytes)
        default: throw PhotoError.unsupportedFormat(format.displayName)
        }
    }
}
