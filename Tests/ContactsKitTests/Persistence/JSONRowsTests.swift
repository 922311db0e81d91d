@testable import ContactsKit
import Foundation
import GRDB
import Testing

/// The JSON text ``JSONRows`` writes reads back through SQLite's `json_each` and `->>` as the values
/// it was made from, whatever the strings hold.
@Suite struct JSONRowsTests {
    static let strings = [
        "", "Ann Lee", "quote \" and backslash \\ and both \\\"", "tab\tnewline\ncarriage\rreturn",
        "\u{0}nul and \u{1F} unit separator",
        "Ελένη Κωνσταντίνου", "鈴木陽菜", "ليلى الأمين", "e\u{301} combining", "👩‍👩‍👧 family", "line\u{2028}separator",
        "/slash/ </script>",
        "\u{7F} delete", "\\u0041 not an escape", "x\u{FEFF}",
    ]

    @Test func stringsAndIntegersReadBackAsWritten() throws {
        let rows: [[any JSONRowValue]] = Self.strings.enumerated().map { [Int64($0) - 3, $1, Int64.max, Int64.min] }
        let text = JSONRows.text(rows)
        // What JSONSerialization reads from it is what was written.
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]])
        #expect(parsed.map { $0[1] as? String } == Self.strings)
        // SQLite reads it as it reads JSONSerialization's text of the same rows, and as the values
        // themselves but for a string holding a NUL (SQLite may end the text there, either way).
        let foundation = String(
            decoding: try JSONSerialization.data(withJSONObject: rows.map { $0 as [Any] }), as: UTF8.self)
        let queue = try DatabaseQueue()
        let (back, reference) = try queue.read { db in
            let sql = "SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?) ORDER BY key"
            return (
                try Row.fetchAll(db, sql: sql, arguments: [text]),
                try Row.fetchAll(db, sql: sql, arguments: [foundation])
            )
        }
        #expect(back == reference)
        #expect(back.count == Self.strings.count)
        for (index, row) in back.enumerated() {
            #expect(row[0] as Int64 == Int64(index) - 3)
            if !Self.strings[index].contains("\u{0}") { #expect(row[1] as String == Self.strings[index]) }
            #expect(row[2] as Int64 == Int64.max)
            #expect(row[3] as Int64 == Int64.min)
        }
    }

    @Test func noRowsIsAnEmptyArray() {
        #expect(JSONRows.text([] as [[any JSONRowValue]]) == "[]")
        #expect(JSONRows.text([] as [Int64]) == "[]")
    }
}
