import ArgumentParser
import ContactsKit
import Foundation
import Testing

@testable import contacts

/// What the command line's words name: contacts (positions and ids) and import inputs (`-`, files,
/// folders), and the import's summary line.
@Suite struct ArgumentTests {
    @Test func referencesParseFromArguments() throws {
        #expect(try ContactReference(argument: "7") == .position(7))
        #expect(try ContactReference(argument: "id:ABCD") == .idPrefix("abcd"))
        #expect(
            try ContactReference(argument: "0F8E0000-0000-0000-0000-00000000000A")
                == .id("0f8e0000-0000-0000-0000-00000000000a"))
        #expect(try ContactReference(argument: "12345678") == .idPrefix("12345678"))
        #expect(try ContactReference(argument: "tanaka") == .lookup("tanaka"))
        #expect(throws: ValidationError.self) { try ContactReference(argument: "id:") }
        #expect(throws: ValidationError.self) { try ContactReference(argument: "id:abc") }
        #expect(throws: ValidationError.self) { try ContactReference(argument: "  ") }
    }

    @Test func parsingNamesTheFirstArgumentThatIsNotAContact() throws {
        #expect(
            try ContactReference.parse(["3", "id:ABCD", "ann"]) == [.position(3), .idPrefix("abcd"), .lookup("ann")])
        #expect {
            try ContactReference.parse(["3", "id:xyz1"])
        } throws: { error in
            // a ValidationError: exit 64
            String(describing: error).hasPrefix("'id:xyz1': an id after id: is at least 4 hexadecimal digits")
        }
    }

    @Test func dashIsStandardInput() throws {
        #expect(try ImportInput.resolve("-") == [.standardInput])
    }

    @Test func aFolderIsItsVCardFilesInNameOrder() throws {
        let scratch = try Scratch()
        try scratch.write("book/b.vcf", VCF.named("Bob"))
        try scratch.write("book/a.VCF", VCF.named("Ann"))
        try scratch.write("book/notes.txt", VCF.named("Not Imported"))
        try scratch.write("book/c.vcf.bak", VCF.named("Also Ignored"))
        try scratch.write("book/d.vcf/inside.vcf", VCF.named("In A Subfolder"))
        let inputs = try ImportInput.resolve(scratch.path("book"))
        #expect(inputs == [.file(scratch.path("book/a.VCF")), .file(scratch.path("book/b.vcf"))])
        #expect(inputs.map(\.defaultSource) == ["a", "b"])
    }

    @Test func aMissingFileIsAnUnreadableInput() throws {
        let scratch = try Scratch()
        let missing = scratch.path("nowhere.vcf")
        #expect(throws: ContactStoreError.unreadableInput(path: missing, reason: "no such file or folder")) {
            try ImportInput.resolve(missing)
        }
    }

    @Test func theSummaryLineCountsEachOutcome() {
        var summary = ContactsKit.ImportSummary()
        summary.imported = 2
        summary.updated = 1
        summary.unchanged = 1
        summary.rejected = 1
        #expect(summary.line() == "imported 2, updated 1, unchanged 1, skipped 0 deleted, rejected 1")
        summary.removed = 3
        summary.conflicts = 1
        #expect(
            summary.line(replace: true)
                == "imported 2, updated 1, unchanged 1, skipped 0 deleted, rejected 1, 3 removed, 1 conflict")
    }
}
