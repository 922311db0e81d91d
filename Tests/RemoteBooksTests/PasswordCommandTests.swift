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
