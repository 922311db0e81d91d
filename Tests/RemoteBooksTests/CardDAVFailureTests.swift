import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// What goes wrong: a wrong password, a server that stops, an answer that is not XML, a resource
/// holding two cards, plain http to another machine.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(10)))
struct CardDAVFailureTests {
    @Test func aWrongPasswordIsUnauthorized() async throws {
        try await TestServer.with(.radicale) { server in
            var configuration = server.configuration()
            configuration.credentials = BasicCredentials(user: "alice", password: "wrong")
            await #expect(throws: RemoteBookError.unauthorized(url: server.book.absoluteString, status: 401)) {
                try await CardDAVBook.open(url: server.book, configuration: configuration)
            }
            // Also for a book already open, whose password changed on the server.
            let info = try #require(
                try await CardDAVDiscovery.addressBooks(at: server.book, configuration: server.configuration()).first)
            let book = try CardDAVBook(info: info, configuration: configuration)
            await #expect(throws: RemoteBookError.unauthorized(url: server.book.absoluteString, status: 401)) {
                try await book.list()
            }
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func aServerStoppedMidwayIsRetriedThenUnavailable(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let delays: [Duration] = [.milliseconds(30), .milliseconds(60)]
            let book = try await CardDAVBook.open(
                url: server.book, configuration: server.configuration(retries: RetrySchedule(delays: delays)))
            let write = try await book.create(Cards.bytes(uid: "kim", name: "Kim"), uid: "kim")
            await server.stop()
            let clock = ContinuousClock()
            let start = clock.now
            let error = await #expect(throws: RemoteBookError.self) {
                try await book.fetch([write.href])
            }
            let elapsed = clock.now - start
            guard case .unavailable(let url, let attempts, let reason) = error else {
                Issue.record("expected unavailable, got \(String(describing: error))")
                return
            }
            #expect(url == server.book.absoluteString)
            #expect(attempts == 3)
            #expect(reason == "connection refused")
            #expect(elapsed >= .milliseconds(90))
            #expect(elapsed < .seconds(10))
        }
    }

    @Test func aResourceWithTwoCardsIsReportedAndTheRestOfTheBatchIsRead() async throws {
        // Xandikos takes a resource holding two vCards; the fetch reports it and reads the others.
        try await TestServer.with(.xandikos) { server in
            let peer = DAVPeer(server: server)
            let two = Cards.card(uid: "one", name: "One") + Cards.card(uid: "two", name: "Two")
            #expect(try await peer.put("two.vcf", two).status == 201)
            #expect(try await peer.put("fine.vcf", Cards.card(uid: "fine", name: "Fine")).status == 201)
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let hrefs = try await book.list().map(\.href).sorted()
            let fetched = try await book.fetch(hrefs)
            #expect(fetched.cards.map(\.href) == [book.collectionPath + "fine.vcf"])
            #expect(
                fetched.problems == [
                    RemoteItemProblem(href: book.collectionPath + "two.vcf", kind: .notOneCard(count: 2))
                ])
            #expect(fetched.missing.isEmpty)
        }
    }

    @Test func anAnswerThatIsNotXMLIsAnErrorForAListingAndAProblemPerCardForAFetch() async throws {
        // The only fake endpoint: real servers never answer garbage.
        let garbage = try GarbageServer(body: "<multistatus><response>this is not <xml")
        defer { garbage.stop() }
        let info = CardDAVAddressBookInfo(
            url: garbage.url, displayName: nil, syncToken: nil, vCardVersions: [], supportsSyncCollection: true)
        let book = try CardDAVBook(info: info, configuration: CardDAVConfiguration(retrySchedule: .none))
        let error = await #expect(throws: RemoteBookError.self) {
            try await book.changes(since: nil, known: ["/book/a.vcf": ETag("\"1\"")])
        }
        guard case .malformedResponse(let url, let reason) = error else {
            Issue.record("expected malformedResponse, got \(String(describing: error))")
            return
        }
        #expect(url == garbage.url.absoluteString)
        #expect(reason.hasPrefix("not XML"))
        let fetched = try await book.fetch(["/book/a.vcf", "/book/b.vcf"])
        #expect(fetched.cards.isEmpty && fetched.missing.isEmpty)
        #expect(fetched.problems.map(\.href) == ["/book/a.vcf", "/book/b.vcf"])
        #expect(fetched.problems.allSatisfy { if case .malformedResponse = $0.kind { true } else { false } })
    }

    @Test func xmlThatIsNotAMultistatusIsMalformedToo() async throws {
        let garbage = try GarbageServer(body: #"<?xml version="1.0"?><html><body>Login</body></html>"#)
        defer { garbage.stop() }
        let info = CardDAVAddressBookInfo(
            url: garbage.url, displayName: nil, syncToken: nil, vCardVersions: [], supportsSyncCollection: true)
        let book = try CardDAVBook(info: info, configuration: CardDAVConfiguration(retrySchedule: .none))
        await #expect(
            throws: RemoteBookError.malformedResponse(
                url: garbage.url.absoluteString, reason: "a <html> document instead of a DAV multistatus")
        ) {
            try await book.list()
        }
    }
}

/// Security rules that need no server: plain http goes to loopback only, unless allowed.
struct CardDAVSecurityTests {
    @Test func plainHTTPToAnotherMachineIsRefusedBeforeAnyConnection() async throws {
        let url = URL(string: "http://dav.example.com/alice/")!
        await #expect(throws: RemoteBookError.insecureURL(url: url.absoluteString)) {
            try await CardDAVDiscovery.addressBooks(
                at: url, configuration: CardDAVConfiguration(credentials: TestServer.credentials))
        }
        let info = CardDAVAddressBookInfo(
            url: url, displayName: nil, syncToken: nil, vCardVersions: [], supportsSyncCollection: true)
        #expect(throws: RemoteBookError.insecureURL(url: url.absoluteString)) {
            try CardDAVBook(info: info, configuration: CardDAVConfiguration())
        }
        // Allowed on request (the command line's --allow-insecure).
        #expect(throws: Never.self) {
            try CardDAVBook(info: info, configuration: CardDAVConfiguration(allowInsecure: true))
        }
    }

    @Test(arguments: [
        ("localhost", true), ("127.0.0.1", true), ("127.1.2.3", true), ("[::1]", true), ("::1", true),
        ("LOCALHOST", true), ("128.0.0.1", false), ("127.example.com", false), ("10.0.0.1", false),
        ("example.com", false),
    ])
    func loopbackHostsAreThisMachineOnly(_ host: String, _ isLoopback: Bool) {
        #expect(LoopbackHost.contains(host) == isLoopback)
    }

    @Test func theRetryScheduleRetriesPassingFailuresOnly() {
        for status in [408, 429, 500, 502, 503, 504] { #expect(DAVClient.isPassingFailure(status: status)) }
        for status in [200, 207, 400, 401, 403, 404, 412, 501, 505] {
            #expect(!DAVClient.isPassingFailure(status: status))
        }
    }
}
