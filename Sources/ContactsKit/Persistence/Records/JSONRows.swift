import Foundation

/// Many rows passed to one statement as a single JSON argument, read back with `json_each(?)` (a row
/// is `value`, its columns `value ->> 0`, `value ->> 1`, …): a statement a row costs a savepoint, a
/// binding and a step each, and an FTS5 table flushes its pending terms at every savepoint.
enum JSONRows {
    /// `rows` as a JSON array of arrays (numbers and strings).
    static func text(_ rows: [[Any]]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: rows), as: UTF8.self)
    }

    /// `ids` as a JSON array of numbers.
    static func text(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }
}
