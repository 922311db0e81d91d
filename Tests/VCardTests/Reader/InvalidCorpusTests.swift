import SharedCorpus
import Testing
import VCard

/// Every file of `../shared/corpus/invalid` reads without crashing, reports its defect on the
/// line it is on (or on the first line of the card holding it), and still gives every card a
/// person can make sense of. Pinned file by file after reading MANIFEST.md's notes and the file.
@Suite(.enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missingReason)))
struct InvalidCorpusTests {
    static let expectations = InvalidCorpusExpectation.all.sorted { $0.path < $1.path }

    @Test func everyInvalidFileHasAnExpectation() {
        #expect(Self.expectations.map(\.path) == Corpus.files(in: "invalid"))
    }

    @Test(arguments: expectations)
    func defectsAreReportedAndReadableCardsComeOut(_ expectation: InvalidCorpusExpectation) throws {
        let bytes = try Corpus.bytes(expectation.path)
        let entries = try Corpus.entries(expectation.path)
        let problems = entries.flatMap(\.problems)
        #expect(problems == expectation.problems)
        let lineCount = Self.lineCount(bytes)
        for problem in problems {
            #expect((1...lineCount).contains(problem.line), "\(problem) is outside the file's \(lineCount) lines")
        }
        // An entry without a card is there only to report why.
        for entry in entries where entry.card == nil {
            #expect(!entry.problems.isEmpty, "entry at line \(entry.firstLine) has neither a card nor a problem")
        }
        #expect(entries.compactMap(\.card).map(InvalidCorpusExpectation.Card.init) == expectation.cards)
    }

    /// Physical lines as an editor counts them (CRLF, LF and CR each end one).
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { count += 1 }
            index += 1
        }
        return bytes.last == 0x0A || bytes.last == 0x0D ? count : count + 1
    }

    // MARK: - Values in files whose defect touches a value

    @Test func androidBackslashContinuationJoinsTheAddressLines() throws {
        let card = try #require(try Corpus.entries("invalid/android-opt-vcard/v21_adr_multiple_line.vcf").first?.card)
        #expect(card.addresses.map(\.street) == ["Grindelberg 999", "Hermann v. Brevern\n9999999\nPackstation 999"])
        #expect(card.addresses.map(\.locality) == ["Hamburg", "Hamburg"])
        #expect(card.addresses.map(\.country) == ["Deutschland", "Deutschland"])
        #expect(card.birthday == VCardDate(year: 2008, month: 12, day: 3))
    }

    @Test func commentLinesDoNotLeakIntoValues() throws {
        // `#` lines are comments to Android, which wrote this file; the QP continuation line 8,
        // which also starts with `#`, is part of the NOTE.
        let card = try #require(
            try Corpus.entries("invalid/android-opt-vcard/v21_invalid_comment_line.vcf").first?.card)
        #expect(card.formattedName == "Conference Call")
        #expect(card.notes == ["This is an (sharp ->#<- sharp) example. This message must NOT be ignored."])
    }

    @Test func a21EmailFoldedAtWhiteSpaceIsOneAddress() throws {
        let card = try #require(
            try Corpus.entries("invalid/android-opt-vcard/v21_invalid_multiple_line.vcf").first?.card)
        #expect(card.emails.map(\.value) == ["\"Omega\" <omega@example.com>"])
    }

    @Test func garbageBase64IsNeitherAnImageNorAUri() throws {
        let card = try #require(try Corpus.entries("invalid/android-opt-vcard/v21_malformed_photo.vcf").first?.card)
        #expect(card.formattedName == "fullname")
        #expect(card.photo == nil)
    }

    @Test func emptyParametersAreDroppedAndTheRestKept() throws {
        let card = try #require(try Corpus.entries("invalid/evolution-data-server/11.vcf").first?.card)
        #expect(
            card.properties.suffix(3) == [
                VCardProperty(name: "NOPARAM", value: "pas-id-4094434A00000001"),
                VCardProperty(
                    name: "TAIL", parameters: [VCardParameter(name: "PARAM", value: "value")],
                    value: "pas-id-4094434A00000001"),
                VCardProperty(
                    name: "MIDDLE",
                    parameters: [
                        VCardParameter(name: "PARAM", value: "value"), VCardParameter(name: "PARAM2", value: "value2"),
                    ],
                    value: "pas-id-4094434A00000001"),
            ])
    }

    @Test func quotedPrintableLabelWithoutVersionIsDecoded() throws {
        let card = try #require(try Corpus.entries("invalid/kcontacts/vcard7.vcf").first?.card)
        #expect(
            card.property(named: "LABEL")?.value
                == #"401 Park Drive  3 West\nBoston, MA 02215\nUSA\nHerecomesyetanotherline"#)
        #expect(card.uid == "pas-id-3E136F9B00000000")
    }

    @Test func cardsWithoutNameKeepTheirAddresses() throws {
        let cards = try Corpus.entries("invalid/radicale/broken-vcards.vcf").compactMap(\.card)
        #expect(cards.map { $0.emails.map(\.label) } == [["work"], ["work"]])
        #expect(
            cards.map(\.uid) == [
                "C68582D2-2E60-0001-C2C0-000000000000.vcf", "C68582D2-2E60-0001-C2C0-000000000001.vcf",
            ])
    }
}

/// What reading one file of `../shared/corpus/invalid` must give.
struct InvalidCorpusExpectation: Sendable, CustomTestStringConvertible {
    /// Path below `../shared/corpus/`.
    let path: String
    /// Every problem of every entry, in file order.
    let problems: [VCardError]
    /// The cards that come out, in file order.
    let cards: [Card]
    /// Why this is the right outcome.
    let why: String

    var testDescription: String { path }

    /// The fields that tell the cards of a file apart.
    struct Card: Sendable, Equatable, CustomStringConvertible {
        let formattedName: String?
        let familyName: String?
        let emails: [String]

        init(_ formattedName: String?, family: String?, emails: [String] = []) {
            self.formattedName = formattedName
            self.familyName = family
            self.emails = emails
        }

        init(_ card: VCard) {
            self.init(card.formattedName, family: card.name?.family, emails: card.emails.map(\.value))
        }

        var description: String { "FN \(formattedName ?? "nil"), N family \(familyName ?? "nil"), emails \(emails)" }
    }

    static let johnDoe = Card("John Doe", family: "Doe")

    static let all: [InvalidCorpusExpectation] = [
        // MARK: android-opt-vcard
        InvalidCorpusExpectation(
            path: "invalid/android-opt-vcard/v21_adr_multiple_line.vcf",
            problems: [.joinedToPreviousLine(line: 7), .joinedToPreviousLine(line: 8)],
            cards: [Card(nil, family: "bogus")],
            why:
                "the ADR continued by trailing backslashes is joined (backslashes dropped) and each joined line warned about"
        ),
        InvalidCorpusExpectation(
            path: "invalid/android-opt-vcard/v21_invalid_comment_line.vcf",
            problems: [.malformedLine(line: 6), .malformedLine(line: 9)],
            cards: [Card("Conference Call", family: "")],
            why:
                "the # comment lines 6 and 9 are reported and ignored, not joined to FN and NOTE (see commentLinesDoNotLeakIntoValues)"
        ),
        InvalidCorpusExpectation(
            path: "invalid/android-opt-vcard/v21_invalid_multiple_line.vcf",
            problems: [],
            cards: [Card("Omega", family: "", emails: ["\"Omega\" <omega@example.com>"])],
            why: "vCard 2.1 §2.1.3 allows folding wherever there is white space, so the indented line is a plain fold"
        ),
        InvalidCorpusExpectation(
            path: "invalid/android-opt-vcard/v21_malformed_photo.vcf",
            problems: [.invalidBase64(line: 5, property: "PHOTO")],
            cards: [Card("fullname", family: "name")],
            why: "the garbage base64 on line 5 is reported; the card is otherwise fine"
        ),
        InvalidCorpusExpectation(
            path: "invalid/android-opt-vcard/v21_nest.vcf",
            problems: [.missingEnd(line: 1), .contentOutsideCard(line: 12, lastLine: 12), .unexpectedEnd(line: 13)],
            cards: [Card(nil, family: "nest1"), Card(nil, family: "nest2")],
            why:
                "a BEGIN inside a card without AGENT means the outer card lacks its END; the nested cards are read, the tail reported"
        ),
        // MARK: evolution-data-server
        InvalidCorpusExpectation(
            path: "invalid/evolution-data-server/11.vcf",
            problems: [.emptyParameter(line: 6), .emptyParameter(line: 7), .emptyParameter(line: 8)],
            cards: [Card("Invalid AttributeParam", family: "AttributeParam")],
            why: "each empty parameter is dropped with a warning on its line; no final newline is fine"
        ),
        InvalidCorpusExpectation(
            path: "invalid/evolution-data-server/7.vcf",
            problems: [.contentOutsideCard(line: 1, lastLine: 10), .unexpectedEnd(line: 11)],
            cards: [],
            why: "no BEGIN:VCARD: one error for the run of lines (folded ADR included), one for the END"
        ),
        InvalidCorpusExpectation(
            path: "invalid/evolution-data-server/8.vcf",
            problems: [.missingEnd(line: 1)],
            cards: [],
            why: "truncated before END:VCARD: the card is skipped, reported on its BEGIN"
        ),
        InvalidCorpusExpectation(
            path: "invalid/evolution-data-server/9.vcf",
            problems: [.missingEnd(line: 1)],
            cards: [],
            why: "truncated mid-line (a lone E): the card is skipped, reported on its BEGIN"
        ),
        // MARK: ical4j-vcard
        InvalidCorpusExpectation(
            path: "invalid/ical4j-vcard/vcard-dirk-whitespaceafterbegin.vcf",
            problems: [],
            cards: [Card("Dirk", family: "dirk", emails: ["dirk@sap.com"])],
            why: "trailing white space after BEGIN:VCARD / END:VCARD is harmless and tolerated"
        ),
        InvalidCorpusExpectation(
            path: "invalid/ical4j-vcard/vcard-incompletenproperty.vcf",
            problems: [],
            cards: [Card("Antoni Mylka", family: "Mylka", emails: ["antoni@mylka.pl"])],
            why: "an N with four components reads the fifth as empty; nothing is lost"
        ),
        // MARK: kcontacts
        InvalidCorpusExpectation(
            path: "invalid/kcontacts/vcard4.vcf",
            problems: [.missingVersion(line: 1), .joinedToPreviousLine(line: 3)],
            cards: [Card(nil, family: "", emails: ["hello@ximian.com"])],
            why: "no VERSION (read as 3.0) and the colon-less FN line 3 are reported; the rest of the card is read"
        ),
        InvalidCorpusExpectation(
            path: "invalid/kcontacts/vcard7.vcf",
            problems: [.missingVersion(line: 1)],
            cards: [Card(nil, family: "")],
            why: "no VERSION is reported on the card's first line; the QP LABEL with its soft break is decoded"
        ),
        // MARK: khard
        InvalidCorpusExpectation(
            path: "invalid/khard/unparsable.vcf",
            problems: [.missingEnd(line: 1)],
            cards: [],
            why: "truncated: no END:VCARD"
        ),
        // MARK: l0b0-vcard
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/continuation_at_start.vcf",
            problems: [],
            cards: [johnDoe],
            why: "a space before the first BEGIN:VCARD continues nothing and is ignored"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/dot_at_line_start.vcf",
            problems: [.contentOutsideCard(line: 1, lastLine: 5)],
            cards: [],
            why: "an empty group ('.BEGIN') is not a group: no card starts, one error covers the five lines"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/invalid_begin.vcf",
            problems: [.contentOutsideCard(line: 1, lastLine: 4), .unexpectedEnd(line: 5)],
            cards: [],
            why: "BEGIN:VCARDinvalid opens nothing; its lines and the END are reported"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/invalid_param_name.vcf",
            problems: [],
            cards: [johnDoe],
            why: "an unknown parameter name is kept, as any extension parameter is"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/invalid_value_count_wp.vcf",
            problems: [],
            cards: [Card("Forrest Gump", family: "Gump", emails: ["forrestgump@example.com"])],
            why: "an N with two components reads the rest as empty; a double-escaped LABEL is still text"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/line_ending_mac.vcf",
            problems: [],
            cards: [johnDoe],
            why: "CR-only line endings are read like any other"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/line_ending_mixed.vcf",
            problems: [],
            cards: [johnDoe],
            why: "CRLF, CR and LF mixed in one card are read like any other"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/mismatch_group.vcf",
            problems: [],
            cards: [johnDoe],
            why:
                "RFC 2426 §4: vcard = [group \".\"] \"BEGIN\" \":\" \"VCARD\" … [group \".\"] \"END\" …; groups need not match"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/missing_end.vcf",
            problems: [.missingEnd(line: 1)],
            cards: [],
            why: "no END:VCARD: the card is skipped, reported on its BEGIN"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/missing_group.vcf",
            problems: [],
            cards: [johnDoe],
            why: "RFC 2426 §4 allows a group on BEGIN and END; an ungrouped FN beside them is fine"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/missing_start.vcf",
            problems: [.contentOutsideCard(line: 1, lastLine: 3), .unexpectedEnd(line: 4)],
            cards: [],
            why: "no BEGIN:VCARD: one error for the run of lines, one for the END"
        ),
        InvalidCorpusExpectation(
            path: "invalid/l0b0-vcard/missing_version.vcf",
            problems: [.missingVersion(line: 1)],
            cards: [Card("John Ottoman Doe", family: "Doe")],
            why: "no VERSION: read as 3.0 with a warning on the card's first line"
        ),
        // MARK: radicale
        InvalidCorpusExpectation(
            path: "invalid/radicale/broken-vcard.vcf",
            problems: [],
            cards: [Card(nil, family: nil, emails: ["test-misses-N-or-FN@example.com"])],
            why: "a card without N and FN is incomplete, not unreadable: it is kept for the caller to name"
        ),
        InvalidCorpusExpectation(
            path: "invalid/radicale/broken-vcards.vcf",
            problems: [],
            cards: [
                Card(nil, family: nil, emails: ["test-misses-N-or-FN@example.com"]),
                Card(nil, family: nil, emails: ["test-misses-N-or-FN@example1.com"]),
            ],
            why: "both nameless cards are kept"
        ),
    ]
}
