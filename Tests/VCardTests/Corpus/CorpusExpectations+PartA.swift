// Hand-pinned expectations for part A of the corpus:
// valid/ez-vcard, valid/vobject, valid/khard, valid/sabre-vobject, valid/node-vcf,
// valid/l0b0-vcard and valid/radicale (every .vcf file, sorted by path).

extension CorpusExpectation {
    static let partA: [CorpusExpectation] = [
        // Cards 1-2 have neither FN nor N (EMAIL only), so both are nil.
        // Cards 3 and 5: the QP-decoded FN and N family/given components end in a space (=20 before ';' or end of value).
        // Kept verbatim: only EMAIL/TEL are specified as trimmed; FN and N are kept exactly as decoded.
        // Card 5: the second EMAIL is a QP-encoded UTF-8 run of 14 'Ñ' (not an address); listed as written.
        CorpusExpectation(
            path: "valid/ez-vcard/John_Doe_ANDROID.vcf",
            cards: [
                ExpectedCard(
                    formattedName: nil, familyName: nil, givenName: nil, emails: ["john.doe@company.com"], phones: []),
                ExpectedCard(
                    formattedName: nil, familyName: nil, givenName: nil, emails: ["jane.doe@company.com"], phones: []),
                ExpectedCard(
                    formattedName: "Ñ Ñ Ñ Ñ Ñ ", familyName: "Ñ Ñ Ñ Ñ ", givenName: "", emails: [],
                    phones: ["123456789"]),
                ExpectedCard(
                    formattedName: "Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ", familyName: "Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ", givenName: "",
                    emails: [], phones: ["123456", "234567", "3456789", "45678901"]),
                ExpectedCard(
                    formattedName: "Ñ Ñ Ñ Ñ ", familyName: "Ñ Ñ ", givenName: "Ñ Ñ Ñ ",
                    emails: ["bob@company.com", "ÑÑÑÑÑÑÑÑÑÑÑÑÑÑ"], phones: ["123456", "123456", "123456"]),
                ExpectedCard(
                    formattedName: "ÑÑÑÑ", familyName: "ÑÑÑÑ", givenName: "", emails: ["henry@company.com"],
                    phones: ["55556666"]),
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/John_Doe_BLACK_BERRY.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "John Doe", familyName: "Doe", givenName: "john", emails: [],
                    phones: ["+96123456789"])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/John_Doe_EVOLUTION.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Mr. John Richter, James Doe Sr.", familyName: "Doe", givenName: "John",
                    emails: ["john.doe@ibm.com"], phones: ["905-666-1234", "905-555-1234"])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/John_Doe_GMAIL.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Mr. John Richter, James Doe Sr.", familyName: "Doe", givenName: "John",
                    emails: ["john.doe@ibm.com"], phones: ["905-555-1234", "905-666-1234"])
            ]),
        // Lines end in CR CR LF (a stray CR before each CRLF); the CR is taken as line-ending noise, not part of any value.
        CorpusExpectation(
            path: "valid/ez-vcard/John_Doe_IPHONE.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Mr. John Richter James Doe Sr.", familyName: "Doe", givenName: "John",
                    emails: ["john.doe@ibm.com"],
                    phones: [
                        "905-555-1234", "905-666-1234", "905-777-1234", "905-888-1234", "905-999-1234", "905-111-1234",
                        "905-222-1234",
                    ])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/John_Doe_LOTUS_NOTES.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Mr. Doe John I Johny", familyName: "Doe", givenName: "John",
                    emails: ["john.doe@ibm.com", "billy_bob@gmail.com"],
                    phones: ["+1 (212) 204-34456", "00-1-212-555-7777"])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/John_Doe_MAC_ADDRESS_BOOK.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Mr. John Richter,James Doe Sr.", familyName: "Doe", givenName: "John",
                    emails: ["john.doe@ibm.com"],
                    phones: [
                        "905-777-1234", "905-666-1234", "905-555-1234", "905-888-1234", "905-999-1234", "905-111-1234",
                        "905-222-1234",
                    ])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/John_Doe_MS_OUTLOOK.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Mr. John Richter James Doe Sr.", familyName: "Doe", givenName: "John",
                    emails: ["john.doe@ibm.cm"], phones: ["(905) 555-1234", "(905) 666-1234"])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/fullcontact.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Prefix FirstName MiddleName LastName Suffix", familyName: "LastName",
                    givenName: "FirstName",
                    emails: [
                        "home@example.com", "work@example.com", "school@example.com", "other@example.com",
                        "custom@example.com",
                    ],
                    phones: [
                        "555-555-1111", "555-555-1112", "555-555-1113", "555-555-1114", "555-555-1115", "555-555-1116",
                        "555-555-1117", "555-555-1118", "555-555-1119",
                    ])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/gmail-list.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Arnold Smith", familyName: "Smith", givenName: "Arnold",
                    emails: ["asmithk@gmail.com"], phones: []),
                ExpectedCard(
                    formattedName: "Chris Beatle", familyName: "Beatle", givenName: "Chris",
                    emails: ["chrisy55d@yahoo.com"], phones: []),
                ExpectedCard(
                    formattedName: "Doug White", familyName: "White", givenName: "Doug", emails: ["dwhite@gmail.com"],
                    phones: []),
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/gmail-single.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Greg Dartmouth", familyName: "Dartmouth", givenName: "Greg",
                    emails: ["gdartmouth@hotmail.com"], phones: ["555 555 1111", "555 555 2222"])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/gmail-single2.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "VCard Test", familyName: "Test", givenName: "VCard",
                    emails: [
                        "email@example.com", "homeemail@example.com", "workemail@example.com", "otheremail@example.com",
                        "customcategory@example.com",
                    ],
                    phones: [
                        "5555551111", "5555551112", "5555551113", "5555551114", "5555551115", "5555551116",
                        "5555551117", "5555551118", "5555551119", "5555551120", "5555551121",
                    ])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/issue114.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Dummy, Dummy", familyName: "Dummy", givenName: "Dummy",
                    emails: ["dummy.dummy@dummy.com"], phones: ["+49 1234 56789", "+49 9876 54321"])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/outlook-2003.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "John Doe III", familyName: "Doe", givenName: "John", emails: ["jdoe@hotmail.com"],
                    phones: ["BusinessPhone", "HomePhone", "MobilePhone", "BusinessFaxPhone"])
            ]),
        // X-MS-TEL;VOICE;CALLBACK:(111) 555-4444 is a different (extension) property, not TEL, so it is not listed in phones.
        CorpusExpectation(
            path: "valid/ez-vcard/outlook-2007.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Mr. Michael Angstadt Jr.", familyName: "Angstadt", givenName: "Michael",
                    emails: ["mike.angstadt@gmail.com"],
                    phones: ["(111) 555-1111", "(111) 555-2222", "(111) 555-4444", "(111) 555-3333"])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/rfc2426-example.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Frank Dawson", familyName: nil, givenName: nil,
                    emails: ["Frank_Dawson@Lotus.com", "fdawson@earthlink.net"],
                    phones: ["+1-919-676-9515", "+1-919-676-9564"]),
                ExpectedCard(
                    formattedName: "Tim Howes", familyName: nil, givenName: nil, emails: ["howes@netscape.com"],
                    phones: ["+1-415-937-3419", "+1-415-528-4164"]),
            ]),
        // First TEL is the URI tel:+1-418-656-9254;ext=102: only the tel: scheme is removed, the ';ext=102' URI parameter is kept.
        CorpusExpectation(
            path: "valid/ez-vcard/rfc6350-example.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Simon Perreault", familyName: "Perreault", givenName: "Simon",
                    emails: ["simon.perreault@viagenie.ca"], phones: ["+1-418-656-9254;ext=102", "+1-418-262-6501"])
            ]),
        CorpusExpectation(
            path: "valid/ez-vcard/thunderbird-MoreFunctionsForAddressBook-extension.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "John Doe", familyName: "Doe", givenName: "John",
                    emails: [
                        "doe.john@hotmail.com", "additional-email@company.com", "additional-email1@company.com",
                        "additional-email2@company.com", "additional-email3@company.com",
                    ], phones: ["555-555-1111", "555-555-2222", "555-555-5555", "555-555-3333", "555-555-4444"])
            ]),
        // Two N properties share ALTID=1 (alternative representations); the first one (representation;one) is taken.
        CorpusExpectation(
            path: "valid/khard/altid.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "altid", familyName: "representation", givenName: "one", emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/khard/korean-c.vcf",
            cards: [
                ExpectedCard(formattedName: "최유림", familyName: nil, givenName: nil, emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/khard/labels.vcf",
            cards: [
                ExpectedCard(formattedName: "labeled guy", familyName: nil, givenName: nil, emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/khard/photov3.vcf",
            cards: [
                ExpectedCard(formattedName: "with photo v3", familyName: nil, givenName: nil, emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/khard/photov4.vcf",
            cards: [
                ExpectedCard(formattedName: "with photo v4", familyName: nil, givenName: nil, emails: [], phones: [])
            ]),
        // TEL;VALUE=URI whose value is not a tel: URI: nothing to strip, kept as written.
        CorpusExpectation(
            path: "valid/khard/tel-value-uri.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "bug 195", familyName: nil, givenName: nil, emails: [], phones: ["67545678"])
            ]),
        CorpusExpectation(
            path: "valid/khard/text-bday.vcf",
            cards: [
                ExpectedCard(formattedName: "text birthday", familyName: nil, givenName: nil, emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/l0b0-vcard/maximal.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "John Doe", familyName: "Doe", givenName: "John",
                    emails: ["jdoe+work-related@example.org"], phones: ["+1234567890", "+0123456789"])
            ]),
        CorpusExpectation(
            path: "valid/l0b0-vcard/scrambled_case.vcf",
            cards: [
                ExpectedCard(formattedName: "John Doe", familyName: "Doe", givenName: "John", emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/node-vcf/empty-lines.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Dr. Erika Mustermann", familyName: "Mustermann", givenName: "Erika",
                    emails: ["erika@mustermann.de"], phones: ["+49 221 9999123", "+49 221 1234567"])
            ]),
        CorpusExpectation(
            path: "valid/node-vcf/multiple.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Dr. Erika Mustermann", familyName: "Mustermann", givenName: "Erika",
                    emails: ["erika@mustermann.de"], phones: ["+49-221-9999123", "+49-221-1234567"]),
                ExpectedCard(
                    formattedName: "Dr. Erika Mustermann", familyName: "Mustermann", givenName: "Erika",
                    emails: ["erika@mustermann.de"], phones: ["(0221) 9999123", "(0221) 1234567"]),
                ExpectedCard(
                    formattedName: "Dr. Erika Mustermann", familyName: "Mustermann", givenName: "Erika",
                    emails: ["erika@mustermann.de"], phones: ["+49 221 9999123", "+49 221 1234567"]),
            ]),
        CorpusExpectation(
            path: "valid/node-vcf/photo-base64.vcf",
            cards: [
                ExpectedCard(formattedName: nil, familyName: nil, givenName: nil, emails: [], phones: [])
            ]),
        // TEL is the URI tel:+1-555-555-5555;ext=5555: only the tel: scheme is removed, the ';ext=5555' URI parameter is kept.
        CorpusExpectation(
            path: "valid/node-vcf/quoted-list.vcf",
            cards: [
                ExpectedCard(
                    formattedName: nil, familyName: nil, givenName: nil, emails: [],
                    phones: ["+1-555-555-5555;ext=5555"])
            ]),
        CorpusExpectation(
            path: "valid/node-vcf/vcard-2.1.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Forrest Gump", familyName: "Gump", givenName: "Forrest",
                    emails: ["forrestgump@example.com"], phones: ["(111) 555-1212", "(404) 555-1212"])
            ]),
        CorpusExpectation(
            path: "valid/node-vcf/xing.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Hans-Peter Mustermann", familyName: "Mustermann", givenName: "Hans-Peter",
                    emails: [], phones: [])
            ]),
        // N:;;;; is present but every component is empty, so family and given are "" (not nil).
        CorpusExpectation(
            path: "valid/radicale/contact4-with-bday-no-year.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Test bday without year Thunderbird CardBook", familyName: "", givenName: "",
                    emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/radicale/contact_multiple_v4.vcf",
            cards: [
                ExpectedCard(formattedName: "Contact1", familyName: "Contact1", givenName: "", emails: [], phones: []),
                ExpectedCard(formattedName: "Contact2", familyName: "Contact2", givenName: "", emails: [], phones: []),
            ]),
        CorpusExpectation(
            path: "valid/radicale/contact_photo_with_data_uri.vcf",
            cards: [
                ExpectedCard(formattedName: "Contact", familyName: "Contact", givenName: "", emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/radicale/contact_photo_with_data_uri_v4.vcf",
            cards: [
                ExpectedCard(formattedName: "Contact", familyName: "Contact", givenName: "", emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/sabre-vobject/issue153.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Test Benutzer", familyName: "Benutzer", givenName: "Test", emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/sabre-vobject/issue64.vcf",
            cards: [
                ExpectedCard(formattedName: nil, familyName: nil, givenName: nil, emails: [], phones: [])
            ]),
        CorpusExpectation(
            path: "valid/vobject/photo-test.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "should be ok to share", familyName: "", givenName: "my former school", emails: [],
                    phones: ["+49123456789"])
            ]),
        CorpusExpectation(
            path: "valid/vobject/radicale-1587.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Given Family", familyName: "Family", givenName: "Given", emails: [], phones: [])
            ]),
        // Two FN properties (the second has LANGUAGE=jp); the first is taken.
        CorpusExpectation(
            path: "valid/vobject/vcard40_full.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Dr. John Q. Public, III", familyName: "Public", givenName: "John",
                    emails: ["john.public@example.com", "johnny@personal.example.org"],
                    phones: ["+1-555-555-5555", "+1-555-123-4567"])
            ]),
        CorpusExpectation(
            path: "valid/vobject/vcard40_group.vcf",
            cards: [
                ExpectedCard(formattedName: "The Doe Family", familyName: nil, givenName: nil, emails: [], phones: [])
            ]),
        // FN and N each appear twice as ALTID=1 language alternates (en, ja); the first (English) one is taken.
        CorpusExpectation(
            path: "valid/vobject/vcard40_multilang.vcf",
            cards: [
                ExpectedCard(
                    formattedName: "Yamada Taro", familyName: "Yamada", givenName: "Taro", emails: [], phones: [])
            ]),
    ]
}
