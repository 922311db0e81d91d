/// The largest photo ``PhotoDecoder`` agrees to decode, checked against the size its header
/// declares before anything is allocated: a defence against decompression bombs (a few hundred
/// bytes that declare a picture of gigabytes).
///
/// The defaults, ``standard``, are 16384 pixels a side and 64 megapixels (8192 × 8192; 256 MiB as
/// RGBA): above every phone camera in use (a 50 MP sensor is 8160 × 6120) and far above anything a
/// contact photo needs, yet small enough that one refused photo cannot exhaust memory.
public struct PhotoLimits: Sendable, Hashable {
    /// The longest side accepted, in pixels.
    public var maximumSide: Int
    /// The most pixels accepted (width × height).
    public var maximumPixelCount: Int

    /// The most pixels one decode may produce: what a decode allocates (4 bytes a pixel), whatever
    /// the photo declares. A JPEG decodes smaller for a thumbnail (its DCT scales), a PNG always at
    /// full size, so a PNG above this budget is refused: an 8000 × 8000 PNG of 182 KB took 277 MB
    /// of memory for a 64-pixel thumbnail (docs/hardening.md).
    public var maximumDecodedPixelCount: Int

    /// Limits of `maximumSide` pixels a side and `maximumPixelCount` pixels in all, of which one
    /// decode produces at most `maximumDecodedPixelCount` (16 megapixels, 64 MiB of RGBA, unless given).
    public init(maximumSide: Int, maximumPixelCount: Int, maximumDecodedPixelCount: Int = 16 << 20) {
        self.maximumSide = maximumSide
        self.maximumPixelCount = maximumPixelCount
        self.maximumDecodedPixelCount = maximumDecodedPixelCount
    }

    /// 16384 pixels a side, 64 megapixels (64 × 2²⁰) in all, 16 megapixels decoded at once.
    public static let standard = PhotoLimits(maximumSide: 16_384, maximumPixelCount: 64 << 20)

    /// Whether a photo of `size` is within these limits (and its RGBA bytes can be counted in an `Int`,
    /// whatever limits were set).
    public func allow(_ size: PixelSize) -> Bool {
        size.width <= maximumSide && size.height <= maximumSide && size.pixelCount <= maximumPixelCount
            && size.pixelCount <= Int.max / 4
    }
}
