import FuzzSupport
import VCard

/// What the vCard reader and writer promise for any bytes, checked on one input.
///
/// - Reading never traps, and reading in chunks of any sizes gives the same entries as reading at once,
///   with the default limits and with small ones (which make lines and cards too long and agents too deep).
/// - Each entry keeps ``VCardEntry``'s promises: a skipped card has a problem that says why, a read card
///   none that skips it; problems are in line order, within the entry's lines; entries follow each other.
/// - Every typed accessor can be read, also on the cards embedded in `AGENT`.
/// - Each card written as 3.0 and as 4.0 reads back as one card, without a problem, with the same
///   properties, and writing that gives the same bytes again (a card with a name the codec cannot
///   carry is not checked, see ``hasNameReadAsBase64(_:)``).
/// - Each card converted for export (`converted(to:uid:)`) in 3.0 and 4.0 has FN (and N in 3.0) and a
///   UID, reads back without a problem, and converting and writing what was read gives the same bytes:
///   export → import → export is stable.
enum ReaderChecks {
    /// Small limits, so that short inputs reach the limit paths too.
    static let smallLimits = VCardReader.Limits(maxLineLength: 120, maxCardSize: 1_000, maxNestingDepth: 1)

    static func run(_ bytes: [UInt8]) {
        var input = FuzzInput(seed: bytes)
        for limits in [VCardReader.Limits(), smallLimits] {
            var reader = VCardReader(bytes: bytes, limits: limits)
            let entries = reader.readAll()
            var chunkedReader = VCardReader(chunks: input.chunks(of: bytes).makeIterator(), limits: limits)
            let chunked = chunkedReader.readAll()
            invariant(chunked == entries, "reading in chunks (\(limits)): \(firstDifference(entries, chunked))")
            checkEntries(entries)
            for card in entries.compactMap(\.card) {
                TypedViewChecks.run(card)
                checkRoundTrip(card)
                checkConversion(card)
            }
        }
    }

    // MARK: - Entries

    static func checkEntries(_ entries: [VCardEntry]) {
        var previousLastLine = 0
        for entry in entries {
            invariant(entry.firstLine <= entry.lastLine, "entry from line \(entry.firstLine) to \(entry.lastLine)")
            invariant(
                entry.firstLine > previousLastLine,
                "entry at line \(entry.firstLine) overlaps the one before, which ends at \(previousLastLine)")
            previousLastLine = entry.lastLine
            if entry.card == nil {
                invariant(!entry.problems.isEmpty, "an entry at line \(entry.firstLine) has neither card nor problem")
            } else {
                invariant(
                    !entry.problems.contains(where: \.skipsCard),
                    "a card read with a problem that skips it: \(entry.problems)")
            }
            invariant(
                entry.problems.map(\.line) == entry.problems.map(\.line).sorted(),
                "problems out of line order: \(entry.problems)")
            for problem in entry.problems {
                invariant(
                    (entry.firstLine...entry.lastLine).contains(problem.line),
                    "problem \(problem) outside its entry's lines \(entry.firstLine)–\(entry.lastLine)"
                )
            }
        }
    }

    // MARK: - Round trip

    static func checkRoundTrip(_ card: VCard) {
        guard !card.properties.contains(where: hasNameReadAsBase64) else { return }
        for version in VCardWriter.Version.allCases {
            let writer = VCardWriter(version: version)
            let written = writer.bytes([card])
            checkFolding(written)
            var reader = VCardReader(bytes: written)
            let entries = reader.readAll()
            invariant(
                entries.count == 1, "\(version.rawValue): \(entries.count) entries read back from\n\(text(written))")
            invariant(
                entries[0].problems.isEmpty,
                "\(version.rawValue): \(entries[0].problems) reading back\n\(text(written))")
            guard let back = entries[0].card else { return invariant(false, "\(version.rawValue): no card read back") }
            invariant(back.version.rawValue == version.rawValue, "\(version.rawValue): read back as \(back.version)")
            invariant(
                back.properties == card.properties,
                "\(version.rawValue): \(firstDifference(card.properties, back.properties))\nwritten:\n\(text(written))"
            )
            let again = writer.bytes([back])
            invariant(
                again == written,
                "\(version.rawValue): writing what was read back gave\n\(text(again))\ninstead of\n\(text(written))")
        }
    }

    // MARK: - Conversion for export

    static func checkConversion(_ card: VCard) {
        guard !card.properties.contains(where: hasNameReadAsBase64) else { return }
        for version in VCardWriter.Version.allCases {
            let writer = VCardWriter(version: version)
            let converted = card.converted(to: version, uid: "urn:uuid:fuzz")
            invariant(converted.property(named: "FN") != nil, "\(version.rawValue): converted without FN")
            invariant(version == .v4_0 || converted.property(named: "N") != nil, "3.0: converted without N")
            invariant(converted.property(named: "UID") != nil, "\(version.rawValue): converted without UID")
            let written = writer.bytes([converted])
            var reader = VCardReader(bytes: written)
            let entries = reader.readAll()
            invariant(
                entries.count == 1 && entries[0].problems.isEmpty,
                "\(version.rawValue): converted card read back as \(entries.map(\.problems))\n\(text(written))")
            guard let back = entries.first?.card else {
                return invariant(false, "\(version.rawValue): no converted card read back")
            }
            let again = writer.bytes([back.converted(to: version, uid: "urn:uuid:other")])
            invariant(
                again == written,
                "\(version.rawValue): export → import → export gave\n\(text(again))\ninstead of\n\(text(written))")
        }
    }

    /// Whether the writer must fold `property` inside a group or name made only of base64 characters
    /// (75 octets or more of `A–Z a–z 0–9`; `+` and `/` are read and written as `-`), a card the codec cannot carry (docs/vcard.md, known
    /// limits): after a property written as ENCODING=b, the reader takes such a line for the rest of
    /// a vCard 2.1 base64 block. The round trip of these cards is not checked.
    static func hasNameReadAsBase64(_ property: VCardProperty) -> Bool {
        let head = (property.group.map { $0 + "." } ?? "") + property.name
        let first = head.utf8.prefix(75)
        return first.count == 75
            && first.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                    return true
                default: return false
                }
            }
    }

    /// Lines end in CRLF and hold at most 75 octets, never cutting a UTF-8 sequence.
    static func checkFolding(_ bytes: [UInt8]) {
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
            invariant(line.last == 0x0D, "a written line ends without CRLF: \(text(Array(line)))")
            invariant(line.count - 1 <= 75, "a written line of \(line.count - 1) octets: \(text(Array(line)))")
            invariant(
                String(validating: line.dropLast(), as: UTF8.self) != nil,
                "a fold cuts a UTF-8 sequence: \(Array(line))")
        }
    }

    // MARK: - Messages

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func firstDifference(_ whole: [VCardEntry], _ chunked: [VCardEntry]) -> String {
        for (index, (lhs, rhs)) in zip(whole, chunked).enumerated() where lhs != rhs {
            return "entry \(index):\n  at once   \(lhs)\n  in chunks \(rhs)"
        }
        return "\(whole.count) entries at once, \(chunked.count) in chunks"
    }

    static func firstDifference(_ expected: [VCardProperty], _ actual: [VCardProperty]) -> String {
        for (index, (lhs, rhs)) in zip(expected, actual).enumerated() where lhs != rhs {
            return "property \(index):\n  read     \(String(reflecting: lhs))\n  reread   \(String(reflecting: rhs))"
        }
        return "\(expected.count) properties read, \(actual.count) read back"
    }
}
