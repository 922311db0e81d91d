/// A width and a height in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width × height`, computed without overflow for any `Int` sides (saturating at `Int.max`).
    public var pixelCount: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? .max : product
    }

    /// Whether this size is at least `other` in both directions.
    public func covers(_ other: PixelSize) -> Bool {
        width >= other.width && height >= other.height
    }

    /// "800×600".
    public var description: String { "\(width)×\(height)" }
}
