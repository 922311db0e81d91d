import Foundation
import Testing
import VCard
@testable import RemoteBooks
@testable import DAVTestSupport

/// How the client gets in: discovery one question at a time (a root that answers 500 to a
/// `sync-token` question), a bearer token through a checking proxy, TLS with verification on
/// against Radicale serving https with a test CA's certificate.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(10)))
struct CardDAVAccessTests {
    @Test func aRootThatAnswers500ToASyncTokenQuestionStillLeadsToTheBook() async throws {
        try await TestServer.with(.radicale) { server in
            let proxy = try HostileServer("proxy", "\(server.port)", environment: ["PROXY_BOOK": server.book.path])
            defer { proxy.stop() }
            let root = URL(string: "http://127.0.0.1:\(proxy.port)/")!
            let books = try await CardDAVDiscovery.addressBooks(at: root, configuration: server.configuration())
            #expect(books.map(\.url.path) == [server.book.path])
            #expect(books.first?.syncToken != nil)
            #expect(books.first?.vCardVersions == ["3.0"])
        }
    }

    @Test func aBearerTokenIsSentAndAWrongOneIsUnauthorized() async throws {
        try await TestServer.with(.radicale) { server in
            let proxy = try HostileServer("proxy", "\(server.port)", environment: ["PROXY_BEARER": "s3cr3t-token"])
            defer { proxy.stop() }
            let book = URL(string: "http://127.0.0.1:\(proxy.port)\(server.book.path)")!
            var configuration = server.configuration()
            configuration.authorization = .bearer(token: "s3cr3t-token")
            let opened = try await CardDAVBook.open(url: book, configuration: configuration)
            let write = try await opened.create(Cards.bytes(uid: "tok", name: "Tok En"), uid: "tok")
            #expect(try await opened.fetch([write.href]).cards.count == 1)
            configuration.authorization = .bearer(token: "wrong")
            await #expect(throws: RemoteBookError.unauthorized(url: book.absoluteString, status: 401)) {
                try await CardDAVBook.open(url: book, configuration: configuration)
            }
        }
    }

    @Test func anUntrustedCertificateIsAConnectionFailureAndThePrivateCAFileMakesItTrusted() async throws {
        try await TestServer.with(.radicale, tls: true) { server in
            #expect(server.book.scheme == "https")
            let error = await #expect(throws: RemoteBookError.self) {
                try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            }
            guard case .connectionFailed(let url, let reason) = error else {
                Issue.record("expected connectionFailed, got \(String(describing: error))")
                return
            }
            #expect(url == server.book.absoluteString)
            #expect(reason.contains("not trusted"), "\(reason)")
            var configuration = server.configuration()
            configuration.trustedCAFile = try #require(server.certificates?.caFile)
            let book = try await CardDAVBook.open(url: server.book, configuration: configuration)
            let write = try await book.create(Cards.bytes(uid: "tls", name: "Tee Ellis"), uid: "tls")
            #expect(try await book.fetch([write.href]).cards.map(\.card.formattedName) == ["Tee Ellis"])
        }
    }
}

/// Rules that need no server: where a home may lead, and what a multiget asks for.
struct CardDAVDiscoveryRuleTests {
    @Test(arguments: [
        ("https://contacts.icloud.com/123/principal/", "https://p42-contacts.icloud.com/123/carddavhome/", true),
        ("https://dav.example.com/", "https://dav.example.com:8443/home/", true),
        ("https://contacts.icloud.com/123/principal/", "http://p42-contacts.icloud.com/123/carddavhome/", false),
        ("https://contacts.icloud.com/", "https://evil.example.net/home/", false),
        ("http://127.0.0.1:5232/alice/", "http://127.0.0.1:5233/alice/", false),
        ("http://127.0.0.1:5232/alice/", "http://127.0.0.1:5232/alice/", true),
    ])
    func aHomeIsFollowedOnTheSameOriginOrTheSameServiceOverHTTPSOnly(
        _ principal: String, _ home: String, _ followed: Bool
    ) {
        let outcome = Result { () throws(RemoteBookError) in
            try CardDAVDiscovery.checkHome(URL(string: home)!, from: URL(string: principal)!)
        }
        #expect(((try? outcome.get()) != nil) == followed)
    }

    @Test func aMultigetAsksForVersion4WhenTheBookTakesIt() throws {
        let four = String(decoding: DAVRequestBody.multiget(hrefs: ["/b/a.vcf"], version: "4.0"), as: UTF8.self)
        #expect(four.contains(#"<C:address-data content-type="text/vcard" version="4.0"/>"#))
        let three = String(decoding: DAVRequestBody.multiget(hrefs: ["/b/a.vcf"]), as: UTF8.self)
        #expect(three.contains("<C:address-data/>"))
    }
}
