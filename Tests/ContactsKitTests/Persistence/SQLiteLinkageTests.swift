import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import ContactsKit

/// The package runs on the SQLite it builds (sqlite-nio's amalgamation, the target `SQLiteLinkage`),
/// never on the system's: a `sqlite3_` function Forwarding.c does not define would quietly bind to
/// the system's library and be handed a connection of the other.
@Suite struct SQLiteLinkageTests {
    @Test func grdbRunsOnThePackagesSQLite() throws {
        // Debian 12's is 3.40; the search index needs 3.43 (`contentless_delete`).
        #expect(sqlite3_libversion_number() >= 3_043_000)
        let store = try TemporaryStore()
        try store.importText(Cards.person("Ann", "Lee"))
        #expect(
            try store.store.uncheckedDatabase.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactSearch")
            } == 1)
    }

    @Test func noSQLiteFunctionIsLeftForTheSystemLibrary() throws {
        let nm = Process()
        nm.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        nm.arguments = ["--dynamic", "--undefined-only", "/proc/self/exe"]
        let output = Pipe()
        nm.standardOutput = output
        try nm.run()
        let symbols = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        nm.waitUntilExit()
        #expect(nm.terminationStatus == 0)
        #expect(symbols.contains("GLIBC"), "nm lists the test binary's undefined symbols")
        let unaliased = symbols.split(separator: "\n").filter { $0.contains("sqlite3_") }
        #expect(unaliased.isEmpty, "add these to NAMES in .ci/sqlite-forwarding and run it: \(unaliased)")
    }
}
