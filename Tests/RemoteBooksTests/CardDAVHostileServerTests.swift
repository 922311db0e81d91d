import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// What a server that misbehaves cannot do to the client (issue 43): hold a request past its
/// deadline or make it spin, fill memory with an endless answer, make one oversized card or one
/// href leading outside the book spoil the rest, take the credentials to another origin, loop
/// its redirects, or pass a cut answer for a refusal.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct CardDAVHostileServerTests {
    private func book(
        _ server: HostileServer, _ change: (inout CardDAVConfiguration) -> Void = { _ in }
    ) throws -> CardDAVBook {
        var configuration = CardDAVConfiguration(credentials: TestServer.credentials, retrySchedule: .none)
        change(&configuration)
        let info = CardDAVAddressBookInfo(
            url: server.book, displayName: nil, syncToken: nil, vCardVersions: [], supportsSyncCollection: false)
        return try CardDAVBook(info: info, configuration: configuration)
    }

    /// The process's CPU time (user and system), to tell a wait from a spin.
    private func cpuTime() -> Duration {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let micros =
            (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
            + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return .microseconds(micros)
    }

    @Test func aTricklingServerIsGivenUpAtTheDeadlineWithoutSpinning() async throws {
        let server = try HostileServer("trickle")
        defer { server.stop() }
        let book = try book(server) {
            $0.requestTimeout = .seconds(3)
            $0.retrySchedule = RetrySchedule(delays: [.milliseconds(10)])
        }
        let clock = ContinuousClock()
        let start = clock.now, cpuStart = cpuTime()
        let error = await #expect(throws: RemoteBookError.self) { try await book.list() }
        let elapsed = clock.now - start, cpu = cpuTime() - cpuStart
        #expect(
            error == .unavailable(url: server.book.absoluteString, attempts: 2, reason: "no complete answer within 3 s")
        )
        // Two attempts of 3 s; the margin is for a loaded machine (the server trickles for a day).
        #expect(elapsed >= .seconds(6) && elapsed < .seconds(30), "two attempts of 3 s: \(elapsed)")
        // The process's CPU time counts the suites running beside this one too: alone, the wait
        // costs under 0.3 s; a client spinning at 80% of a core (the old one) passes 0.6 on its own.
        #expect(cpu < elapsed * 0.6, "the wait spun: \(cpu) of CPU in \(elapsed)")
    }

    @Test func anEndlessAnswerIsStoppedAtTheCapNamingTheURL() async throws {
        let server = try HostileServer("endless")
        defer { server.stop() }
        let book = try book(server) {
            $0.maximumAnswerBytes = 2 << 20
            $0.requestTimeout = .seconds(120)  // a debug build on a loaded machine reads slowly
        }
        await #expect(
            throws: RemoteBookError.malformedResponse(
                url: server.book.absoluteString,
                reason: "the answer is longer than 2097152 bytes, the most read from one request"
            )
        ) {
            try await book.list()
        }
    }

    @Test func aCardLargerThanTheCapIsRefusedByNameAndTheRestOfItsBatchIsRead() async throws {
        let server = try HostileServer("bigcard", "3")
        defer { server.stop() }
        let book = try book(server) { $0.maximumCardBytes = 1 << 20 }
        let fetched = try await book.fetch(["/book/a.vcf", "/book/b.vcf", "/book/c.vcf"])
        #expect(fetched.cards.map(\.href) == ["/book/a.vcf", "/book/c.vcf"])
        let problem = try #require(fetched.problems.first)
        #expect(fetched.problems.count == 1 && problem.href == "/book/b.vcf")
        guard case .tooLarge(let bytes, let limit) = problem.kind else {
            Issue.record("expected tooLarge, got \(problem)")
            return
        }
        #expect(bytes > 3 << 20 && limit == 1 << 20)
    }

    @Test func hrefsLeadingOutsideTheBookAreSkippedAndReportedAndTheRestIsRead() async throws {
        let server = try HostileServer("badhrefs")
        defer { server.stop() }
        let book = try book(server)
        let changes = try await book.changes(since: nil, known: [:])
        let fetched = try await book.fetch(changes.changed.map(\.href))
        #expect(fetched.cards.map(\.href) == ["/book/good.vcf"])
        #expect(fetched.problems.count == 2)
        #expect(fetched.problems.allSatisfy { $0.kind == .notInBook })
        // Only the good card was asked for.
        #expect(server.requests.filter { $0.hasPrefix("REPORT") }.count == 1)
    }

    @Test func aCutAnswerIsRetriedThenUnavailable() async throws {
        let server = try HostileServer("cut")
        defer { server.stop() }
        let book = try book(server) {
            $0.retrySchedule = RetrySchedule(delays: [.milliseconds(10), .milliseconds(10)])
        }
        let error = await #expect(throws: RemoteBookError.self) { try await book.list() }
        guard case .unavailable(let url, let attempts, let reason) = error else {
            Issue.record("expected unavailable, got \(String(describing: error))")
            return
        }
        #expect(url == server.book.absoluteString && attempts == 3)
        #expect(reason.hasPrefix("the answer was cut"), "\(reason)")
    }

    @Test func aRedirectToAnotherPortIsRefusedAndNothingIsSentThere() async throws {
        let target = try HostileServer("badhrefs")
        defer { target.stop() }
        let server = try HostileServer("redirect", "\(target.port)")
        defer { server.stop() }
        let book = try book(server)
        await #expect(
            throws: RemoteBookError.redirectRefused(
                from: server.book.absoluteString, to: target.book.absoluteString
            )
        ) {
            try await book.list()
        }
        #expect(target.requests.isEmpty)
    }

    @Test func aRedirectLoopIsReportedAsALoop() async throws {
        let server = try HostileServer("loop")
        defer { server.stop() }
        let book = try book(server)
        let error = await #expect(throws: RemoteBookError.self) { try await book.list() }
        guard case .connectionFailed(let url, let reason) = error else {
            Issue.record("expected connectionFailed, got \(String(describing: error))")
            return
        }
        #expect(url == server.book.absoluteString)
        #expect(reason.contains("redirects in a loop"), "\(reason)")
    }

    @Test func credentialsGoWithEveryRequestAsConfigured() async throws {
        let server = try HostileServer("badhrefs")
        defer { server.stop() }
        _ = try await book(server).list()
        _ = try await book(server) { $0.authorization = .bearer(token: "t0k3n") }.list()
        let basic = "Basic " + Data("alice:secret".utf8).base64EncodedString()
        #expect(server.requests == ["PROPFIND /book/ \(basic)", "PROPFIND /book/ Bearer t0k3n"])
    }
}
