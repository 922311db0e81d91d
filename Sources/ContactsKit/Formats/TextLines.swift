/// The lines of a text input read chunk by chunk, each without its line break (LF or CRLF) and
/// with its 1-based number; a UTF-8 byte order mark before the first line is dropped.
///
/// A line longer than `maxLength` is not kept: its bytes are skipped up to its end and it comes
/// out as ``Line/tooLong(number:)``, so a 50 MB line costs `maxLength` bytes of memory, not 50 MB.
struct TextLines {
    /// One line, or a line too long to keep.
    enum Line: Equatable {
        case text(ArraySlice<UInt8>, number: Int)
        case tooLong(number: Int)
    }

    private let nextChunk: () -> [UInt8]?
    let maxLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    private var number = 0
    private var first = true

    init(maxLength: Int = 8 << 20, nextChunk: @escaping () -> [UInt8]?) {
        self.maxLength = maxLength
        self.nextChunk = nextChunk
    }

    /// The next line; nil at the end of the input.
    mutating func next() -> Line? {
        var searchFrom = start
        var discarding = false
        while true {
            if let newline = buffer[searchFrom...].firstIndex(of: 0x0A) {
                number += 1
                if discarding {
                    start = newline + 1
                    return .tooLong(number: number)
                }
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = buffer[start..<end]
                start = newline + 1
                return .text(stripMark(line), number: number)
            }
            if buffer.count - start > maxLength {
                // Too long: drop what is held and look only for the line's end.
                discarding = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if ended {
                guard start < buffer.count || discarding else { return nil }
                number += 1
                let line = buffer[start...]
                start = buffer.count
                if discarding { return .tooLong(number: number) }
                return .text(stripMark(line.last == 0x0D ? line.dropLast() : line), number: number)
            }
            if start > 0, start >= buffer.count / 2 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            searchFrom = buffer.count
            if let chunk = nextChunk() {
                buffer.append(contentsOf: chunk)
            } else {
                ended = true
            }
        }
    }

    private mutating func stripMark(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard first else { return line }
        first = false
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { return line.dropFirst(3) }
        return line
    }
}
