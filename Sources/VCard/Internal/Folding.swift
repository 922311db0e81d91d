/// Line folding for the writer (RFC 6350 §3.2): at most 75 octets per physical line,
/// continuation lines start with one space, a UTF-8 sequence is never split.
enum Folding {
    static let maxOctets = 75

    static func appendFolded(_ line: [UInt8], to output: inout [UInt8]) {
        var start = 0
        var limit = maxOctets
        while line.count - start > limit {
            var cut = start + limit
            while cut > start + 1, line[cut] & 0xC0 == 0x80 { cut -= 1 }
            output.append(contentsOf: line[start..<cut])
            output.append(contentsOf: [0x0D, 0x0A, 0x20])
            start = cut
            limit = maxOctets - 1
        }
        output.append(contentsOf: line[start...])
        output.append(contentsOf: [0x0D, 0x0A])
    }
}
