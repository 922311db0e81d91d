import Testing
import VCard

/// What the writer puts on the wire: line endings, folding, escaping and the forms each version needs.
@Suite struct VCardWriterTests {
    private func lines(_ card: VCard, _ version: VCardWriter.Version = .v3_0) -> [String] {
        let text = VCardWriter(version: version).string(card)
        #expect(text.hasSuffix("\r\n"))
        return text.components(separatedBy: "\r\n").dropLast().map { $0 }
    }

    @Test func cardIsFramedWithBeginVersionAndEndInCRLF() {
        let text = VCardWriter(version: .v4_0).string(VCard(properties: [.text("FN", value: "Ann")]))
        #expect(text == "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nEND:VCARD\r\n")
    }

    @Test func longLinesFoldAt75OctetsWithALeadingSpace() {
        let written = lines(VCard(properties: [.text("NOTE", value: String(repeating: "a", count: 300))]))
        for line in written { #expect(line.utf8.count <= 75) }
        let continuation = written.filter { $0.hasPrefix(" ") }
        #expect(continuation.count == 4)
    }

    @Test(arguments: ["é", "中", "😀", "👩‍👩‍👧", "e\u{301}"])
    func foldingNeverSplitsAUTF8Sequence(_ unit: String) {
        for prefix in 0..<4 {
            let value = String(repeating: "x", count: prefix) + String(repeating: unit, count: 60)
            let bytes = VCardWriter().bytes([VCard(properties: [.text("NOTE", value: value)])])
            var physical: [[UInt8]] = [[]]
            for byte in bytes {
                if byte == 0x0A {
                    physical.append([])
                } else if byte != 0x0D {
                    physical[physical.count - 1].append(byte)
                }
            }
            for line in physical {
                #expect(line.count <= 75)
                #expect(String(validating: line, as: UTF8.self) != nil, "a line is not valid UTF-8 on its own")
            }
            var reader = VCardReader(bytes: bytes)
            #expect(reader.next()?.card?.notes == [value])
        }
    }

    @Test func textIsEscapedAndLineBreaksBecomeBackslashN() {
        let written = lines(VCard(properties: [.text("NOTE", value: "a,b;c\\d\ne\r\nf")]))
        #expect(written.contains("NOTE:a\\,b\\;c\\\\d\\ne\\nf"))
    }

    @Test func parameterValuesAreQuotedAndCaretEscapedWhenNeeded() {
        let property = VCardProperty(
            name: "X-TEST",
            parameters: [
                VCardParameter(name: "X-A", values: ["a:b", "plain"]),
                VCardParameter(name: "X-B", values: ["say \"hi\"^\nbye"]),
            ], value: "v")
        #expect(lines(VCard(properties: [property])).contains("X-TEST;X-A=\"a:b\",plain;X-B=say ^'hi^'^^^nbye:v"))
    }

    @Test func photosAreBase64In30AndDataURIsIn40() {
        let card = VCard(properties: [.photo(data: [0xFF, 0xD8, 0xFF, 0xE0], mediaType: "image/jpeg")])
        #expect(lines(card, .v3_0).contains("PHOTO;ENCODING=b;TYPE=JPEG:/9j/4A=="))
        #expect(lines(card, .v4_0).contains("PHOTO:data:image/jpeg;base64,/9j/4A=="))
    }

    @Test func preferenceIsTypePrefIn30AndPrefIn40() {
        let card = VCard(properties: [.labeled("TEL", value: "+1 555", types: ["cell"], preference: 1)])
        #expect(lines(card, .v3_0).contains("TEL;TYPE=cell,pref:+1 555"))
        #expect(lines(card, .v4_0).contains("TEL;TYPE=cell;PREF=1:+1 555"))
    }

    @Test func namesThatWouldSplitTheLineAreSanitised() {
        let hostile = VCardProperty(
            group: "g;x", name: "X-EVIL:END", parameters: [VCardParameter(name: "A=B", value: "c")], value: "v")
        let written = lines(VCard(properties: [hostile, .text("FN", value: "Ann")]))
        #expect(written.contains("gx.X-EVILEND;AB=c:v"))
        var reader = VCardReader(bytes: Array(VCardWriter().string(VCard(properties: [hostile])).utf8))
        #expect(reader.next()?.card?.properties.count == 1)
    }

    @Test func structuralPropertiesInTheModelAreNotWritten() {
        let card = VCard(properties: [
            VCardProperty(name: "END", value: "VCARD"), .text("FN", value: "Ann"),
            VCardProperty(name: "VERSION", value: "2.1"),
        ])
        #expect(lines(card) == ["BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "END:VCARD"])
    }
}
