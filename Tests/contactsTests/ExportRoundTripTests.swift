import SharedCorpus
import Foundation
import TestSupport
import Testing

/// For every file of `../shared/corpus/valid`, in vCard 3.0 and 4.0: import FILE into a fresh store
/// → export A → import A into another fresh store → export B, and A == B byte for byte. On the way,
/// nothing is rejected, importing A warns about nothing, A holds one card per contact the first store shows, and the
/// second store shows the user the same contacts as the first.
@Suite(.enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missingReason)))
struct ExportRoundTripTests {
    static let files = Corpus.files(in: "valid")

    @Test func theCorpusHasValidFiles() {
        #expect(Self.files.count >= 80, "\(Self.files.count) files under \(Corpus.root?.path ?? "?")/valid")
    }

    @Test(arguments: files)
    func exportImportExportIsByteForByteStable(_ file: String) throws {
        let scratch = try Scratch()
        let first = scratch.path("first/contacts.sqlite")
        let imported = try scratch.expect(["import", Corpus.path(file)], store: .path(first))
        // A property no writer can write validly is repaired on import, with a warning (docs/vcard.md);
        // anything else on standard error is a failure.
        let otherErrors = imported.stderr.split(separator: "\n").filter { !$0.contains(": warning: ") }
        #expect(otherErrors.isEmpty, "\(imported.stderr)")
        let summary = try #require(ImportSummary(imported.stdout), "summary: \(imported.stdout)")
        try #require(summary.imported > 0 && summary.rejected == 0, "\(imported.stdout)")
        let firstListing = try scratch.expect(["list", "--json"], store: .path(first)).stdout
        let firstView = try RoundTrip.userVisible(firstListing)
        // One merged card per unified contact: cards of one person linked on import come back as one.
        let contacts = firstListing.split(separator: "\n").count

        // The two versions' chains are independent: run at once, each on a core (the suite's
        // longest test, ten runs of the binary a file); checked here, on the test's thread.
        let versions = ["3.0", "4.0"]
        let outcomes = concurrentResults(versions.count) {
            try Self.roundTrip(version: versions[$0], from: first, contacts: contacts, scratch)
        }
        for (version, outcome) in zip(versions, outcomes) {
            let (a, b, listing) = try outcome.get()
            let stable = a == b  // compared outside #expect, which would print every byte of both
            #expect(stable, "\(version): export B differs from export A\n\(Self.firstDifference(a, b))")
            var secondView = try RoundTrip.userVisible(listing)
            if version == "3.0" {
                // A 3.0 card must have an N: a contact that had no name parts gets them split from its
                // display name (docs/vcard.md, "What is exported"); everything else reads back the same.
                secondView = try zip(firstView, secondView).map {
                    try RoundTrip.withoutNameSplitFromDisplayName($1, unless: $0)
                }
            }
            #expect(secondView == firstView, "\(version): the contacts read back differ from the ones imported")
        }
    }

    /// Exports store `first` in `version` (A), imports A into a fresh store, which must hold
    /// `contacts` contacts, and exports that (B). Runs off the test's thread, so it throws rather
    /// than records an issue.
    /// - Returns: A, B and the second store's `list --json`.
    static func roundTrip(
        version: String, from first: String, contacts: Int, _ scratch: Scratch
    ) throws
        -> (a: [UInt8], b: [UInt8], listing: String)
    {
        /// Runs `contacts ARGUMENTS --store STORE`, which must succeed, and with `stdout` when given
        /// and nothing on standard error.
        @discardableResult
        func succeed(_ arguments: [String], _ store: String, stdout: String? = nil) throws -> ContactsRun {
            let run = try scratch.run(arguments, store: .path(store))
            guard run.status == 0, !run.terminatedBySignal, run.stderr.isEmpty, stdout.map({ $0 == run.stdout }) ?? true
            else {
                throw RoundTripFailure(
                    "\(version): contacts \(arguments.joined(separator: " ")) --store \(store)\n\(run)")
            }
            return run
        }
        let second = scratch.path("second-\(version)/contacts.sqlite")
        let a = try succeed(["export", "--vcard-version", version], first).stdoutBytes
        guard !a.isEmpty else { throw RoundTripFailure("\(version): export A is empty") }
        let fileA = try scratch.write("A-\(version).vcf", bytes: a)
        try succeed(
            ["import", fileA], second,
            stdout: "imported \(contacts), updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        let b = try succeed(["export", "--vcard-version", version], second).stdoutBytes
        return (a, b, try succeed(["list", "--json"], second).stdout)
    }

    /// The first line where two exports differ, for the failure message.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
        let linesA = String(decoding: a, as: UTF8.self).components(separatedBy: "\r\n")
        let linesB = String(decoding: b, as: UTF8.self).components(separatedBy: "\r\n")
        for index in 0..<max(linesA.count, linesB.count) {
            let lineA = index < linesA.count ? linesA[index] : "<end>"
            let lineB = index < linesB.count ? linesB[index] : "<end>"
            if lineA != lineB {
                return "line \(index + 1):\n  A: \(lineA.debugDescription)\n  B: \(lineB.debugDescription)"
            }
        }
        return "(same lines, different bytes)"
    }
}

/// Why a round trip stopped before it could be compared.
private struct RoundTripFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
