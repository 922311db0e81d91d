extension PhotoHeader {
    /// Walks a JPEG's markers from SOI to the first frame header (SOF0…SOF15 but DHT, JPG and DAC),
    /// skipping each segment by its length; stops at the end of the bytes, a scan or EOI.
    static func readJPEG(_ bytes: [UInt8]) throws -> PhotoHeader {
        let count = bytes.count
        guard count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else {
            throw PhotoError.corrupt("no JPEG start-of-image marker")
        }
        var index = 2
        while index < count {
            // Bytes between segments are not allowed, but some writers leave them: skip to a marker
            // as libjpeg does. Every branch below moves `index` forward, so the loop ends.
            guard bytes[index] == 0xFF else {
                index += 1
                continue
            }
            while index < count, bytes[index] == 0xFF { index += 1 }  // fill bytes
            guard index < count else { break }
            let marker = bytes[index]
            index += 1
            switch marker {
            case 0x00, 0x01, 0xD0...0xD8:
                continue  // stuffed zero, TEM, RSTn, SOI: no length follows
            case 0xD9:
                throw PhotoError.corrupt("the JPEG ends before its frame header")
            case 0xDA:
                throw PhotoError.corrupt("the JPEG starts a scan before its frame header")
            default:
                break
            }
            guard index + 2 <= count else { break }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2 else { throw PhotoError.corrupt("a JPEG segment has the impossible length \(length)") }
            if isFrameHeader(marker) {
                guard length >= 8, index + 8 <= count else { break }
                let height = Int(bytes[index + 3]) << 8 | Int(bytes[index + 4])
                let width = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let components = Int(bytes[index + 7])
                guard width > 0, height > 0 else {
                    throw PhotoError.corrupt("the JPEG declares an empty or deferred size (\(width)×\(height))")
                }
                return PhotoHeader(format: .jpeg, size: PixelSize(width: width, height: height), components: components)
            }
            index += length
        }
        throw PhotoError.corrupt("the JPEG is truncated before its frame header")
    }

    /// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }
}
