import PropertyBased
import Testing
import VCard

/// Round trip over random contacts full of awkward text (see ``AwkwardText`` and ``RandomContact``):
/// read → write 3.0 → read and read → write 4.0 → read give the same model, unknown properties
/// included, and the typed view gives back what was generated.
@Suite struct RoundTripPropertyTests {
    /// Random cards per test: enough to hit each awkward piece in each field many times, and fast.
    static let count = 300

    @Test(arguments: VCardWriter.Version.allCases)
    func readingWhatWasWrittenGivesTheSameProperties(_ version: VCardWriter.Version) async {
        await propertyCheck(count: Self.count, input: RandomContact.generator) { contact in
            let card = contact.card
            let bytes = RoundTripCodec.write(card, version)
            let back = try RoundTripCodec.readOne(bytes)
            #expect(back.version.rawValue == version.rawValue)
            #expect(
                back.properties == card.properties,
                "\(RoundTripCodec.firstDifference(card.properties, back.properties))\nwritten:\n\(RoundTripCodec.text(bytes))"
            )
        }
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func typedViewOfWhatWasReadIsWhatWasGenerated(_ version: VCardWriter.Version) async {
        await propertyCheck(count: Self.count, input: RandomContact.generator) { contact in
            let back = try RoundTripCodec.roundTrip(contact.card, version)
            #expect(back.formattedName == contact.expectedFormattedName)
            #expect(back.name == contact.expectedName)
            #expect(back.organization == contact.expectedOrganization)
            #expect(back.emails.map(\.value) == contact.expectedEmails.map(\.value))
            #expect(back.emails == contact.expectedEmails)
            #expect(back.telephones == contact.expectedTelephones)
            #expect(back.addresses == contact.expectedAddresses)
            #expect(back.notes == contact.expectedNotes)
            #expect(back.categories == contact.expectedCategories)
            #expect(back.birthday == contact.birthday)
            #expect(back.photo?.data == contact.photo?.data)
            if let photo = contact.photo {
                #expect(back.photo == .embedded(mediaType: photo.mediaType, base64: RoundTripCodec.base64(photo.data)))
            }
        }
    }

    @Test func crossingVersionsGivesTheSameProperties() async {
        await propertyCheck(count: Self.count, input: RandomContact.generator) { contact in
            let card = contact.card
            let viaFour = try RoundTripCodec.roundTrip(try RoundTripCodec.roundTrip(card, .v4_0), .v3_0)
            #expect(
                viaFour.properties == card.properties,
                "4.0 then 3.0: \(RoundTripCodec.firstDifference(card.properties, viaFour.properties))")
            let viaThree = try RoundTripCodec.roundTrip(try RoundTripCodec.roundTrip(card, .v3_0), .v4_0)
            #expect(
                viaThree.properties == card.properties,
                "3.0 then 4.0: \(RoundTripCodec.firstDifference(card.properties, viaThree.properties))")
        }
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func writingWhatWasReadGivesTheSameBytes(_ version: VCardWriter.Version) async {
        await propertyCheck(count: Self.count, input: RandomContact.generator) { contact in
            let first = RoundTripCodec.write(contact.card, version)
            let second = RoundTripCodec.write(try RoundTripCodec.readOne(first), version)
            #expect(second == first, "first:\n\(RoundTripCodec.text(first))\nsecond:\n\(RoundTripCodec.text(second))")
        }
    }

    @Test func writtenLinesAreFoldedAtSeventyFiveOctetsOnCharacterBoundaries() async {
        await propertyCheck(count: Self.count, input: RandomContact.generator) { contact in
            for version in VCardWriter.Version.allCases {
                let bytes = RoundTripCodec.write(contact.card, version)
                for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
                    #expect(line.last == 0x0D, "a line ends without CRLF")
                    #expect(line.count - 1 <= 75, "\(line.count - 1) octets: \(RoundTripCodec.text(Array(line)))")
                    #expect(String(validating: line, as: UTF8.self) != nil, "a fold splits a UTF-8 sequence")
                }
            }
        }
    }
}
