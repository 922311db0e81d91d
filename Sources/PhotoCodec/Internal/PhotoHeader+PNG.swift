extension PhotoHeader {
    /// Reads a PNG's `IHDR`, which must be its first chunk: width, height, bit depth, colour type.
    static func readPNG(_ bytes: [UInt8]) throws -> PhotoHeader {
        // 8-byte signature, then length (4) "IHDR" (4) width (4) height (4) depth (1) colour type (1) …
        guard bytes.count >= 26 else { throw PhotoError.corrupt("the PNG is truncated before its IHDR chunk") }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8), readUInt32(bytes, at: 8) == 13 else {
            throw PhotoError.corrupt("the PNG does not start with an IHDR chunk")
        }
        let width = readUInt32(bytes, at: 16)
        let height = readUInt32(bytes, at: 20)
        // The PNG specification caps both at 2³¹ − 1.
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw PhotoError.corrupt("the PNG declares an impossible size (\(width)×\(height))")
        }
        let components: Int
        switch bytes[25] {
        case 0: components = 1  // grey
        case 2: components = 3  // RGB
        case 3: components = 3  // palette
        case 4: components = 2  // grey + alpha
        case 6: components = 4  // RGBA
        default: throw PhotoError.corrupt("the PNG declares the unknown colour type \(bytes[25])")
        }
        return PhotoHeader(
            format: .png, size: PixelSize(width: Int(width), height: Int(height)), components: components)
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
