import Foundation
import GRDB

/// A statement of the change log (``UndoTriggers``) with its literals taken out as arguments.
///
/// The log's statements differ mostly in the values `quote()` wrote into them: a replay that
/// prepares each shape once (``UndoLogRecord/replay(_:_:)``) spares SQLite's parser, which took a
/// fifth of undoing a large link (82,000 statements), and GRDB's authorizer another 7%.
struct LoggedStatement {
    /// The SQL with each literal replaced by `?`.
    let shape: String
    /// The literals, in order: the statement's arguments.
    let values: [DatabaseValue]

    /// Reads the literals `quote()` writes: `NULL`, integers, `'text'` (a quote doubled inside) and
    /// `X'hex'`. Nil for anything else that looks like a literal (a real number, an empty blob,
    /// which a binding would make NULL, text that ends early): such a statement runs as it is.
    init?(_ sql: String) {
        let bytes = Array(sql.utf8)
        var shape: [UInt8] = []
        shape.reserveCapacity(bytes.count)
        var values: [DatabaseValue] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let afterWord = index > 0 && Self.isWordByte(bytes[index - 1])
            if byte == UInt8(ascii: "'") {
                var text: [UInt8] = []
                var end = index + 1
                while true {
                    guard end < bytes.count else { return nil }
                    if bytes[end] == UInt8(ascii: "'") {
                        guard end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "'") else { break }
                        end += 1
                    }
                    text.append(bytes[end])
                    end += 1
                }
                values.append(String(decoding: text, as: UTF8.self).databaseValue)
                index = end + 1
            } else if !afterWord, byte == UInt8(ascii: "X") || byte == UInt8(ascii: "x"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "'")
            {
                var blob: [UInt8] = []
                var end = index + 2
                while end + 1 < bytes.count, bytes[end] != UInt8(ascii: "'") {
                    guard let high = Self.hexValue(bytes[end]), let low = Self.hexValue(bytes[end + 1]) else {
                        return nil
                    }
                    blob.append(high << 4 | low)
                    end += 2
                }
                guard end < bytes.count, bytes[end] == UInt8(ascii: "'"), !blob.isEmpty else { return nil }
                values.append(Data(blob).databaseValue)
                index = end + 1
            } else if !afterWord,
                Self.isDigit(byte)
                    || (byte == UInt8(ascii: "-") && index + 1 < bytes.count && Self.isDigit(bytes[index + 1]))
            {
                var end = index + 1
                while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: ".") || Self.isWordByte(bytes[end]) { return nil }
                guard let integer = Int64(String(decoding: bytes[index..<end], as: UTF8.self)) else { return nil }
                values.append(integer.databaseValue)
                index = end
            } else if !afterWord, bytes[index...].starts(with: "NULL".utf8),
                index + 4 == bytes.count || !Self.isWordByte(bytes[index + 4])
            {
                values.append(.null)
                index += 4
            } else {
                shape.append(byte)
                index += 1
                continue
            }
            shape.append(UInt8(ascii: "?"))
        }
        self.shape = String(decoding: shape, as: UTF8.self)
        self.values = values
    }

    /// A byte of an identifier or a keyword (letters, digits, `_`, and any byte of a non-ASCII character).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
