import CTurboJPEG

extension PhotoDecoder {
    /// The size a JPEG of `source` pixels decodes to when the smallest DCT scale whose output
    /// covers `minimum` is chosen from those libjpeg-turbo offers (`tjGetScalingFactors`: 1/8,
    /// 1/4, 3/8, 1/2, 5/8, 3/4, 7/8 and 1 among them; scales above 1 are never chosen). `nil`
    /// means full size.
    ///
    /// - Parameters:
    ///   - source: the size the JPEG's header declares.
    ///   - minimum: the size the result must cover in both directions, if the source is that large.
    /// - Returns: the decoded size, `⌈source × scale⌉` in each direction.
    public static func jpegDecodedSize(of source: PixelSize, covering minimum: PixelSize?) -> PixelSize {
        guard let minimum else { return source }
        // The target never exceeds the source: a photo smaller than asked is decoded at full size.
        let wanted = PixelSize(width: min(minimum.width, source.width), height: min(minimum.height, source.height))
        var best = source
        for factor in scalingFactors where factor.num <= factor.denom {
            let size = scaled(source, by: factor)
            if size.covers(wanted), size.pixelCount < best.pixelCount {
                best = size
            }
        }
        return best
    }

    /// TurboJPEG's `TJSCALED`: `⌈dimension × num / denom⌉`.
    private static func scaled(_ size: PixelSize, by factor: (num: Int, denom: Int)) -> PixelSize {
        let (num, denom) = factor
        return PixelSize(width: (size.width * num + denom - 1) / denom, height: (size.height * num + denom - 1) / denom)
    }

    /// libjpeg-turbo's scaling factors, read once (the library returns a static table).
    private static let scalingFactors: [(num: Int, denom: Int)] = {
        var count: Int32 = 0
        guard let table = tjGetScalingFactors(&count), count > 0 else { return [(1, 1)] }
        return UnsafeBufferPointer(start: table, count: Int(count)).map { (Int($0.num), Int($0.denom)) }
    }()
}
