import CPNG

extension PhotoDecoder {
    /// Decodes a PNG with libpng's simplified API: `png_image_begin_read_from_memory` reads the
    /// header, the declared size is checked against the limits, then `png_image_finish_read`
    /// fills an RGBA buffer (any bit depth, palette, grey or interlacing converted to 8-bit sRGB).
    func decodePNG(_ bytes: [UInt8]) throws -> RGBAImage {
        try bytes.withUnsafeBufferPointer { buffer -> RGBAImage in
            guard let base = buffer.baseAddress else { throw PhotoError.corrupt("the photo is empty") }
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, base, buffer.count) != 0 else {
                throw PhotoError.corrupt(Self.message(&image))
            }
            let size = PixelSize(width: Int(image.width), height: Int(image.height))
            guard limits.allow(size) else {
                png_image_free(&image)  // begin_read allocated; finish_read would have freed it
                throw PhotoError.tooLarge(width: size.width, height: size.height)
            }
            image.format = CPNG_FORMAT_RGBA
            var failure: String?
            let pixels = [UInt8](unsafeUninitializedCapacity: size.pixelCount * 4) { output, initialised in
                // finish_read frees libpng's state whether it succeeds or fails.
                if png_image_finish_read(&image, nil, output.baseAddress, 0, nil) == 0 {
                    failure = Self.message(&image)
                    output.initialize(repeating: 0)
                }
                initialised = size.pixelCount * 4
            }
            if let failure { throw PhotoError.corrupt(failure) }
            return RGBAImage(width: size.width, height: size.height, pixels: pixels)
        }
    }

    /// libpng's message for `image` (a NUL-terminated char[64] inside the struct).
    static func message(_ image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return text.isEmpty ? "unknown libpng error" : text
    }
}
