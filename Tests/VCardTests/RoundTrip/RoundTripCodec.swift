import Testing
import VCard

/// Writing and reading one card, for the round-trip tests.
enum RoundTripCodec {
    /// The bytes of `card` as `version` writes them.
    static func write(_ card: VCard, _ version: VCardWriter.Version) -> [UInt8] {
        VCardWriter(version: version).bytes([card])
    }

    /// Every entry read from `bytes`.
    static func entries(_ bytes: [UInt8]) -> [VCardEntry] {
        var reader = VCardReader(bytes: bytes)
        return reader.readAll()
    }

    /// The one card in `bytes`, read without a problem; records an issue (and throws) otherwise.
    static func readOne(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> VCard {
        let entries = entries(bytes)
        try #require(
            entries.count == 1, "\(entries.count) entries read from:\n\(text(bytes))", sourceLocation: sourceLocation)
        #expect(
            entries[0].problems.isEmpty, "\(entries[0].problems.map(\.description)) reading:\n\(text(bytes))",
            sourceLocation: sourceLocation
        )
        return try #require(entries[0].card, "no card read from:\n\(text(bytes))", sourceLocation: sourceLocation)
    }

    /// `card` written as `version` and read back.
    static func roundTrip(
        _ card: VCard, _ version: VCardWriter.Version, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> VCard {
        try readOne(write(card, version), sourceLocation: sourceLocation)
    }

    /// Bytes as text, for failure messages.
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The first property that differs between two lists, for failure messages.
    static func firstDifference(_ expected: [VCardProperty], _ actual: [VCardProperty]) -> String {
        for (index, (lhs, rhs)) in zip(expected, actual).enumerated() where lhs != rhs {
            return "property \(index):\n  expected \(String(reflecting: lhs))\n  read     \(String(reflecting: rhs))"
        }
        if expected.count != actual.count {
            return "\(expected.count) properties expected, \(actual.count) read"
        }
        return "none"
    }

    /// Standard base64 with padding, written independently of the codec.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var output = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let group = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[Int(group >> (18 - 6 * position) & 63)] : "=")
            }
            index += 3
        }
        return output
    }
}
