import PhotoFixtures
import Testing

@testable import PhotoCodec

/// PNG encoding with `png_image_write_to_memory`.
@Suite struct PNGEncoderTests {
    @Test(arguments: [(1, 1), (64, 48), (3, 500)])
    func encodedPNGsDecodeToTheSamePixels(_ width: Int, _ height: Int) throws {
        var pixels = TestPhotos.gradient(width: width, height: height).pixels
        for index in stride(from: 3, to: pixels.count, by: 8) { pixels[index] = 77 }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        let png = try PNGEncoder.encode(image)
        #expect(PhotoFormat(sniffing: png) == .png)
        #expect(try PhotoHeader(reading: png).size == image.size)
        #expect(try PhotoDecoder().decode(png) == image)
    }
}
