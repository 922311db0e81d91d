import CPNG

/// Writes ``RGBAImage``s as PNG with libpng's simplified API (`png_image_write_to_memory`).
///
/// ```swift
/// let png = try PNGEncoder.encode(thumbnail)
/// ```
public enum PNGEncoder {
    /// The PNG encoding of `image`: 8-bit RGBA, non-interlaced.
    /// - Parameter image: the pixels to write.
    /// - Returns: the PNG file's bytes.
    /// - Throws: ``PhotoError/encodingFailed(_:)`` with libpng's message.
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = CPNG_FORMAT_RGBA
        // Speed over size: thumbnails are written on the decode path of a cold cache, where
        // libpng's default (adaptive filters, zlib's default level) took longer than the decode.
        png.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        return try image.pixels.withUnsafeBufferPointer { pixels -> [UInt8] in
            // First ask how many bytes the file takes, then write it into exactly that many.
            var length = 0
            guard png_image_write_to_memory(&png, nil, &length, 0, pixels.baseAddress, 0, nil) != 0, length > 0 else {
                throw PhotoError.encodingFailed(PhotoDecoder.message(&png))
            }
            var failure: String?
            let bytes = [UInt8](unsafeUninitializedCapacity: length) { output, initialised in
                var written = length
                if png_image_write_to_memory(&png, output.baseAddress, &written, 0, pixels.baseAddress, 0, nil) == 0 {
                    failure = PhotoDecoder.message(&png)
                    written = 0
                }
                initialised = written
            }
            if let failure { throw PhotoError.encodingFailed(failure) }
            return bytes
        }
    }
}
