import CPNG
import CTurboJPEG
import PhotoCodec

/// Real JPEGs and PNGs made in the tests with TurboJPEG's `tjCompress2` and libpng's
/// `png_image_write_to_memory` (``ReferenceEncoder``), from pictures whose every pixel is known.
public enum TestPhotos {
    // MARK: - Pictures

    /// Red rising left to right, green top to bottom, blue constant, opaque.
    public static func gradient(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(UInt8(width == 1 ? 0 : x * 255 / (width - 1)))
                pixels.append(UInt8(height == 1 ? 0 : y * 255 / (height - 1)))
                pixels.append(128)
                pixels.append(255)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A checkerboard of single black and white pixels.
    public static func checker(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let value: UInt8 = (x + y) % 2 == 0 ? 0 : 255
                pixels.append(contentsOf: [value, value, value, 255])
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    // MARK: - Encoders

    /// `image` as a baseline (or progressive) JPEG through `tjCompress2`.
    public static func jpeg(
        _ image: RGBAImage, quality: Int32 = 90, subsampling: TJSAMP = TJSAMP_420, progressive: Bool = false
    ) -> [UInt8] {
        compress(
            image.pixels, width: image.width, height: image.height, format: TJPF_RGBA, quality: quality,
            subsampling: subsampling, flags: progressive ? TJFLAG_PROGRESSIVE : 0)
    }

    /// A CMYK (YCCK-coded) JPEG whose every pixel is `cmyk`, in the inverted convention Adobe and
    /// libjpeg use (255 = no ink).
    public static func cmykJPEG(width: Int, height: Int, cmyk: [UInt8]) -> [UInt8] {
        let pixels = (0..<(width * height)).flatMap { _ in cmyk }
        return compress(
            pixels, width: width, height: height, format: TJPF_CMYK, quality: 95, subsampling: TJSAMP_444, flags: 0)
    }

    private static func compress(
        _ pixels: [UInt8], width: Int, height: Int, format: TJPF, quality: Int32, subsampling: TJSAMP, flags: Int32
    ) -> [UInt8] {
        ReferenceEncoder.jpeg(
            pixels, width: width, height: height, format: format, quality: quality,
            subsampling: subsampling, flags: flags | TJFLAG_ACCURATEDCT)
    }

    /// `image` as an 8-bit RGBA PNG (or grey, dropping colour and alpha) through `png_image_write_to_memory`.
    public static func png(_ image: RGBAImage, grey: Bool = false) -> [UInt8] {
        guard grey else {
            return ReferenceEncoder.png(
                image.pixels, width: image.width, height: image.height, format: CPNG_FORMAT_RGBA)
        }
        let pixels = stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }
        return ReferenceEncoder.png(pixels, width: image.width, height: image.height, format: UInt32(PNG_FORMAT_GRAY))
    }

    // MARK: - Damage

    /// `jpeg` with its frame header (SOF) declaring `width` × `height`: a decompression bomb.
    public static func jpeg(_ jpeg: [UInt8], declaring width: Int, _ height: Int) -> [UInt8] {
        var bytes = jpeg
        var index = 2
        while index + 9 < bytes.count {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if marker == 0xC0 || marker == 0xC2 {
                bytes[index + 5] = UInt8(height >> 8); bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8); bytes[index + 8] = UInt8(width & 0xFF)
                return bytes
            }
            index += 2 + length
        }
        fatalError("no SOF0/SOF2 in the JPEG")
    }

    /// `png` with its IHDR declaring `width` × `height`, its CRC recomputed so libpng would accept it.
    public static func png(_ png: [UInt8], declaring width: UInt32, _ height: UInt32) -> [UInt8] {
        var bytes = png
        for (offset, value) in [(16, width), (20, height)] {
            for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (24 - 8 * shift)) }
        }
        let crc = crc32(bytes[12..<29])  // "IHDR" + 13 bytes of data
        for shift in 0..<4 { bytes[29 + shift] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * shift)) }
        return bytes
    }

    /// CRC-32 as PNG chunks use it (ISO-HDLC, reflected, 0xEDB88320).
    public static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// The largest difference between the channels of two images of one size.
    public static func maximumDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        precondition(a.size == b.size)
        return zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }
}
