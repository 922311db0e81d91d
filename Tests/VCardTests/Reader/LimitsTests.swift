#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import VCard

extension ReaderTests {
    /// `VCardReader.Limits`: an over-long line, an over-large card or AGENT cards nested too
    /// deep skip that card (reported on the line at fault), free what it held, and reading goes on.
    @Suite struct LimitsTests {
        static let followingCard = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Next\r\nEND:VCARD\r\n"

        static func read(
            _ text: String, chunkSize: Int? = nil, maxLineLength: Int = 8 << 20, maxCardSize: Int = 32 << 20,
            maxNestingDepth: Int = 3
        ) -> [VCardEntry] {
            let bytes = Array(text.utf8)
            let size = chunkSize ?? max(bytes.count, 1)
            let chunks = stride(from: 0, to: bytes.count, by: size).map {
                Array(bytes[$0..<min($0 + size, bytes.count)])
            }
            var reader = VCardReader(
                chunks: chunks.makeIterator(),
                limits: .init(maxLineLength: maxLineLength, maxCardSize: maxCardSize, maxNestingDepth: maxNestingDepth)
            )
            return reader.readAll()
        }

        // MARK: - Line length

        /// Whole input in one chunk, and in chunks smaller than the line: the limit must not depend on chunking.
        @Test(arguments: [nil, 1, 16, 64, 99, 100, 101, 4096] as [Int?])
        func aLineOverTheLimitSkipsItsCard(chunkSize: Int?) {
            let text =
                "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nNOTE:\(String(repeating: "x", count: 200))\r\nEND:VCARD\r\n"
                + Self.followingCard
            let entries = Self.read(text, chunkSize: chunkSize, maxLineLength: 100)
            #expect(entries.map(\.problems) == [[.lineTooLong(line: 4, limit: 100)], []])
            #expect(entries.map(\.card?.formattedName) == [nil, "Next"])
            #expect(entries.map(\.firstLine) == [1, 6])
            #expect(entries.first?.problems.first?.skipsCard == true)
        }

        @Test func aLineExactlyAtTheLimitIsRead() {
            let note = "NOTE:" + String(repeating: "x", count: 95)  // 100 bytes
            let entries = Self.read(
                "BEGIN:VCARD\r\nVERSION:3.0\r\n\(note)\r\nEND:VCARD\r\n", chunkSize: 7, maxLineLength: 100)
            #expect(entries.map(\.problems) == [[]])
            #expect(entries.first?.card?.notes == [String(repeating: "x", count: 95)])
        }

        /// The problem names the physical line that is too long (4), not the line its property starts on.
        @Test(arguments: [nil, 8] as [Int?])
        func aLongFoldedContinuationSkipsItsCard(chunkSize: Int?) {
            let text =
                "BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:a\r\n \(String(repeating: "y", count: 150))\r\n b\r\nFN:Ann\r\nEND:VCARD\r\n"
                + Self.followingCard
            let entries = Self.read(text, chunkSize: chunkSize, maxLineLength: 100)
            #expect(entries.map(\.problems) == [[.lineTooLong(line: 4, limit: 100)], []])
            #expect(entries.map(\.card?.formattedName) == [nil, "Next"])
        }

        /// A card whose NOTE is 256 MiB on one line, in 1 MiB chunks, then ``followingCard``.
        static func hugeLine(_ probe: MemoryProbe) -> HugeLineChunks {
            HugeLineChunks(
                head: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:".utf8),
                filler: [UInt8](repeating: UInt8(ascii: "A"), count: 1 << 20), fillerCount: 256,
                tail: Array(("\r\nEND:VCARD\r\n" + Self.followingCard).utf8), probe: probe
            )
        }

        @Test func aHugeLineIsNotKeptInMemory() {
            // 256 MiB on one line, delivered in 1 MiB chunks, against a 1 MiB line limit.
            let probe = MemoryProbe()
            let chunks = Self.hugeLine(probe)
            var reader = VCardReader(
                chunks: chunks, limits: .init(maxLineLength: 1 << 20, maxCardSize: 32 << 20, maxNestingDepth: 3))
            let entries = reader.readAll()
            #expect(entries.map(\.problems) == [[.lineTooLong(line: 3, limit: 1 << 20)], []])
            #expect(entries.map(\.card?.formattedName) == [nil, "Next"])
            #expect(probe.chunksDelivered == 258)
            #if os(Linux)
            let growth = probe.peakResident - probe.startResident
            #expect(growth < 64 << 20, "resident memory grew by \(growth >> 20) MiB while reading a 256 MiB line")
            #endif
        }

        @Test func anEndlessLineEndsTheInputWhenAskedTo() {
            // The same 256 MiB line, with 8 MiB to drop at most (as an import of standard input):
            // reading stops there instead of reading on forever, and nothing after it is read.
            let probe = MemoryProbe()
            let chunks = Self.hugeLine(probe)
            let limits = VCardReader.Limits(maxLineLength: 1 << 20, maxDiscardedLineLength: 8 << 20)
            var reader = VCardReader(chunks: chunks, limits: limits)
            let entries = reader.readAll()
            #expect(
                entries.map(\.problems) == [
                    [.lineTooLong(line: 3, limit: 1 << 20), .inputAbandoned(line: 3, limit: 8 << 20)]
                ])
            #expect(
                entries.first?.problems.last?.description
                    == "line 3: no line break in 8388608 bytes: this is not vCard text; stopped reading here, nothing after it was read"
            )
            #expect(probe.chunksDelivered < 12, "read \(probe.chunksDelivered) chunks of 1 MiB")
        }

        // MARK: - Card size

        @Test(arguments: [nil, 5] as [Int?])
        func aCardOverTheSizeLimitIsSkipped(chunkSize: Int?) {
            let notes = (1...5).map { "NOTE:\(String(repeating: "n", count: 60))\($0)" }.joined(separator: "\r\n")
            let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\n\(notes)\r\nEND:VCARD\r\n" + Self.followingCard
            let entries = Self.read(text, chunkSize: chunkSize, maxLineLength: 100, maxCardSize: 200)
            #expect(entries.map(\.problems) == [[.cardTooLarge(line: 1, limit: 200)], []])
            #expect(entries.map(\.card?.formattedName) == [nil, "Next"])
            #expect(entries.map(\.lastLine) == [9, 13])
            #expect(entries.first?.problems.first?.skipsCard == true)
        }

        @Test func aCardUnderTheSizeLimitIsRead() {
            let entries = Self.read(
                "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nNOTE:\(String(repeating: "n", count: 50))\r\nEND:VCARD\r\n",
                maxCardSize: 200)
            #expect(entries.map(\.problems) == [[]])
            #expect(entries.map(\.card?.formattedName) == ["Ann"])
        }

        // MARK: - AGENT nesting

        /// A 2.1 card with `depth` AGENT cards nested inside one another.
        static func nested(_ depth: Int) -> String {
            var lines = ["BEGIN:VCARD", "VERSION:2.1", "FN:Level 0"]
            for level in 1...max(depth, 1) where depth > 0 {
                lines += ["AGENT:", "BEGIN:VCARD", "VERSION:2.1", "FN:Level \(level)"]
            }
            lines += Array(repeating: "END:VCARD", count: depth + 1)
            return lines.joined(separator: "\r\n") + "\r\n"
        }

        @Test func agentsNestedDeeperThanTheLimitSkipTheCard() {
            // Levels 1 and 2 are allowed; level 3 begins on line 13.
            let entries = Self.read(Self.nested(3) + Self.followingCard, maxNestingDepth: 2)
            #expect(entries.map(\.problems) == [[.nestingTooDeep(line: 13, limit: 2)], []])
            #expect(entries.map(\.card?.formattedName) == [nil, "Next"])
            #expect(entries.map(\.firstLine) == [1, 20])
            #expect(entries.first?.problems.first?.skipsCard == true)
        }

        @Test func agentsNestedUpToTheLimitAreRead() {
            let entries = Self.read(Self.nested(3) + Self.followingCard, maxNestingDepth: 3)
            #expect(entries.map(\.problems) == [[], []])
            #expect(entries.first?.card?.agent?.agent?.agent?.formattedName == "Level 3")
        }

        @Test func theDefaultNestingLimitIsThree() {
            let entries = Self.read(Self.nested(4) + Self.followingCard)
            #expect(entries.map(\.problems) == [[.nestingTooDeep(line: 17, limit: 3)], []])
            #expect(entries.map(\.card?.formattedName) == [nil, "Next"])
        }

        /// Records how many chunks a reader pulled and the resident memory seen meanwhile (Linux only).
        final class MemoryProbe {
            var chunksDelivered = 0
            var startResident = 0
            var peakResident = 0

            func sample() {
                #if os(Linux)
                let resident = Self.residentBytes()
                if chunksDelivered == 0 { startResident = resident }
                peakResident = max(peakResident, resident)
                #endif
                chunksDelivered += 1
            }

            #if os(Linux)
            /// The current resident set size, from `/proc/self/statm` (its second field, in pages).
            static func residentBytes() -> Int {
                guard let file = fopen("/proc/self/statm", "r") else { return 0 }
                defer { fclose(file) }
                var buffer = [CChar](repeating: 0, count: 128)
                guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
                let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                let fields = text.split(separator: " ")
                guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
                return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
            }
            #endif
        }

        /// The chunks of a card with one enormous line, made lazily so the test itself holds one chunk.
        struct HugeLineChunks: IteratorProtocol {
            let head: [UInt8]
            let filler: [UInt8]
            var fillerCount: Int
            let tail: [UInt8]
            let probe: MemoryProbe
            private var stage = 0

            init(head: [UInt8], filler: [UInt8], fillerCount: Int, tail: [UInt8], probe: MemoryProbe) {
                self.head = head
                self.filler = filler
                self.fillerCount = fillerCount
                self.tail = tail
                self.probe = probe
            }

            mutating func next() -> [UInt8]? {
                switch stage {
                case 0:
                    stage = 1
                    probe.sample()
                    return head
                case 1 where fillerCount > 0:
                    fillerCount -= 1
                    probe.sample()
                    return filler
                case 1:
                    stage = 2
                    probe.sample()
                    return tail
                default:
                    return nil
                }
            }
        }
    }
}
