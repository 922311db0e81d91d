#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a stream of byte chunks into physical lines, counting line numbers.
///
/// CRLF, LF, CR and the CR CR LF some iOS versions write each end one line. A line's
/// bytes stay valid in ``buffer`` until the next call that reads or peeks.
struct LineScanner {
    /// The result of reading one physical line.
    enum Line: Equatable {
        /// The line's bytes are `buffer[range]`.
        case bytes(Range<Int>)
        /// The line was longer than the limit; its bytes were discarded but the first, which tells
        /// whether it was a folded continuation.
        case tooLong(firstByte: UInt8)
    }

    /// Returns the next chunk of input, or nil at its end.
    private let nextChunk: () -> [UInt8]?
    private(set) var buffer: [UInt8] = []
    /// Index of the first byte not consumed yet.
    private var start = 0
    private var atEndOfInput = false
    private var checkedByteOrderMark = false
    /// Set when the input is UTF-16: every chunk is turned into UTF-8 as it is read.
    private var utf16: UTF16Transcoder?
    /// A line found by `peek` and not consumed yet: its content and where the next line starts.
    private var peeked: (line: Line, next: Int)?
    /// The number of the line most recently returned by ``nextLine()``.
    private(set) var lineNumber = 0
    let maxLineLength: Int
    /// How many bytes of one line are read and dropped before the input is abandoned
    /// (``VCardReader/Limits/maxDiscardedLineLength``; `Int.max`: never).
    let abandonAfter: Int
    /// Whether the input was given up at a line longer than ``abandonAfter``.
    private(set) var abandoned = false

    init(nextChunk: @escaping () -> [UInt8]?, maxLineLength: Int, abandonAfter: Int = .max) {
        self.nextChunk = nextChunk
        self.maxLineLength = maxLineLength
        self.abandonAfter = abandonAfter
    }

    /// Consumes and returns the next line, or nil at the end of the input.
    mutating func nextLine() -> Line? {
        guard let found = peek() else { return nil }
        start = found.next
        peeked = nil
        lineNumber += 1
        return found.line
    }

    /// Returns the next line without consuming it.
    mutating func peekLine() -> Line? { peek()?.line }

    /// The first byte of the next line without consuming it: nil at the end of the input
    /// or when the next line is empty.
    mutating func peekFirstByte() -> UInt8? {
        if peeked == nil, start < buffer.count {
            let byte = buffer[start]
            return byte == 0x0A || byte == 0x0D ? nil : byte
        }
        switch peek()?.line {
        case .bytes(let range)? where !range.isEmpty: return buffer[range.lowerBound]
        // Also for a line too long to keep: whether it is a fold must not depend on where a chunk ended.
        case .tooLong(let firstByte)?: return firstByte
        default: return nil
        }
    }

    // MARK: - Scanning

    private mutating func peek() -> (line: Line, next: Int)? {
        if let peeked { return peeked }
        if !checkedByteOrderMark { skipByteOrderMark() }
        var scanned = 0  // bytes after `start` known to hold no line ending
        while true {
            if let end = findTerminator(from: start + scanned) {
                // A CR near the end of the buffer may be followed by CR LF in the next chunk.
                if buffer[end] == 0x0D, !atEndOfInput, end + 2 >= buffer.count {
                    scanned = end - start
                    refill()
                    continue
                }
                let line =
                    end - start > maxLineLength ? Line.tooLong(firstByte: buffer[start]) : Line.bytes(start..<end)
                let result = (line, end - start > abandonAfter ? abandon() : skipTerminator(at: end))
                peeked = result
                return result
            }
            if buffer.count - start > maxLineLength {
                let firstByte = buffer[start]
                let result = (Line.tooLong(firstByte: firstByte), discardRestOfLine())
                peeked = result
                return result
            }
            if atEndOfInput {
                guard start < buffer.count else { return nil }
                let result = (Line.bytes(start..<buffer.count), buffer.count)
                peeked = result
                return result
            }
            scanned = buffer.count - start
            refill()
        }
    }

    /// Index of the first CR or LF at or after `from`, or nil (two `memchr` calls, which are vectorised).
    private func findTerminator(from: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard from < bytes.count, let base = bytes.baseAddress else { return nil }
            let start = base + from
            let count = bytes.count - from
            var end = count
            if let lineFeed = memchr(start, 0x0A, count) {
                end = start.distance(to: lineFeed.assumingMemoryBound(to: UInt8.self))
            }
            if end > 0, let carriageReturn = memchr(start, 0x0D, end) {
                end = start.distance(to: carriageReturn.assumingMemoryBound(to: UInt8.self))
            }
            return end < count ? from + end : nil
        }
    }

    /// Index just past the line ending that starts at `index`: LF, CR LF, CR CR LF (iOS 6), or a lone CR.
    /// (CR CR without LF is two line endings, as an editor shows a CR-only file.)
    private func skipTerminator(at index: Int) -> Int {
        if buffer[index] == 0x0A { return index + 1 }
        if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return index + 2 }
        if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return index + 3 }
        return index + 1
    }

    /// Drops a UTF-8 byte-order mark at the very start of the input (Windows tools write one), and
    /// turns UTF-16 input (with or without its mark) into UTF-8.
    private mutating func skipByteOrderMark() {
        checkedByteOrderMark = true
        while buffer.count - start < 4, !atEndOfInput { refill() }
        if buffer.count - start >= 3, buffer[start] == 0xEF, buffer[start + 1] == 0xBB, buffer[start + 2] == 0xBF {
            start += 3
        } else if let found = UTF16Transcoder.detect(buffer[start...]) {
            var transcoder = UTF16Transcoder(bigEndian: found.bigEndian)
            var converted = transcoder.transcode(buffer[(start + found.skip)...])
            if atEndOfInput { converted += transcoder.finish() }
            buffer = converted
            start = 0
            utf16 = transcoder
        }
    }

    /// Drops the bytes of an over-long line up to and including its ending; returns the new start.
    /// A line longer than ``abandonAfter`` ends the input there (``abandon()``), wherever the chunks
    /// of the input end: what is read never depends on them.
    private mutating func discardRestOfLine() -> Int {
        var dropped = 0
        while true {
            if let end = findTerminator(from: start) {
                if dropped + (end - start) > abandonAfter { return abandon() }
                if buffer[end] == 0x0D, !atEndOfInput, end + 2 >= buffer.count {
                    dropped += end - start
                    buffer.removeSubrange(0..<end)
                    start = 0
                    refill()
                    continue
                }
                return skipTerminator(at: end)
            }
            dropped += buffer.count - start
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if dropped > abandonAfter { return abandon() }
            if atEndOfInput { return 0 }
            refill()
        }
    }

    /// Ends the input at an endless line: nothing more is read or returned.
    private mutating func abandon() -> Int {
        abandoned = true
        atEndOfInput = true
        buffer.removeAll()
        start = 0
        return 0
    }

    /// Moves unconsumed bytes to the front and appends the next chunk.
    private mutating func refill() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        guard let chunk = nextChunk() else {
            atEndOfInput = true
            if utf16 != nil { buffer.append(contentsOf: utf16!.finish()) }
            return
        }
        if chunk.isEmpty { return refill() }
        if utf16 != nil {
            buffer.append(contentsOf: utf16!.transcode(chunk))
        } else {
            buffer.append(contentsOf: chunk)
        }
    }
}
