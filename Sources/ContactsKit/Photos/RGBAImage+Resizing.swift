extension RGBAImage {
    /// This image scaled to exactly `size` by area averaging: each output pixel is the mean of the
    /// source area it covers, with partly covered source pixels weighted by the fraction covered.
    ///
    /// Averaging is done on premultiplied alpha, so transparent pixels lend no colour to their
    /// neighbours, and in sRGB values as stored (as most thumbnailers, Pillow's among them, do).
    /// Both directions are scaled independently, so `size` may change the aspect ratio; when it is
    /// larger than the image, each output pixel takes the one or two source pixels it falls on.
    /// - Parameter size: the output size; each side is raised to at least 1.
    /// - Returns: the resized image (this image itself when `size` is its size).
    public func resized(to size: PixelSize) -> RGBAImage {
        let target = PixelSize(width: max(1, size.width), height: max(1, size.height))
        guard target != self.size else { return self }
        let columns = Self.coverage(source: width, target: target.width)
        let rows = Self.coverage(source: height, target: target.height)

        // Horizontal pass: premultiplied floats, `height` rows of `target.width` pixels.
        var horizontal = [Float](repeating: 0, count: height * target.width * 4)
        pixels.withUnsafeBufferPointer { source in
            horizontal.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    let sourceRow = y * width * 4
                    let outputRow = y * target.width * 4
                    for (x, taps) in columns.enumerated() {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for tap in taps {
                            let offset = sourceRow + tap.index * 4
                            let alpha = Float(source[offset + 3]) * tap.weight
                            r += Float(source[offset]) * alpha
                            g += Float(source[offset + 1]) * alpha
                            b += Float(source[offset + 2]) * alpha
                            a += alpha
                        }
                        let offset = outputRow + x * 4
                        output[offset] = r
                        output[offset + 1] = g
                        output[offset + 2] = b
                        output[offset + 3] = a
                    }
                }
            }
        }

        // Vertical pass, then back to straight alpha in bytes.
        var result = [UInt8](repeating: 0, count: target.pixelCount * 4)
        horizontal.withUnsafeBufferPointer { input in
            result.withUnsafeMutableBufferPointer { output in
                let rowLength = target.width * 4
                var sums = [Float](repeating: 0, count: rowLength)
                for (y, taps) in rows.enumerated() {
                    for index in 0..<rowLength { sums[index] = 0 }
                    for tap in taps {
                        let inputRow = tap.index * rowLength
                        for index in 0..<rowLength { sums[index] += input[inputRow + index] * tap.weight }
                    }
                    let outputRow = y * rowLength
                    for x in 0..<target.width {
                        let offset = x * 4
                        let alpha = sums[offset + 3]  // 0…255
                        guard alpha > 0 else { continue }  // fully transparent: (0, 0, 0, 0)
                        output[outputRow + offset] = Self.byte(sums[offset] / alpha)
                        output[outputRow + offset + 1] = Self.byte(sums[offset + 1] / alpha)
                        output[outputRow + offset + 2] = Self.byte(sums[offset + 2] / alpha)
                        output[outputRow + offset + 3] = Self.byte(alpha)
                    }
                }
            }
        }
        return RGBAImage(width: target.width, height: target.height, pixels: result)
    }

    /// The largest centred square of this image (the middle of a wide image, the middle of a tall
    /// one; an odd leftover pixel is dropped from the right or the bottom).
    public func croppedToCentreSquare() -> RGBAImage {
        let side = min(width, height)
        return cropped(x: (width - side) / 2, y: (height - side) / 2, width: side, height: side)
    }

    /// The rectangle of `width` × `height` pixels whose top-left pixel is (`x`, `y`).
    /// - Precondition: the rectangle lies inside the image and is not empty.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        precondition(x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= self.width && y + height <= self.height,
                     "crop rectangle outside the image")
        if x == 0, y == 0, width == self.width, height == self.height { return self }
        var result = [UInt8]()
        result.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 4
            result.append(contentsOf: pixels[start..<(start + width * 4)])
        }
        return RGBAImage(width: width, height: height, pixels: result)
    }

    /// One source pixel's share of an output pixel.
    private struct Tap {
        var index: Int
        var weight: Float
    }

    /// For each of `target` output pixels along one axis, the source pixels it covers and the
    /// fraction of the output pixel each one makes up (the fractions add up to 1).
    private static func coverage(source: Int, target: Int) -> [[Tap]] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { output in
            let start = Double(output) * scale
            let end = min(Double(source), Double(output + 1) * scale)
            var taps: [Tap] = []
            var index = Int(start.rounded(.down))
            while Double(index) < end, index < source {
                let covered = min(end, Double(index + 1)) - max(start, Double(index))
                if covered > 1e-9 { taps.append(Tap(index: index, weight: Float(covered / (end - start)))) }
                index += 1
            }
            return taps
        }
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
