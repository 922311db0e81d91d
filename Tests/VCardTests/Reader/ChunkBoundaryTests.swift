import Testing
import VCard

extension ReaderTests {
    /// Chunk boundaries may fall anywhere — inside a line ending, a fold, a UTF-8 character, a
    /// QUOTED-PRINTABLE soft break, a base64 block — and the entries are those of one chunk.
    @Suite struct ChunkBoundaryTests {
        /// An input with every construct whose reading looks past the end of a line.
        static let input: [UInt8] = {
            var bytes: [UInt8] = []
            func add(_ text: String) { bytes += Array(text.utf8) }
            add("junk before\r\n")  // 1
            add("BEGIN:VCARD\r\nVERSION:2.1\r\n")  // 2-3
            add("N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BC=\r\nller;J=\r\n\r\n")  // 4-6
            add("NOTE;ENCODING=QUOTED-PRINTABLE:a=0D=0Ab=\r\n c\r\n")  // 7-8
            add("PHOTO;ENCODING=BASE64;TYPE=PNG:iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptV\r\n")  // 9
            add("AAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==\r\n\r\n")  // 10-11
            add("TEL;HOME;VOICE:+1 555 0100\r\r\n")  // 12 (CR CR LF)
            add("AGENT:\rBEGIN:VCARD\rVERSION:2.1\rFN:Agent\rEND:VCARD\r")  // 13-17 (CR only)
            add("FN:Ren")
            bytes += [0xC3, 0x0D, 0x0A, 0x20, 0xA9]  // 18-19 (fold inside é)
            add("\nEND:VCARD\n")  // 20
            add("BEGIN:VCARD\nVERSION:3.0\nFN:Ann\nNOTE:fol\n\tded\nstray line\n")  // 21-26
            add("TEL;TY\r\n PE=cell:1\r\n")  // 27-28
            add("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bob\r\nEND:VCARD\r\n")  // 29-32
            add("END:VCARD\r\n\r\n")  // 33-34
            add("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Zo")
            bytes += [0xC3, 0xAB]
            add("\r\nPHOTO:data:image/png;base64\\,iVBORw0KGgo=\r\nEND:VCARD")  // 35-39, no final newline
            return bytes
        }()

        @Test func theInputReadsAsExpectedInOneChunk() throws {
            let entries = ReaderHarness.entries(Self.input)
            #expect(
                entries.map(EntrySummary.init) == [
                    EntrySummary(1, 1, nil, [.textOutsideCard(line: 1, lastLine: 1)]),
                    EntrySummary(2, 20, "René"),
                    EntrySummary(21, 28, nil, [.missingEnd(line: 21)]),
                    EntrySummary(29, 32, "Bob"),
                    EntrySummary(33, 33, nil, [.unexpectedEnd(line: 33)]),
                    EntrySummary(35, 39, "Zoë"),
                ])
            let first = try #require(entries[1].card)
            #expect(first.name?.family == "Müller")
            #expect(first.name?.given == "J")
            #expect(first.notes == ["a\nb c"])
            #expect(first.photo?.data?.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
            #expect(first.telephones.map(\.types) == [["home", "voice"]])
            #expect(first.agent?.formattedName == "Agent")
            #expect(entries[5].card?.photo == .embedded(mediaType: "image/png", base64: "iVBORw0KGgo="))
        }

        @Test(arguments: 1...7)
        func everySmallChunkSizeGivesTheSameEntries(chunkSize: Int) {
            #expect(ReaderHarness.entries(Self.input, chunkSize: chunkSize) == ReaderHarness.entries(Self.input))
        }

        @Test func everyTwoChunkSplitGivesTheSameEntries() {
            let whole = ReaderHarness.entries(Self.input)
            for offset in 1..<Self.input.count {
                let split = ReaderHarness.entries(Self.input, splitAt: [offset])
                #expect(split == whole, "split at byte \(offset)")
                if split != whole { break }
            }
        }

        @Test func splittingRightAfterEveryCarriageReturnGivesTheSameEntries() {
            // Between CR and LF, and between the two CRs of CR CR LF, all at once.
            let offsets = Self.input.indices.filter { Self.input[$0] == 0x0D }.map { $0 + 1 }
            #expect(ReaderHarness.entries(Self.input, splitAt: offsets) == ReaderHarness.entries(Self.input))
        }

        /// CR-only input with empty lines, one after a QUOTED-PRINTABLE soft break: CR CR is two line
        /// endings whichever chunk each CR arrives in.
        @Test(arguments: 1...8)
        func crOnlyEmptyLinesSurviveEveryChunkSize(chunkSize: Int) {
            let input = Array(
                "BEGIN:VCARD\rVERSION:2.1\r\rNOTE;ENCODING=QUOTED-PRINTABLE:a=\r\rFN:Ann\rEND:VCARD\r\r\rBEGIN:VCARD\rVERSION:3.0\rFN:Bob\rEND:VCARD\r"
                    .utf8)
            let entries = ReaderHarness.entries(input, chunkSize: chunkSize)
            #expect(
                entries.map(EntrySummary.init) == [
                    EntrySummary(1, 7, "Ann"),
                    EntrySummary(10, 13, "Bob"),
                ])
            #expect(entries.first?.card?.notes == ["a"])
        }

        @Test func crLfSplitAcrossChunksIsOneLineEnding() {
            let chunks: [[UInt8]] = [
                Array("BEGIN:VCARD\r".utf8), Array("\nVERSION:3.0\r".utf8), Array("\r".utf8), Array("\nFN:Ann\r".utf8),
                Array("\nEND:VCARD\r".utf8), Array("\n".utf8),
            ]
            var reader = VCardReader(chunks: chunks.makeIterator())
            let entries = reader.readAll()
            #expect(
                entries.map(EntrySummary.init) == [
                    EntrySummary(1, 4, "Ann")
                ])
        }

        @Test func emptyChunksAreSkipped() {
            var chunks: [[UInt8]] = [[], []]
            var offset = 0
            while offset < Self.input.count {
                chunks.append(Array(Self.input[offset..<min(offset + 5, Self.input.count)]))
                chunks.append([])
                offset += 5
            }
            var reader = VCardReader(chunks: chunks.makeIterator())
            #expect(reader.readAll() == ReaderHarness.entries(Self.input))
        }
    }
}
