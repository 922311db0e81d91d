import CTurboJPEG

extension PhotoDecoder {
    /// Decodes a JPEG with TurboJPEG: header, limits, scale, then `tjDecompress2` into an RGBA
    /// buffer of exactly the scaled size. CMYK and YCCK JPEGs are decoded to CMYK and converted.
    func decodeJPEG(_ bytes: [UInt8], covering minimum: PixelSize?) throws -> RGBAImage {
        guard let handle = tjInitDecompress() else { throw PhotoError.corrupt("TurboJPEG could not start a decoder") }
        defer { tjDestroy(handle) }
        return try bytes.withUnsafeBufferPointer { buffer -> RGBAImage in
            guard let base = buffer.baseAddress else { throw PhotoError.corrupt("the photo is empty") }
            let length = UInt(buffer.count)
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, length, &width, &height, &subsampling, &colourspace) == 0 else {
                throw PhotoError.corrupt(Self.message(handle))
            }
            let source = PixelSize(width: Int(width), height: Int(height))
            try checkLimits(source)
            // tjDecompress2 picks the DCT scale whose output fits the size it is given: this one.
            let size = Self.jpegDecodedSize(of: source, covering: minimum)
            let isCMYK = colourspace == Int32(TJCS_CMYK.rawValue) || colourspace == Int32(TJCS_YCCK.rawValue)
            let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
            // LIMITSCANS refuses progressive JPEGs with absurd scan counts (a CPU bomb).
            let flags = TJFLAG_ACCURATEDCT | TJFLAG_LIMITSCANS
            var failure: String?
            var pixels = [UInt8](unsafeUninitializedCapacity: size.pixelCount * 4) { output, initialised in
                let status = tjDecompress2(
                    handle, base, length, output.baseAddress,
                    Int32(size.width), 0, Int32(size.height), format.rawValue, flags
                )
                // A warning (status −1, TJERR_WARNING) still leaves a whole picture, but one with
                // grey where data was missing or wrong: treat it as corruption, like an error.
                if status != 0 {
                    failure = Self.message(handle)
                    output.initialize(repeating: 0)
                }
                initialised = size.pixelCount * 4
            }
            if let failure { throw PhotoError.corrupt(failure) }
            if isCMYK { Self.convertInvertedCMYKToRGBA(&pixels) }
            return RGBAImage(width: size.width, height: size.height, pixels: pixels)
        }
    }

    /// TurboJPEG's last message for `handle`.
    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown TurboJPEG error" }
        return String(cString: text)
    }

    /// CMYK as Adobe applications store it in JPEGs (inverted: 255 is no ink), which is what
    /// libjpeg writes too, to RGB by the naive formula `R = C × K / 255` (no colour management).
    static func convertInvertedCMYKToRGBA(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index + 3 < buffer.count {
                let c = UInt32(buffer[index]), m = UInt32(buffer[index + 1]), y = UInt32(buffer[index + 2])
                let k = UInt32(buffer[index + 3])
                buffer[index] = UInt8((c * k + 127) / 255)
                buffer[index + 1] = UInt8((m * k + 127) / 255)
                buffer[index + 2] = UInt8((y * k + 127) / 255)
                buffer[index + 3] = 255
                index += 4
            }
        }
    }
}
