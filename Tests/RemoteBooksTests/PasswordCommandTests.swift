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
        await #expect(throws: RemoteBookError.passwordCommandFailed(command: "echo 'no such entry' >&2; exit 3", status: 3, message: "no such entry")) {
            try await PasswordCommand.run("echo 'no such entry' >&2; exit 3")
        }
    }

    @Test func aCommandThatPrintsNothingIsRefused() async throws {
        await #expect(throws: RemoteBookError.passwordCommandEmpty(command: "true")) {
            try await PasswordCommand.run("true")
        }
    }

    @Test func aLargeOutputOnBothStreamsDoesNotStallTheCommand() async throws {
        let password = try await PasswordCommand.run("head -c 300000 /dev/zero | tr '\\0' x >&2; echo pw; head -c 300000 /dev/zero")
        #expect(password == "pw")
    }
}

/// The password command's bounds: a deadline, its process group killed at it, output kept to 64 KiB.
struct PasswordCommandBoundsTests {
    @Test func aCommandPastItsDeadlineIsStopped() async throws {
        let start = ContinuousClock.now
        await #expect(throws: RemoteBookError.self) {
            try await PasswordCommand.run("sleep 30; echo late", timeout: .milliseconds(500))
        }
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func aChildLeftHoldingTheOutputDoesNotHoldTheRun() async throws {
        let start = ContinuousClock.now
        #expect(try await PasswordCommand.run("echo pw; sleep 20 &", timeout: .seconds(10)) == "pw")
        #expect(ContinuousClock.now - start < .seconds(5))
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
