import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// The password command: run through /bin/sh, first line of its output, failures named.
struct PasswordCommandTests {
    @Test func theFirstLineIsThePassword() async throws {
        #expect(try await PasswordCommand.run("printf 'hunter2\\nsecond line\\n'") == "hunter2")
        #expect(try await PasswordCommand.run("printf 'with crlf\\r\\n'") == "with crlf")
        #expect(try await PasswordCommand.run("printf 'no newline'") == "no newline")
        #expect(try await PasswordCommand.run("echo '  spaces kept  '") == "  spaces kept  ")
    }

    @Test func aFailingCommandSaysItsStatusAndFirstErrorLine() async throws {
        await #expect(
            throws: RemoteBookError.passwordCommandFailed(
                command: "echo 'no such entry' >&2; exit 3", status: 3, message: "no such entry")
        ) {
            try await PasswordCommand.run("echo 'no such entry' >&2; exit 3")
        }
    }

    @Test func aCommandThatPrintsNothingIsRefused() async throws {
        await #expect(throws: RemoteBookError.passwordCommandEmpty(command: "true")) {
            try await PasswordCommand.run("true")
        }
    }

    @Test func aLargeOutputOnBothStreamsDoesNotStallTheCommand() async throws {
        let password = try await PasswordCommand.run(
            "head -c 300000 /dev/zero | tr '\\0' x >&2; echo pw; head -c 300000 /dev/zero")
        #expect(password == "pw")
    }
}

/// The password command's bounds: a deadline, its process group killed at it, output kept to 64 KiB.
/// The timed ones run ``BoundedProcess`` on the test's thread: an async test waits for a thread of
/// the concurrency pool, which the synchronous suites beside it hold for minutes on two cores.
struct PasswordCommandBoundsTests {
    @Test func aCommandPastItsDeadlineIsStopped() throws {
        let start = ContinuousClock.now
        #expect(throws: BoundedProcess.Failure.timedOut(.milliseconds(500))) {
            try BoundedProcess.runBlocking(
                "/bin/sh", ["-c", "sleep 60; echo late"], limits: .init(time: .milliseconds(500)))
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func aChildLeftHoldingTheOutputDoesNotHoldTheRun() throws {
        let start = ContinuousClock.now
        let output = try BoundedProcess.runBlocking(
            "/bin/sh", ["-c", "echo pw; sleep 60 &"], limits: .init(time: .seconds(90)))
        #expect(String(decoding: output.stdout, as: UTF8.self) == "pw\n")
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func aHugeStandardErrorIsQuotedCut() async throws {
        do {
            _ = try await PasswordCommand.run("head -c 5000000 /dev/zero | tr '\\0' e >&2; exit 2")
            Issue.record("a failing command must throw")
        } catch RemoteBookError.passwordCommandFailed(_, let status, let message) {
            #expect(status == 2)
            #expect(message.count < 1_100)
        }
    }
}
