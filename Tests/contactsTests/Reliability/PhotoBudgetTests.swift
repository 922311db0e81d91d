import Foundation
import Testing

/// A smaller finding of the reliability probe (docs/hardening.md, finding 6): an 8000 × 8000 PNG of
/// 182 KB took 277 MB of memory for a 64-pixel thumbnail, as a PNG is decoded at full size. One
/// decode may now produce at most 16 megapixels; a PNG above that is refused with a message.
@Suite struct PhotoBudgetTests {
    /// A PNG of `side` × `side` grey RGB pixels, compressed as zlib does a flat picture (a few
    /// hundred KB for 8000 × 8000), written by Python without ever holding the picture in memory.
    private func flatPNG(_ scratch: Scratch, side: Int) throws -> [UInt8] {
        let file = scratch.path("flat\(side).png")
        let made = try scratch.run(
            [file, String(side)], store: .none,
            script: """
                python3 -c 'import struct, sys, zlib
                side = int(sys.argv[2])
                def chunk(kind, data):
                    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
                z = zlib.compressobj(9)
                row = b"\\x00" + b"\\x80" * (3 * side)
                data = b"".join(z.compress(row) for _ in range(side)) + z.flush()
                with open(sys.argv[1], "wb") as f:
                    f.write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)) + chunk(b"IDAT", data) + chunk(b"IEND", b""))' "$1" "$2"
                """)
        try #require(made.status == 0, "\(made)")
        return try scratch.read("flat\(side).png")
    }

    @Test func aHugePNGIsRefusedForAThumbnailWithoutDecodingIt() throws {
        let scratch = try Scratch()
        let png = try flatPNG(scratch, side: 8_000)
        #expect(png.count < 400_000, "the PNG is \(png.count) bytes")
        try scratch.importCards(VCF.person("Ann", "Lee", Photos.line(png, type: "PNG")))
        // The peak memory of the child, as the probe measured it.
        let run = try scratch.run(
            ["photo", "1", "--thumbnail", "64", "-o", scratch.path("thumb.png")],
            script: """
                python3 -c 'import resource, subprocess, sys
                r = subprocess.run(sys.argv[1:]); print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$CONTACTS" "$@"
                """)
        let parts = run.stdout.split(whereSeparator: \.isWhitespace)
        try #require(parts.count == 2, "\(run)")
        #expect(parts[0] == "1", "\(run)")
        #expect(run.stderr.contains("too large to decode") && run.stderr.contains("8000×8000"), "\(run.stderr)")
        let peakMiB = (Int(parts[1]) ?? .max) / 1024
        #expect(peakMiB < 100, "a refused thumbnail peaked at \(peakMiB) MiB")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("thumb.png")))
        // The photo itself is kept and written as it was: only decoding it is refused.
        try scratch.expect(["photo", "1", "-o", scratch.path("photo.png")], stdout: "", stderr: "")
        #expect(try scratch.read("photo.png") == png)
    }

    @Test func aPNGWithinTheBudgetStillGivesAThumbnail() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", Photos.line(try flatPNG(scratch, side: 1_000), type: "PNG")))
        let thumbnail = try Photos.decode(
            try scratch.expect(["photo", "1", "--thumbnail", "64", "-o", "-"]).stdoutBytes)
        #expect(thumbnail.width == 64 && thumbnail.height == 64)
        #expect(thumbnail.pixels.prefix(4) == [0x80, 0x80, 0x80, 0xFF])
    }
}
