import ContactsKit
import Foundation
import Testing

/// Photos drawn in the terminal: `show` draws the photo on a terminal or with `--photo` (true
/// colour when `COLORTERM` says so, the 256-colour palette otherwise, nothing with `NO_COLOR`,
/// `TERM=dumb` or `--json`); `list --photos` gives each row its own avatar, in order, page after
/// page, and never another contact's.
@Suite struct PhotoDrawingTests {
    static let escape = "\u{1B}["
    static let red = SIMD4<UInt8>(255, 0, 0, 255)
    /// Colours allowed, and a terminal type that has them; `COLORTERM` unset unless a test sets it.
    static let colourful: [String: String?] = ["NO_COLOR": nil, "TERM": "xterm-256color", "COLORTERM": nil]

    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", Photos.line(Photos.png(colour: Self.red), type: "PNG"))
                + VCF.person("Bob", "Ray") + VCF.person("Cy", "Twombly", Photos.line(Photos.gif, type: "GIF")))
        return scratch
    }

    // MARK: - show

    @Test func showPhotoDrawsHalfBlocksInTheTerminalsColours() throws {
        let scratch = try store()
        var environment = Self.colourful
        environment["COLORTERM"] = "truecolor"
        let trueColour = try scratch.expect(["show", "1", "--photo"], environment: environment, stderr: "")
        // A 20×20 red photo: 10 lines of 20 cells, red over red, each line reset.
        let line = "  \(Self.escape)38;2;255;0;0;48;2;255;0;0m" + String(repeating: "▀", count: 20) + "\(Self.escape)0m"
        #expect(
            trueColour.stdoutLines.prefix(11) == ArraySlice(Array(repeating: line, count: 10) + ["Ann Lee"]),
            "\(trueColour)")
        #expect(
            trueColour.stdout.contains(
                "  photo              PNG, 20×20, \(Photos.png(colour: Self.red).count) bytes, from the cards\n"))

        let palette = try scratch.expect(["show", "1", "--photo"], environment: Self.colourful, stderr: "")
        #expect(
            palette.stdoutLines.first == "  \(Self.escape)38;5;196;48;5;196m" + String(repeating: "▀", count: 20)
                + "\(Self.escape)0m")
        #expect(!palette.stdout.contains("38;2;"))
    }

    @Test func showDrawsOnATerminalWithoutBeingAsked() throws {
        let scratch = try store()
        let onTerminal = try scratch.expect(["show", "1"], environment: Self.colourful, terminal: 100, stderr: "")
        #expect(onTerminal.stdout.contains("▀"), "\(onTerminal)")
        let piped = try scratch.expect(["show", "1"], environment: Self.colourful, stderr: "")
        #expect(!piped.stdout.contains("▀") && !piped.stdoutBytes.contains(0x1B))
        #expect(piped.stdout.contains("photo              PNG, 20×20"))
    }

    @Test(
        arguments: [["NO_COLOR": "1", "TERM": "xterm-256color"], ["NO_COLOR": nil, "TERM": "dumb"]]
            as [[String: String?]])
    func noPhotoIsDrawnWithoutColours(_ environment: [String: String?]) throws {
        let scratch = try store()
        for terminal in [nil, 100] as [Int?] {
            let run = try scratch.expect(
                ["show", "1", "--photo"], environment: environment, terminal: terminal, stderr: "")
            #expect(!run.stdoutBytes.contains(0x1B) && !run.stdout.contains("▀"), "\(run)")
            #expect(run.stdout.contains("photo              PNG, 20×20"))
        }
    }

    @Test func jsonNeverDrawsAndRefusesPhoto() throws {
        let scratch = try store()
        let json = try scratch.expect(["show", "1", "--json"], environment: Self.colourful, terminal: 100, stderr: "")
        #expect(!json.stdout.contains("▀") && json.stdout.contains("\"hasPhoto\":true"))
        let refused = try scratch.expect(
            ["show", "1", "--json", "--photo"], environment: Self.colourful, status: 64, stdout: "")
        #expect(refused.stderr.contains("--photo draws on the terminal"))
    }

    @Test func aPhotoThatCannotBeDecodedIsDescribedNotDrawn() throws {
        let scratch = try store()
        let run = try scratch.expect(["show", "3", "--photo"], environment: Self.colourful, stderr: "")
        #expect(!run.stdout.contains("▀"))
        #expect(
            run.stdout.contains(
                "photo              GIF, 35 bytes, from the cards (not drawn: unsupported photo format: GIF)\n"),
            "\(run)")
        try scratch.expect(
            ["show", "2", "--photo"], environment: Self.colourful,
            stdout: """
                Bob Ray
                  position 2 · id \(try scratch.listed()[1]["id"] as! String) · from cards

                """, stderr: "")
    }

    // MARK: - list --photos

    /// `count` contacts; those whose number is not a multiple of 3 have a photo of a colour all their own.
    static func crowd(_ count: Int) -> (cards: String, colours: [Int: SIMD4<UInt8>]) {
        var cards = "", colours: [Int: SIMD4<UInt8>] = [:]
        for number in 1...count {
            let name = "P\(number < 10 ? "0" : "")\(number)"
            if number % 3 == 0 {
                cards += VCF.card("FN:\(name)")
            } else {
                let colour = SIMD4<UInt8>(UInt8(number * 5), UInt8(255 - number * 5), UInt8(number * 3 % 256), 255)
                colours[number] = colour
                cards += VCF.card("FN:\(name)", Photos.line(Photos.png(8, 8, colour: colour), type: "PNG"))
            }
        }
        return (cards, colours)
    }

    @Test func everyRowShowsItsOwnAvatarInOrderAcrossPages() throws {
        let scratch = try Scratch()
        let (cards, colours) = Self.crowd(45)  // three pages of 20
        try scratch.importCards(cards)
        var environment = Self.colourful
        environment["COLORTERM"] = "24bit"
        for _ in 0..<2 {  // the second run reads every avatar from the store
            let run = try scratch.expect(["list", "--photos"], environment: environment, stderr: "")
            let lines = run.stdoutLines
            #expect(lines.first?.hasPrefix("      #  ID        Name") == true, "\(run)")
            let rows = Array(lines.dropFirst())
            try #require(rows.count == 90, "\(run)")
            for number in 1...45 {
                let first = rows[2 * (number - 1)], second = rows[2 * (number - 1) + 1]
                let name = "P\(number < 10 ? "0" : "")\(number)"
                #expect(
                    first.range(of: " \(number)  [0-9a-f]{8}  \(name)", options: .regularExpression) != nil,
                    "row \(number): \(first.debugDescription)")
                if let colour = colours[number] {
                    let cell =
                        "\(Self.escape)38;2;\(colour.x);\(colour.y);\(colour.z);48;2;\(colour.x);\(colour.y);\(colour.z)m▀▀▀▀\(Self.escape)0m"
                    #expect(first.hasPrefix(cell + " "), "row \(number): \(first.debugDescription)")
                    #expect(second == cell, "row \(number): \(second.debugDescription)")
                } else {
                    #expect(
                        first.hasPrefix("     ") && !first.contains("\u{1B}"),
                        "row \(number): \(first.debugDescription)")
                    #expect(second.isEmpty, "row \(number): \(second.debugDescription)")
                }
            }
        }
    }

    @Test func limitOffsetAndSectionsKeepTheirAvatars() throws {
        let scratch = try Scratch()
        let (cards, colours) = Self.crowd(30)
        try scratch.importCards(cards)
        var environment = Self.colourful
        environment["COLORTERM"] = "truecolor"
        let run = try scratch.expect(
            ["list", "--photos", "--offset", "18", "--limit", "5"], environment: environment, stderr: "")
        let rows = Array(run.stdoutLines.dropFirst())
        #expect(rows.count == 10, "\(run)")
        for (index, number) in (19...23).enumerated() {
            #expect(
                rows[2 * index].range(of: " \(number)  [0-9a-f]{8}  P\(number)", options: .regularExpression) != nil,
                "\(rows[2 * index])")
            #expect(
                rows[2 * index].hasPrefix("\(Self.escape)38;2;") == (colours[number] != nil),
                "\(rows[2 * index].debugDescription)")
        }
        let sections = try scratch.expect(["list", "--photos", "--sections"], environment: environment, stderr: "")
        #expect(sections.stdoutLines.first == "P (30)" && sections.stdoutLines.count == 61, "\(sections)")
    }

    @Test func withoutColoursTheListingHasNoAvatars() throws {
        let scratch = try store()
        let plain = try scratch.expect(["list"], stderr: "")
        for environment in [["NO_COLOR": "1"], ["NO_COLOR": nil, "TERM": "dumb"]] as [[String: String?]] {
            try scratch.expect(["list", "--photos"], environment: environment, stdout: plain.stdout, stderr: "")
            try scratch.expect(["list", "--photos"], environment: environment, terminal: 100, stderr: "")
        }
        let refused = try scratch.expect(["list", "--photos", "--json"], status: 64, stdout: "")
        #expect(refused.stderr.contains("--photos is for the human listing"))
    }

    @Test func anUndecodablePhotoGetsAMarkNotSomeoneElsesFace() throws {
        let scratch = try store()
        let run = try scratch.expect(["list", "--photos"], environment: Self.colourful, stderr: "")
        let rows = Array(run.stdoutLines.dropFirst())
        try #require(rows.count == 6, "\(run)")
        #expect(rows[0].hasPrefix("\(Self.escape)38;5;196;48;5;196m▀▀▀▀"))
        #expect(rows[2].hasPrefix("     ") && !rows[2].contains("\u{1B}"))
        #expect(rows[4].hasPrefix(" ?   ") && !rows[4].contains("\u{1B}"), "\(rows[4].debugDescription)")
    }
}
