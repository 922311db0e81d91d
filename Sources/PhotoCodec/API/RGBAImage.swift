/// A decoded picture: 8-bit sRGB red, green, blue and straight (not premultiplied) alpha, four bytes
/// a pixel, rows top to bottom with no padding.
///
/// ```swift
/// let red = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 255, 0, 0, 255])
/// red[1, 0]   // SIMD4<UInt8>(255, 0, 0, 255)
/// ```
public struct RGBAImage: Sendable, Hashable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
    public let pixels: [UInt8]

    /// An image over `pixels`.
    /// - Precondition: `width` and `height` are positive and `pixels.count == width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "an image has at least one pixel")
        precondition(pixels.count == width * height * 4, "an RGBA image has 4 bytes a pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of `width` × `height` pixels all of one `colour` (R, G, B, A).
    public init(width: Int, height: Int, filledWith colour: SIMD4<UInt8>) {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { pixels.append(contentsOf: [colour.x, colour.y, colour.z, colour.w]) }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The pixel in column `x`, row `y` as (R, G, B, A).
    /// - Precondition: `0 ≤ x < width` and `0 ≤ y < height`.
    public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside \(size)")
        let offset = (y * width + x) * 4
        return SIMD4(pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}
