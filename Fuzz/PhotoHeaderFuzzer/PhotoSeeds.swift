import CPNG
import CTurboJPEG
import Foundation
import PhotoFixtures
import VCard

/// The seed corpus of the photo target: every inline photo, logo and key found in vCard files, small
/// JPEGs and PNGs of each kind the decoders treat differently, made with TurboJPEG and libpng, and
/// hand-made headers (a JPEG or PNG with a header and nothing else, GIF, WebP, HEIC, AVIF, BMP, TIFF).
enum PhotoSeeds {
    /// `--seeds OUTPUT VCF...`: writes the seeds into OUTPUT, one file each.
    static func write(arguments: [String]) {
        guard let output = arguments.first else {
            FileHandle.standardError.write(
                Data("usage: PhotoHeaderFuzzer --seeds OUTPUT-FOLDER VCF-FILE|FOLDER...\n".utf8))
            exit(64)
        }
        var seeds: [(name: String, bytes: [UInt8])] = []
        for path in arguments.dropFirst().flatMap(vCardFiles) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for (index, bytes) in inlineData(in: Array(data)).enumerated() {
                seeds.append(("vcf-\(stem)-\(index)", bytes))
            }
        }
        seeds += generated() + handMade()
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for seed in seeds {
                try Data(seed.bytes).write(to: URL(fileURLWithPath: output).appendingPathComponent(seed.name))
            }
        } catch {
            FileHandle.standardError.write(Data("cannot write the seeds: \(error)\n".utf8))
            exit(73)
        }
        print("\(seeds.count) seeds written to \(output)")
    }

    // MARK: - From vCards

    /// The decoded bytes of every inline `data:` value of every card (PHOTO, LOGO, KEY, SOUND, …).
    static func inlineData(in bytes: [UInt8]) -> [[UInt8]] {
        var reader = VCardReader(bytes: bytes)
        var found: [[UInt8]] = []
        for card in reader.readAll().compactMap(\.card) {
            for property in card.properties where property.value.hasPrefix("data:") {
                guard let comma = property.value.firstIndex(of: ",") else { continue }
                let payload = String(property.value[property.value.index(after: comma)...])
                if let data = VCardPhoto.embedded(mediaType: "", base64: payload).data, !data.isEmpty {
                    found.append(data)
                }
            }
        }
        return found
    }

    private static func vCardFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [path]
        }
        let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.lowercased().hasSuffix(".vcf") }.sorted().map { path + "/" + $0 }
    }

    // MARK: - Generated

    /// Small real JPEGs (baseline and progressive, 4:2:0, 4:2:2, 4:4:4, grey, CMYK, odd sizes) and PNGs
    /// (RGBA, RGB, grey, grey and alpha).
    static func generated() -> [(name: String, bytes: [UInt8])] {
        var seeds: [(name: String, bytes: [UInt8])] = []
        let jpegs: [(String, Int, Int, TJSAMP, Int32)] = [
            ("jpeg-8x8-420", 8, 8, TJSAMP_420, 0),
            ("jpeg-1x1-444", 1, 1, TJSAMP_444, 0),
            ("jpeg-33x17-422", 33, 17, TJSAMP_422, 0),
            ("jpeg-16x9-420-progressive", 16, 9, TJSAMP_420, TJFLAG_PROGRESSIVE),
            ("jpeg-20x20-grey", 20, 20, TJSAMP_GRAY, 0),
            ("jpeg-24x8-440", 24, 8, TJSAMP_440, 0),
        ]
        for (name, width, height, subsampling, flags) in jpegs {
            seeds.append(
                (
                    name,
                    jpeg(
                        gradient(width, height), width: width, height: height, format: TJPF_RGBA,
                        subsampling: subsampling, flags: flags)
                ))
        }
        var cmyk: [UInt8] = []
        for index in 0..<(6 * 5) {
            let step = UInt8(index)
            cmyk += [step &* 8, 200, 40, 255 &- step]
        }
        seeds.append(
            ("jpeg-6x5-cmyk", jpeg(cmyk, width: 6, height: 5, format: TJPF_CMYK, subsampling: TJSAMP_444, flags: 0)))
        let pngs: [(String, Int, Int, Int32)] = [
            ("png-3x2-rgba", 3, 2, Int32(bitPattern: CPNG_FORMAT_RGBA)),
            ("png-5x4-rgb", 5, 4, Int32(PNG_FORMAT_RGB)),
            ("png-7x3-grey", 7, 3, Int32(PNG_FORMAT_GRAY)),
            ("png-2x9-grey-alpha", 2, 9, Int32(PNG_FORMAT_GA)),
        ]
        for (name, width, height, format) in pngs {
            seeds.append((name, png(width: width, height: height, format: UInt32(format))))
        }
        return seeds
    }

    private static func gradient(_ width: Int, _ height: Int) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 128, 255]
            }
        }
        return pixels
    }

    private static func jpeg(
        _ pixels: [UInt8], width: Int, height: Int, format: TJPF, subsampling: TJSAMP, flags: Int32
    ) -> [UInt8] {
        ReferenceEncoder.jpeg(
            pixels, width: width, height: height, format: format, quality: 85, subsampling: subsampling, flags: flags)
    }

    private static func png(width: Int, height: Int, format: UInt32) -> [UInt8] {
        let channels = Int(format & 3) + 1  // PNG_IMAGE_SAMPLE_CHANNELS for 8-bit formats
        let pixels = (0..<(width * height * channels)).map { UInt8(truncatingIfNeeded: $0 * 37) }
        return ReferenceEncoder.png(pixels, width: width, height: height, format: format)
    }

    // MARK: - Hand-made headers

    /// Headers alone, and the signatures of the formats that are recognised but not decoded.
    static func handMade() -> [(name: String, bytes: [UInt8])] {
        let jfif: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        func sof(_ marker: UInt8, width: Int, height: Int, components: UInt8) -> [UInt8] {
            let length = 8 + 3 * Int(components)
            var bytes: [UInt8] = [
                0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF), 8,
                UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), components,
            ]
            for id in 0..<components { bytes += [id + 1, 0x11, 0] }
            return bytes
        }
        func pngHeader(width: UInt32, height: UInt32, depth: UInt8, colourType: UInt8, interlaced: UInt8) -> [UInt8] {
            func be(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8)
                + be(width) + be(height) + [depth, colourType, 0, 0, interlaced] + [0, 0, 0, 0]
        }
        return [
            ("head-jpeg-sof0", [0xFF, 0xD8] + jfif + sof(0xC0, width: 640, height: 480, components: 3)),
            (
                "head-jpeg-sof2-fill",
                [0xFF, 0xD8, 0xFF, 0xFF] + jfif + [0x00, 0x00] + sof(0xC2, width: 17, height: 3, components: 1)
            ),
            (
                "head-jpeg-dht-then-sof1",
                [0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x02] + sof(0xC1, width: 1, height: 65_535, components: 4)
            ),
            ("head-jpeg-eoi", [0xFF, 0xD8, 0xFF, 0xD9]),
            ("head-png-rgba", pngHeader(width: 300, height: 200, depth: 8, colourType: 6, interlaced: 0)),
            ("head-png-palette-interlaced", pngHeader(width: 3, height: 3, depth: 4, colourType: 3, interlaced: 1)),
            ("head-png-grey16", pngHeader(width: 1, height: 1, depth: 16, colourType: 0, interlaced: 0)),
            ("head-gif87a", Array("GIF87a".utf8) + [1, 0, 1, 0, 0x80, 0, 0]),
            ("head-gif89a", Array("GIF89a".utf8) + [0x10, 0, 0x10, 0, 0xF7, 0, 0, 0x21, 0xF9, 4, 1, 0, 0, 0, 0, 0x2C]),
            ("head-webp", Array("RIFF".utf8) + [0x1A, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [0, 0, 0, 0]),
            ("head-heic", [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)),
            ("head-avif", [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("avifmif1miaf".utf8)),
            ("head-bmp", Array("BM".utf8) + [0x3A, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0]),
            ("head-tiff-le", [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]),
            ("head-tiff-be", [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]),
        ]
    }
}
