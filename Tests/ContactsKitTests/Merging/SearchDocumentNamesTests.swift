@testable import ContactsKit
import PropertyBased
import Testing

/// The names a merged contact's other cards add to its search row: a part written as one already
/// there is skipped without splitting it, which changes nothing.
@Suite struct SearchDocumentNamesTests {
    static let parts = [
        "", "Bob", "bob", "Robert", "Smith", "SMITH", "Anne Marie", "Marie", "Acme", "Acme Corp", "鈴木", "Müller",
        "e\u{301}", "Dr.", " Bob", "Bob  Smith",
    ]
    static let fields = Gen.int(in: 0...(parts.count - 1)).array(of: 6).map { chosen in
        var fields = ContactFields(card: .init())
        let part = chosen.map { parts[$0] }
        (fields.displayName, fields.givenName, fields.familyName) = (part[0], part[1], part[2])
        (fields.nickname, fields.organization, fields.jobTitle) = (part[3], part[4], part[5])
        return fields
    }

    /// The names added word by word, every part split (the form before the shortcut).
    static func everyPartSplit(_ document: SearchDocument, others: [ContactFields]) -> SearchDocument {
        var document = document
        var words = Set((document.name + " " + document.organization).lowercased().split(ascii: " ").map(String.init))
        func append(_ parts: [String], to field: inout String) {
            for part in parts {
                for word in part.split(ascii: " ") where words.insert(word.lowercased()).inserted {
                    field += (field.isEmpty ? "" : " ") + word
                }
            }
        }
        for other in others {
            append(
                [other.displayName, other.givenName, other.middleName, other.familyName, other.nickname],
                to: &document.name)
            append([other.organization, other.jobTitle], to: &document.organization)
        }
        return document
    }

    @Test func skippingKnownPartsAddsTheSameWords() async {
        await propertyCheck(count: 2_000, input: Self.fields, Self.fields.array(of: 1...3)) { own, others in
            var document = SearchDocument(own)
            let expected = Self.everyPartSplit(document, others: [own] + others)
            document.addNames(of: [own] + others, besides: own)
            #expect(document == expected)
        }
    }
}
