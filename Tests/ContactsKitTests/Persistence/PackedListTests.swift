import Testing

@testable import ContactsKit

@Suite struct PackedListTests {
    @Test func cleaningRemovesBothSeparatorsAndNothingElse() {
        #expect(PackedList.clean("a\u{1E}b\u{1F}c") == "abc")
        #expect(PackedList.clean("x\u{1C}y\u{1D}z\r\né") == "x\u{1C}y\u{1D}z\r\né")
        #expect(PackedList.clean("\u{1E}\u{1F}") == "")
    }

    @Test func valuesHoldingSeparatorsPackAndUnpackWithoutThem() {
        let packed = PackedList.pack([["work", "ann\u{1E}@example.com"], ["home", "b\u{1F}"]])
        #expect(PackedList.unpack(packed, fields: 2) == [["work", "ann@example.com"], ["home", "b"]])
    }
}
