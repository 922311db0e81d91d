/// The records of a CSV file (RFC 4180 as Google, Outlook and Excel write it): fields separated by
/// the delimiter (`,`, or `;` as Excel writes in many locales, or a tab), a field in double quotes
/// holding delimiters, doubled quotes and line breaks. Read line by line from ``TextLines``, so a
/// record is bounded by `maxRecordBytes` however the file is made.
struct CSVRecordReader {
    /// One record, or why the lines from `line` could not be read as one.
    enum Record {
        case fields([String], line: Int)
        case problem(line: Int, message: String)
    }

    private var lines: TextLines
    let delimiter: UInt8
    let maxRecordBytes: Int

    init(lines: TextLines, delimiter: UInt8, maxRecordBytes: Int = 8 << 20) {
        self.lines = lines
        self.delimiter = delimiter
        self.maxRecordBytes = maxRecordBytes
    }

    /// The delimiter of a header line: whichever of `,`, `;` and tab occurs most outside quotes (`,` on a tie).
    static func delimiter(ofHeader line: ArraySlice<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [0x2C: 0, 0x3B: 0, 0x09: 0]
        var quoted = false
        for byte in line {
            if byte == 0x22 { quoted.toggle() } else if !quoted, counts[byte] != nil { counts[byte]! += 1 }
        }
        return [0x2C, 0x3B, 0x09].max { counts[$0]! < counts[$1]! } ?? 0x2C
    }

    /// The next record; nil at the end of the file. Blank lines between records are skipped.
    mutating func next() -> Record? {
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var wasQuoted = false
        var firstLine = 0
        var size = 0
        while let line = lines.next() {
            let bytes: ArraySlice<UInt8>
            switch line {
            case .tooLong(let number):
                if firstLine == 0 || !quoted {
                    return .problem(
                        line: number, message: "a line longer than \(lines.maxLength >> 20) MiB: not a CSV row")
                }
                return .problem(
                    line: firstLine, message: "a record longer than \(maxRecordBytes >> 20) MiB (an unclosed quote?)")
            case .text(let text, let number):
                if firstLine == 0 {
                    if text.isEmpty { continue }
                    firstLine = number
                } else {
                    field.append(0x0A)  // the line break inside a quoted field
                }
                bytes = text
            }
            size += bytes.count + 1
            if size > maxRecordBytes {
                // Skip the rest of the record: up to a line that closes the quote.
                while let line = lines.next() {
                    if case .text(let text, _) = line, text.filter({ $0 == 0x22 }).count % 2 == 1 { break }
                }
                return .problem(
                    line: firstLine, message: "a record longer than \(maxRecordBytes >> 20) MiB (an unclosed quote?)")
            }
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let byte = bytes[index]
                if quoted {
                    if byte == 0x22 {
                        if index + 1 < bytes.endIndex, bytes[index + 1] == 0x22 {
                            field.append(0x22)
                            index += 1
                        } else {
                            quoted = false
                        }
                    } else {
                        field.append(byte)
                    }
                } else if byte == delimiter {
                    fields.append(Self.text(field, quoted: wasQuoted))
                    field.removeAll(keepingCapacity: true)
                    wasQuoted = false
                } else if byte == 0x22, field.allSatisfy({ $0 == 0x20 }) {
                    field.removeAll(keepingCapacity: true)
                    quoted = true
                    wasQuoted = true
                } else {
                    field.append(byte)
                }
                index += 1
            }
            if !quoted {
                fields.append(Self.text(field, quoted: wasQuoted))
                return .fields(fields, line: firstLine)
            }
        }
        guard firstLine > 0 else { return nil }
        return .problem(line: firstLine, message: "a quoted field opened on this row is never closed")
    }

    private static func text(_ bytes: [UInt8], quoted: Bool) -> String {
        TextDecoding.decode(bytes[...])
    }
}
