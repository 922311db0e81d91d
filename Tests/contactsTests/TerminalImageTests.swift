import Foundation
import PhotoCodec
import Testing

@testable import contacts

/// Photos in the terminal as half-block cells: upper pixel in the foreground, lower in the
/// background, true colour or the xterm 256 palette, attributes reset at the end of every line.
@Suite struct TerminalImageTests {
    static let escape = "\u{1B}["

    private func image(_ width: Int, _ height: Int, _ pixels: [[UInt8]]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: pixels.flatMap { $0 })
    }

    @Test func aCellShowsTheUpperPixelInFrontOfTheLowerOne() {
        let redOverBlue = image(1, 2, [[255, 0, 0, 255], [0, 0, 255, 255]])
        #expect(
            TerminalImage.render(redOverBlue, palette: .trueColour)
                == "\(Self.escape)38;2;255;0;0;48;2;0;0;255m▀\(Self.escape)0m\n")
        #expect(
            TerminalImage.render(redOverBlue, palette: .xterm256)
                == "\(Self.escape)38;5;196;48;5;21m▀\(Self.escape)0m\n")
    }

    @Test func coloursAreWrittenOnlyWhenTheyChangeAndEveryLineIsReset() {
        // 3×4: two lines of cells; the first line is all one colour pair, the second changes once.
        let white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255]
        let picture = image(3, 4, [white, white, white, black, black, black, white, white, white, white, white, black])
        let e = Self.escape
        #expect(
            TerminalImage.render(picture, palette: .trueColour) == """
                \(e)38;2;255;255;255;48;2;0;0;0m▀▀▀\(e)0m
                \(e)38;2;255;255;255;48;2;255;255;255m▀▀\(e)48;2;0;0;0m▀\(e)0m

                """)
    }

    @Test func anOddLastRowHasTheTerminalBackgroundBelowIt() {
        let red = image(2, 1, [[255, 0, 0, 255], [255, 0, 0, 255]])
        #expect(TerminalImage.render(red, palette: .trueColour) == "\(Self.escape)38;2;255;0;0m▀▀\(Self.escape)0m\n")
    }

    @Test func transparentPixelsShowTheTerminalsBackgroundByDefault() {
        let clear: [UInt8] = [200, 10, 10, 0], green: [UInt8] = [0, 255, 0, 255]
        // Columns: clear over green (▄ in green), green over clear (▀ in green), clear over clear (space).
        let picture = image(3, 2, [clear, green, clear, green, clear, clear])
        let e = Self.escape
        #expect(TerminalImage.render(picture, palette: .trueColour) == "\(e)38;2;0;255;0m▄▀ \(e)0m\n")
    }

    @Test func overBlackAlphaDarkensTheColour() {
        let halfRed = image(1, 2, [[255, 0, 0, 128], [255, 255, 255, 0]])
        #expect(
            TerminalImage.render(halfRed, palette: .trueColour, backdrop: .black)
                == "\(Self.escape)38;2;128;0;0;48;2;0;0;0m▀\(Self.escape)0m\n")
    }

    @Test(
        arguments: [
            ([0, 0, 0], 16), ([255, 255, 255], 231), ([255, 0, 0], 196), ([0, 255, 0], 46), ([0, 0, 255], 21),
            ([128, 128, 128], 244), ([8, 8, 8], 232), ([238, 238, 238], 255), ([95, 135, 175], 67),
        ] as [([UInt8], Int)])
    func the256ColourFallbackPicksTheNearestCubeColourOrGrey(_ rgb: [UInt8], _ index: Int) {
        #expect(Int(TerminalImage.xterm256Index(rgb[0], rgb[1], rgb[2])) == index)
    }

    @Test func trueColourOnlyWhenCOLORTERMSaysSo() {
        #expect(TerminalImage.palette(environment: ["COLORTERM": "truecolor"]) == .trueColour)
        #expect(TerminalImage.palette(environment: ["COLORTERM": "24bit"]) == .trueColour)
        #expect(TerminalImage.palette(environment: ["COLORTERM": "yes"]) == .xterm256)
        #expect(TerminalImage.palette(environment: ["TERM": "xterm-256color"]) == .xterm256)
    }

    @Test func aThumbnailRendersAsManyCellsAsPixelsAndNothingElse() throws {
        var pixels: [UInt8] = []
        for y in 0..<7 { for x in 0..<5 { pixels += [UInt8(x * 50), UInt8(y * 30), 90, 255] } }
        let text = TerminalImage.render(RGBAImage(width: 5, height: 7, pixels: pixels), palette: .xterm256)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4 && text.hasSuffix("\u{1B}[0m\n"))
        let withoutEscapes = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(withoutEscapes == String(repeating: "▀▀▀▀▀\n", count: 4))
    }
}
