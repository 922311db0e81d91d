@testable import ContactsKit
import PropertyBased
import Testing
import VCard

/// The merged view of several cards of one person (docs/merging.md).
@Suite struct CardMergerTests {
    static func card(_ lines: [String]) -> VCard {
        var reader = VCardReader(string: Cards.card(lines))
        return reader.next()!.card!
    }

    /// An organisation, nickname, category, title or role is one value however its units are spaced
    /// (the shortcut for values without `;`, tabs or runs of spaces gives what splitting gives).
    @Test func unitValuesAreKeyedByTheirSpacedUnits() async {
        let pieces = ["Acme", "acme", " ", "  ", ";", "\t", "é", "e\u{301}", "Harbor Freight", "鈴木", ",", "\\"]
        let value = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...6).map { $0.map { pieces[$0] }.joined() }
        func split(_ value: String) -> String {
            // Backslashes go but one before a `;`.
            let characters = Array(value)
            let value = String(
                characters.indices.filter { characters[$0] != "\\" || characters.dropFirst($0 + 1).first == ";" }
                    .map { characters[$0] })
            var units = value.lowercased().split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
            while units.last?.isEmpty == true { units.removeLast() }
            return units.joined(separator: ";")
        }
        await propertyCheck(count: 2_000, input: value) { value in
            for name in ["ORG", "NICKNAME", "CATEGORIES", "TITLE", "ROLE"] {
                #expect(
                    CardMerger.valueKey(VCardProperty(name: name, value: value)) == name + ":" + split(value),
                    "\(value.debugDescription)")
            }
        }
        #expect(CardMerger.valueKey(VCardProperty(name: "ORG", value: "Harbor  Freight;")) == "ORG:harbor freight")
    }

    @Test func namesComeFromTheMostCompleteCard() {
        let merged = CardMerger.merge([
            Self.card(["FN:Bob", "EMAIL:bob@example.com"]),
            Self.card(["N:Smith;Robert;James;Dr.;", "FN:Dr. Robert J. Smith"]),
        ])
        #expect(merged.formattedName == "Dr. Robert J. Smith")
        #expect(merged.name?.additional == "James")
        #expect(merged.properties(named: "FN").count == 1)
        #expect(merged.properties(named: "N").count == 1)
    }

    @Test func valuesAreUnionedWithoutDuplicatesFirstLabelWinning() {
        let merged = CardMerger.merge([
            Self.card([
                "N:Smith;Bob", "EMAIL;TYPE=work:bob@Example.com", "TEL;TYPE=cell:+1 (555) 010-4477",
                "URL:https://bob.example/",
            ]),
            Self.card([
                "N:Smith;Robert", "EMAIL;TYPE=home:BOB@example.com", "EMAIL:robert@example.org",
                "TEL;TYPE=work:555.010.4477",
                "TEL:+1 555 010 9999", "URL:https://BOB.example",
            ]),
        ])
        let fields = ContactFields(card: merged)
        #expect(fields.emails.map(\.value) == ["bob@Example.com", "robert@example.org"])
        #expect(fields.emails.first?.label == "work")
        #expect(fields.phones.map(\.value) == ["+1 (555) 010-4477", "+1 555 010 9999"])
        #expect(fields.phones.first?.label == "mobile")
        #expect(merged.urls.count == 1)
    }

    @Test func earliestFullBirthdayWins() {
        let merged = CardMerger.merge([
            Self.card(["N:Ito;Aiko", "BDAY:--0304"]),
            Self.card(["N:Ito;Aiko", "BDAY:1990-03-04"]),
            Self.card(["N:Ito;Aiko", "BDAY:1991-03-04"]),
        ])
        #expect(merged.birthday?.isoString == "1990-03-04")
        #expect(merged.properties(named: "BDAY").count == 1)
    }

    @Test func largestPhotoWins() {
        let small = "PHOTO;ENCODING=b;TYPE=PNG:" + Cards.pngBase64
        let large = "PHOTO;ENCODING=b;TYPE=PNG:" + Cards.pngBase64 + "AAAAAAAA"
        let merged = CardMerger.merge([
            Self.card(["N:A;B", small]), Self.card(["N:A;B", large]),
            Self.card(["N:A;B", "PHOTO;VALUE=uri:https://x.example/p.jpg"]),
        ])
        #expect(merged.properties(named: "PHOTO").count == 1)
        #expect(merged.property(named: "PHOTO")?.value.hasSuffix("AAAAAAAA") == true)
        let remoteOnly = CardMerger.merge([
            Self.card(["N:A;B"]), Self.card(["N:A;B", "PHOTO;VALUE=uri:https://x.example/p.jpg"]),
        ])
        #expect(remoteOnly.photo == .remote(uri: "https://x.example/p.jpg"))
    }

    @Test func notesAreJoinedOnce() {
        let merged = CardMerger.merge([
            Self.card(["N:A;B", "NOTE:Met in Paris"]), Self.card(["N:A;B", "NOTE:Met in Paris", "NOTE:Likes tea"]),
        ])
        #expect(ContactFields(card: merged).note == "Met in Paris\nLikes tea")
    }

    @Test func groupsTravelTogetherAndAreRenamedWhenTheyClash() {
        let merged = CardMerger.merge([
            Self.card(["N:A;B", "item1.EMAIL:a@example.com", "item1.X-ABLabel:Club"]),
            Self.card([
                "N:A;B", "item1.EMAIL:a@example.com", "item1.X-ABLabel:Other", "item2.X-ABLabel:Gym",
                "item2.TEL:+1 555 010 7777",
            ]),
            Self.card(["N:A;B", "item1.EMAIL:b@example.com", "item1.X-ABLabel:Work"]),
        ])
        let emails = merged.emails
        #expect(emails.map(\.value) == ["a@example.com", "b@example.com"])
        #expect(emails.map(\.label) == ["Club", "Work"])
        #expect(merged.telephones.first?.label == "Gym")
        let groups = merged.properties.compactMap(\.group)
        #expect(Set(groups).count == 3)
    }

    @Test func unknownPropertiesAreKeptOnce() {
        let merged = CardMerger.merge([
            Self.card(["N:A;B", "X-CUSTOM:one"]), Self.card(["N:A;B", "X-CUSTOM:one", "X-CUSTOM:two"]),
        ])
        #expect(merged.properties(named: "X-CUSTOM").map(\.value) == ["one", "two"])
    }

    @Test func oneCardIsUnchanged() {
        let card = Self.card(["N:A;B", "EMAIL:a@example.com", "EMAIL:A@example.com"])
        #expect(CardMerger.merge([card]) == card)
    }
}

extension CardMergerTests {
    @Test func anOrganisationWithAnEmptyUnitIsTheSameOrganisation() {
        let merged = CardMerger.merge([
            Self.card(["N:A;B", "ORG:Harbor Freight;"]), Self.card(["N:A;B", "ORG:Harbor  Freight"]),
        ])
        #expect(merged.properties(named: "ORG").count == 1)
    }
}

extension CardMergerTests {
    /// A card's own repeats are kept whatever cards come with it, so that the merge of a contact's
    /// cards and of its home's card (their merge) is that card again: a sync of the home then sends
    /// nothing. Before, they were kept alone and dropped beside a second card, and the second sync
    /// after sending such a contact took them off the server.
    @Test func aCardsOwnRepeatsAreKeptAndMergingTheMergeAgainChangesNothing() {
        let lines = [
            "N:Repeat;Rita", "FN:Rita Repeat", "TEL;TYPE=fax:+49 30 5550000", "TEL;TYPE=voice:+49 30 5550000",
            "TEL;TYPE=home:HomePhone", "TEL;TYPE=cell:MobilePhone", "TEL;TYPE=fax:", "TEL;TYPE=cell:", "ORG:Acme",
            "ORG:Acme", "NOTE:twice", "NOTE:twice",
        ]
        let alone = Self.card(lines)
        let other = Self.card(["N:Repeat;Rita", "EMAIL:rita@example.com", "TEL:+49 30 5550000", "ORG:Acme"])
        for cards in [[alone], [alone, other], [other, alone]] {
            let merged = CardMerger.merge(cards)
            let repeated = CardMerger.merge(cards + [merged])
            #expect(repeated.properties == merged.properties, "\(cards.count) cards")
            #expect(merged.telephones.count == 6 && merged.properties(named: "ORG").count == 2)
        }
    }

    /// Phones without digits are told apart by their text: one card's `MobilePhone` does not hide
    /// another's `HomePhone`.
    @Test func phonesWithoutDigitsAreKeyedByTheirText() {
        let merged = CardMerger.merge([
            Self.card(["N:A;B", "TEL:MobilePhone"]), Self.card(["N:A;B", "TEL:HomePhone", "TEL:mobilephone"]),
        ])
        #expect(merged.telephones.map(\.value) == ["MobilePhone", "HomePhone"])
    }

    /// A value escaped otherwise by another writer (Apple's `https\://`, vobject's `\;` in an `X-`
    /// property, and its `\\:` for Apple's `\:`) is the same value: a card written back by another
    /// program adds nothing.
    @Test func valuesDifferingOnlyInEscapesAreOne() {
        let merged = CardMerger.merge([
            Self.card([
                "N:A;B", "URL:https\\://studio.example", "X-ANDROID-CUSTOM:nickname;Bee;1",
                "X-ABUID:5D61771B\\:ABPerson",
            ]),
            Self.card([
                "N:A;B", "URL:https://studio.example/", "X-ANDROID-CUSTOM:nickname\\;Bee\\;1",
                "X-ABUID:5D61771B\\\\:ABPerson",
            ]),
        ])
        #expect(merged.properties(named: "URL").count == 1)
        #expect(merged.properties(named: "X-ANDROID-CUSTOM").count == 1)
        #expect(merged.properties(named: "X-ABUID").map(\.value) == ["5D61771B\\:ABPerson"])
        #expect(CardMerger.valueKey(VCardProperty(name: "X-A", value: "a\\\\b\\,c\\")) == "X-A:ab,c")
    }

    /// A vCard 4.0 property that a 3.0 card carries under an `X-` name (as this program sends a
    /// contact to a 3.0 book) or in another form (`GEO`, `TZ`, an address's label), and a 3.0
    /// property that 4.0 writes under an `X-` name, are one value in either version: a home card
    /// written back in 3.0 by another program adds none of them to the card imported in 4.0.
    @Test func aValueWrittenInBothVersionsIsOne() {
        let fourLines = [
            "N:Perreault;Simon;;;", "N;ALTID=1;LANGUAGE=fr:Perreault;Simon;;;", "FN:Simon Perreault", "GENDER:M",
            "LANG;PREF=1:fr", "KIND:org", "GEO:geo:46.772673,-71.282945", "TZ;VALUE=utc-offset:-0500",
            "ANNIVERSARY:20090808", "ADR;LABEL=\"2875 Laurier^nQuebec\":;;2875 Laurier;Quebec;QC;G1V 2M2;",
            "X-CLASS:PUBLIC", "X-AGENT:Ask at the desk", "CATEGORIES:A,B\\'C",
        ]
        var reader = VCardReader(string: Cards.card(fourLines, version: "4.0"))
        let four = reader.next()!.card!
        let three = Self.card([
            "N:Perreault;Simon;;;", "X-N;X-ALTID=1;LANGUAGE=fr:Perreault\\;Simon\\;\\;\\;", "FN:Simon Perreault",
            "X-GENDER:M", "X-LANG;TYPE=pref:fr", "X-ADDRESSBOOKSERVER-KIND:ORG", "GEO:46.772673;-71.282945",
            "TZ:-05:00", "X-ANNIVERSARY:20090808", "ADR:;;2875 Laurier;Quebec;QC;G1V 2M2;",
            "LABEL:2875 Laurier\\nQuebec", "CLASS:PUBLIC", "AGENT:Ask at the desk", "CATEGORIES:A,B\\\\'C",
        ])
        #expect(CardMerger.merge([four, three]).properties == four.properties)
        #expect(CardMerger.merge([three, four]).properties == three.properties)
    }
}
