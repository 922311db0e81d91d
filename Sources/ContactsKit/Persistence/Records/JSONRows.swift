/// Many rows passed to one statement as a single JSON argument, read back with `json_each(?)` (a row
/// is `value`, its columns `value ->> 0`, `value ->> 1`, …): a statement a row costs a savepoint, a
/// binding and a step each, and an FTS5 table flushes its pending terms at every savepoint.
///
/// The text is written here, not by `JSONSerialization`, which took 0.26 s for the 12,500 search
/// rows of a large link (0.1 s for 16,000 pairs of integers) — more than SQLite spends reading them.
enum JSONRows {
    /// `rows` as a JSON array of arrays of integers and strings.
    static func text(_ rows: [[any JSONRowValue]]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(rows.count * 32)
        for (index, row) in rows.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            for (column, value) in row.enumerated() {
                if column > 0 { out.append(UInt8(ascii: ",")) }
                value.appendJSON(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    fileprivate static let hexDigits = Array("0123456789abcdef".utf8)

    /// `ids` as a JSON array of numbers.
    static func text(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }

    /// Row ids as a JSON array of numbers.
    static func text<ID: TypedInteger>(_ ids: [ID]) -> String {
        text(ids.map(\.rawValue))
    }
}

/// A value of a ``JSONRows`` row: an integer or a string.
protocol JSONRowValue {
    /// Appends the value as JSON text (UTF-8).
    func appendJSON(to out: inout [UInt8])
}

extension Int64: JSONRowValue {
    func appendJSON(to out: inout [UInt8]) {
        out.append(contentsOf: String(self).utf8)
    }
}

extension String: JSONRowValue {
    /// A JSON string (RFC 8259): the quote, the backslash and the control characters escaped, every
    /// other character as its UTF-8 bytes.
    func appendJSON(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case 0..<0x20:  // \u0000 … \u001f
                out.append(contentsOf: "\\u00".utf8)
                out.append(JSONRows.hexDigits[Int(byte >> 4)])
                out.append(JSONRows.hexDigits[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension ContactRowID: JSONRowValue {
    func appendJSON(to out: inout [UInt8]) { rawValue.appendJSON(to: &out) }
}

extension RawContactRowID: JSONRowValue {
    func appendJSON(to out: inout [UInt8]) { rawValue.appendJSON(to: &out) }
}
