import SharedCorpus
import Foundation
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

        for version in ["3.0", "4.0"] {
            let second = scratch.path("second-\(version)/contacts.sqlite")
            let a = try scratch.expect(["export", "--vcard-version", version], store: .path(first), stderr: "").stdoutBytes
            try #require(!a.isEmpty, "\(version): export A is empty")
            let fileA = try scratch.write("A-\(version).vcf", bytes: a)
            try scratch.expect(["import", fileA], store: .path(second),
                               stdout: "imported \(contacts), updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
            let b = try scratch.expect(["export", "--vcard-version", version], store: .path(second), stderr: "").stdoutBytes
            let stable = a == b  // compared outside #expect, which would print every byte of both
            #expect(stable, "\(version): export B differs from export A\n\(Self.firstDifference(a, b))")
            var secondView = try RoundTrip.userVisible(try scratch.expect(["list", "--json"], store: .path(second)).stdout)
            if version == "3.0" {
                // A 3.0 card must have an N: a contact that had no name parts gets them split from its
                // display name (docs/vcard.md, "What is exported"); everything else reads back the same.
                secondView = try zip(firstView, secondView).map { try RoundTrip.withoutNameSplitFromDisplayName($1, unless: $0) }
            }
            #expect(secondView == firstView, "\(version): the contacts read back differ from the ones imported")
        }
    }

    /// The first line where two exports differ, for the failure message.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
        let linesA = String(decoding: a, as: UTF8.self).components(separatedBy: "\r\n")
        let linesB = String(decoding: b, as: UTF8.self).components(separatedBy: "\r\n")
        for index in 0..<max(linesA.count, linesB.count) {
            let lineA = index < linesA.count ? linesA[index] : "<end>"
            let lineB = index < linesB.count ? linesB[index] : "<end>"
            if lineA != lineB { return "line \(index + 1):\n  A: \(lineA.debugDescription)\n  B: \(lineB.debugDescription)" }
        }
        return "(same lines, different bytes)"
    }
}
