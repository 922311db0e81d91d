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
        let columns = Coverage(source: width, target: target.width)
        let rows = Coverage(source: height, target: target.height)

        // Horizontal pass: every source row to `target.width` premultiplied pixels (R·A, G·A, B·A, A).
        var horizontal = [SIMD4<Float>](repeating: .zero, count: height * target.width)
        pixels.withUnsafeBufferPointer { source in
            horizontal.withUnsafeMutableBufferPointer { output in
                columns.indices.withUnsafeBufferPointer { indices in
                    columns.weights.withUnsafeBufferPointer { weights in
                        // Pixels are whole 4-byte groups, so the bytes can be read as SIMD4<UInt8>.
                        let raw = UnsafeRawPointer(source.baseAddress!)
                        for y in 0..<height {
                            let row = raw + y * width * 4
                            let outputRow = y * target.width
                            for x in 0..<target.width {
                                var sum = SIMD4<Float>.zero
                                for tap in columns.taps(of: x) {
                                    let p = row.loadUnaligned(fromByteOffset: indices[tap] &* 4, as: SIMD4<UInt8>.self)
                                    let alpha = Float(p.w) * weights[tap]
                                    sum += SIMD4<Float>(Float(p.x), Float(p.y), Float(p.z), 1) * alpha
                                }
                                output[outputRow + x] = sum
                            }
                        }
                    }
                }
            }
        }

        // Vertical pass, then back to straight alpha in bytes.
        var result = [UInt8](repeating: 0, count: target.pixelCount * 4)
        horizontal.withUnsafeBufferPointer { input in
            result.withUnsafeMutableBufferPointer { output in
                var sums = [SIMD4<Float>](repeating: .zero, count: target.width)
                for y in 0..<target.height {
                    for x in 0..<target.width { sums[x] = .zero }
                    for tap in rows.taps(of: y) {
                        let inputRow = rows.indices[tap] * target.width
                        let weight = rows.weights[tap]
                        for x in 0..<target.width { sums[x] += input[inputRow + x] * weight }
                    }
                    let outputRow = y * target.width * 4
                    for x in 0..<target.width {
                        let sum = sums[x]
                        guard sum.w > 0 else { continue }  // fully transparent: (0, 0, 0, 0)
                        let offset = outputRow + x * 4
                        output[offset] = Self.byte(sum.x / sum.w)
                        output[offset + 1] = Self.byte(sum.y / sum.w)
                        output[offset + 2] = Self.byte(sum.z / sum.w)
                        output[offset + 3] = Self.byte(sum.w)
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
        precondition(
            x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= self.width && y + height <= self.height,
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

    /// Along one axis, for each output pixel, the source pixels it covers and the fraction of the
    /// output pixel each makes up (adding up to 1), stored flat: output `i`'s taps are
    /// `starts[i]..<starts[i + 1]` into `indices` and `weights`.
    private struct Coverage {
        var indices: [Int] = []
        var weights: [Float] = []
        var starts: [Int] = [0]

        init(source: Int, target: Int) {
            let scale = Double(source) / Double(target)
            for output in 0..<target {
                let start = Double(output) * scale
                let end = min(Double(source), Double(output + 1) * scale)
                var index = Int(start.rounded(.down))
                while Double(index) < end, index < source {
                    let covered = min(end, Double(index + 1)) - max(start, Double(index))
                    if covered > 1e-9 {
                        indices.append(index)
                        weights.append(Float(covered / (end - start)))
                    }
                    index += 1
                }
                starts.append(indices.count)
            }
        }

        func taps(of output: Int) -> Range<Int> { starts[output]..<starts[output + 1] }
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
