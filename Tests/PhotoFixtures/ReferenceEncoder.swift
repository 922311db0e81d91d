import CPNG
import CTurboJPEG

/// JPEG and PNG bytes written by libjpeg-turbo (`tjCompress2`) and libpng (`png_image_write_to_memory`)
/// themselves, not through PhotoCodec: what the decoders under test read, the fuzzer's generated seeds,
/// the benchmarks' photos. Failures trap: the input is always made by the caller.
public enum ReferenceEncoder {
    /// `pixels` (`width` × `height`, in `format`) as a JPEG.
    /// - Parameters:
    ///   - format: the layout of `pixels`: `TJPF_RGBA`, `TJPF_CMYK` (written as YCCK), ….
    ///   - quality: 1–100.
    ///   - subsampling: the chroma subsampling: `TJSAMP_420`, `TJSAMP_444`, `TJSAMP_GRAY`, ….
    ///   - flags: TurboJPEG's flags, as given (`TJFLAG_PROGRESSIVE`, `TJFLAG_ACCURATEDCT`, …).
    public static func jpeg(
        _ pixels: [UInt8], width: Int, height: Int, format: TJPF, quality: Int32, subsampling: TJSAMP, flags: Int32
    ) -> [UInt8] {
        guard let handle = tjInitCompress() else { fatalError("tjInitCompress failed") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let status = pixels.withUnsafeBufferPointer { buffer in
            tjCompress2(
                handle, buffer.baseAddress, Int32(width), 0, Int32(height), format.rawValue,
                &output, &length, Int32(subsampling.rawValue), quality, flags)
        }
        defer { tjFree(output) }
        precondition(status == 0, "tjCompress2: \(String(cString: tjGetErrorStr2(handle)))")
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }

    /// `pixels` (`width` × `height`, 8 bits a sample, in `format`) as a PNG.
    /// - Parameter format: libpng's simplified format: `CPNG_FORMAT_RGBA`, `PNG_FORMAT_RGB`,
    ///   `PNG_FORMAT_GRAY`, `PNG_FORMAT_GA`, ….
    public static func png(_ pixels: [UInt8], width: Int, height: Int, format: UInt32) -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = format
        return pixels.withUnsafeBufferPointer { buffer in
            var length = 0
            precondition(png_image_write_to_memory(&image, nil, &length, 0, buffer.baseAddress, 0, nil) != 0)
            var bytes = [UInt8](repeating: 0, count: length)
            precondition(png_image_write_to_memory(&image, &bytes, &length, 0, buffer.baseAddress, 0, nil) != 0)
            return Array(bytes.prefix(length))
        }
    }
}
