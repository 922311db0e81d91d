import Foundation
import Testing
@testable import RemoteBooks

/// The XML reader of our own: namespaces, the five entities and character references, CDATA,
/// input split anywhere, and the refusals (a DTD, unknown entities, nesting and tag bounds).
struct XMLStreamReaderTests {
    static let multistatus = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment -->
        <d:multistatus xmlns:d="DAV:" xmlns="urn:ietf:params:xml:ns:carddav">
          <d:response>
            <d:href>/book/a%40b.vcf</d:href>
            <d:propstat><d:prop><d:getetag>"1"</d:getetag>
              <address-data><![CDATA[BEGIN:VCARD\r\nFN:A <&> B\r\nEND:VCARD\r\n]]></address-data>
            </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>
          </d:response>
          <d:response><d:href>/book/&#x63;&amp;&#100;.vcf</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>
          <d:sync-token>http://example.com/sync/3</d:sync-token>
        </d:multistatus>
        """

    @Test func aMultistatusIsReadWithItsNamespacesEntitiesAndCDATA() throws {
        let status = try Multistatus(data: Array(Self.multistatus.utf8), url: URL(string: "http://h/")!)
        #expect(status.responses.map(\.href) == ["/book/a%40b.vcf", "/book/c&d.vcf"])
        #expect(status.responses[0].etag == ETag("\"1\""))
        #expect(
            status.responses[0].property(DAVNamespace.cardDAV, "address-data")?.text
                == "BEGIN:VCARD\r\nFN:A <&> B\r\nEND:VCARD\r\n")
        #expect(status.responses[1].effectiveStatus == 404)
        #expect(status.syncToken == "http://example.com/sync/3")
    }

    @Test func inputSplitAnywhereReadsTheSame() throws {
        let bytes = Array(Self.multistatus.utf8)
        let whole = try Multistatus(data: bytes, url: URL(string: "http://h/")!)
        for size in [1, 2, 3, 7, 64] {
            var reader = MultistatusReader(url: URL(string: "http://h/")!, maxTextBytes: 1 << 20)
            for start in stride(from: 0, to: bytes.count, by: size) {
                try reader.feed(bytes[start..<min(start + size, bytes.count)])
            }
            let split = try reader.finish()
            #expect(split.responses.map(\.href) == whole.responses.map(\.href), "chunks of \(size)")
            #expect(
                split.responses[0].property(DAVNamespace.cardDAV, "address-data")?.text
                    == whole.responses[0].property(DAVNamespace.cardDAV, "address-data")?.text, "chunks of \(size)")
            #expect(split.syncToken == whole.syncToken)
        }
    }

    @Test func multiByteCharactersSplitAcrossChunksStayWhole() throws {
        let bytes = Array("<a>Zoë Ångström 日本</a>".utf8)
        var reader = XMLStreamReader()
        var builder = XMLTreeBuilder(maxTextBytes: 100)
        for byte in bytes { try reader.feed([byte], into: &builder) }
        try reader.finish(into: &builder)
        #expect(builder.root?.text == "Zoë Ångström 日本")
    }

    @Test(arguments: [
        (
            "a DTD", #"<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><a>&lol;</a>"#,
            "document type declaration"
        ),
        ("an external entity", #"<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>"#, "document type declaration"),
        ("an unknown entity", "<a>&nbsp;</a>", "only XML's five"),
        ("an undeclared prefix", "<x:a/>", "undeclared namespace prefix x"),
        ("mismatched tags", "<a><b></a></b>", "</a> where </b> was expected"),
        ("an unclosed element", "<a><b>", "ends inside <b>"),
        ("two roots", "<a/><b/>", "a second root element"),
        ("text outside the root", "<a/>junk", "text outside the root element"),
        ("no root", "  ", "no root element"),
        ("another encoding", #"<?xml version="1.0" encoding="ISO-8859-1"?><a/>"#, "only UTF-8"),
        ("a NUL reference", "<a>&#0;</a>", "no character"),
    ])
    func malformedOrDangerousDocumentsAreRefused(_ label: String, _ document: String, _ reason: String) {
        let error = #expect(throws: XMLReadError.self, "\(label)") {
            try XMLTreeParser.parse(Array(document.utf8))
        }
        #expect(error?.reason.contains(reason) == true, "\(label): \(error?.reason ?? "")")
    }

    @Test func nestingAndTagLengthAreBounded() {
        let deep = String(repeating: "<a>", count: 65) + String(repeating: "</a>", count: 65)
        #expect(throws: XMLReadError.self) { try XMLTreeParser.parse(Array(deep.utf8)) }
        let longTag = "<a " + String(repeating: "x", count: 70_000)
        var reader = XMLStreamReader()
        var builder = XMLTreeBuilder(maxTextBytes: 10)
        let error = #expect(throws: XMLReadError.self) { try reader.feed(Array(longTag.utf8), into: &builder) }
        #expect(error?.reason.contains("a tag longer than") == true)
    }

    @Test func textPastTheLimitIsDroppedAndTheNodeSaysSo() throws {
        let root = try XMLTreeParser.parse(
            Array("<a><b>\(String(repeating: "x", count: 50))</b><c>ok</c></a>".utf8), maxTextBytes: 20)
        let b = try #require(root.children.first)
        #expect(b.isTextCut && b.textByteCount == 50 && b.text.count == 20)
        #expect(root.children.last?.text == "ok" && root.children.last?.isTextCut == false)
    }
}
