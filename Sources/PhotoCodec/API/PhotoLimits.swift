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

    /// Limits of `maximumSide` pixels a side and `maximumPixelCount` pixels in all.
    public init(maximumSide: Int, maximumPixelCount: Int) {
        self.maximumSide = maximumSide
        self.maximumPixelCount = maximumPixelCount
    }

    /// 16384 pixels a side, 64 megapixels (64 × 2²⁰) in all.
    public static let standard = PhotoLimits(maximumSide: 16_384, maximumPixelCount: 64 << 20)

    /// Whether a photo of `size` is within these limits (and its RGBA bytes can be counted in an `Int`,
    /// whatever limits were set).
    public func allow(_ size: PixelSize) -> Bool {
        size.width <= maximumSide && size.height <= maximumSide && size.pixelCount <= maximumPixelCount
            && size.pixelCount <= Int.max / 4
    }
}
