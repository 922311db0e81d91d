import ArgumentParser
import ContactsKit
import ContactsSync
import Foundation
import RemoteBooks
import Testing

@testable import contacts

/// The one table of exit statuses (docs/usage.md, "Exit status"), and the command line's words
/// after the library's messages: a flag or command the library does not name.
@Suite struct ExitStatusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let error: any Error & Sendable
        let status: Int32
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "a position out of range", error: ContactStoreError.positionOutOfRange(9, count: 2), status: 64),
        Case(
            label: "an ambiguous handle", error: ContactStoreError.ambiguousReference("a", candidates: []), status: 64),
        Case(label: "an unknown remote", error: ContactStoreError.noSuchRemote("x"), status: 64),
        Case(label: "an unknown source", error: ContactStoreError.noSuchSource("x"), status: 64),
        Case(
            label: "a source that is not removable",
            error: ContactStoreError.sourceNotRemovable("local", remote: false), status: 64),
        Case(
            label: "an unreadable input",
            error: ContactStoreError.unreadableInput(path: "a.vcf", reason: "no such file"), status: 66),
        Case(label: "a strict import", error: ContactStoreError.strictImportRejected(rejected: 2), status: 65),
        Case(
            label: "an unknown format", error: ContactStoreError.unrecognizedFormat(path: "a", reason: "b"), status: 65),
        Case(label: "an unknown CSV header", error: ContactStoreError.unknownCSVColumns(path: "a.csv"), status: 65),
        Case(label: "no access", error: ContactStoreError.accessDenied(client: "mutt", path: "/s"), status: 77),
        Case(label: "a busy store", error: ContactStoreError.storeBusy(path: "/s", holder: nil), status: 75),
        Case(label: "a damaged store", error: ContactStoreError.storeDamaged(path: "/s", detail: "d"), status: 1),
        Case(label: "nothing to undo", error: ContactStoreError.nothingToUndo, status: 1),
        Case(
            label: "a server unreachable", error: RemoteBookError.unavailable(url: "u", attempts: 3, reason: "r"),
            status: 75),
        Case(label: "a refused password", error: RemoteBookError.unauthorized(url: "u", status: 401), status: 77),
        Case(
            label: "a URL to change", error: RemoteBookError.severalAddressBooks(url: "u", candidates: []), status: 64),
        Case(
            label: "a server that is not WebDAV", error: RemoteBookError.malformedResponse(url: "u", reason: "r"),
            status: 69),
        Case(label: "a vdir's files", error: RemoteBookError.fileSystem(path: "p", reason: "r"), status: 74),
        Case(label: "an emptied remote", error: SyncError.everythingDeleted(remote: "phone", held: 3), status: 65),
        Case(label: "no password", error: SyncError.noPassword(remote: "phone"), status: 77),
        Case(label: "a command's own error", error: CommandError("x", status: .cantCreate), status: 73),
        Case(label: "a command's failure", error: CommandError("x"), status: 1),
        Case(label: "a usage mistake", error: ValidationError("x"), status: 64),
        Case(label: "anything else", error: CocoaError(.fileWriteOutOfSpace), status: 1),
    ]

    @Test(arguments: cases) func eachErrorHasItsStatus(_ item: Case) {
        #expect(ExitStatus.of(item.error).rawValue == item.status)
    }

    /// The text users read is the one from before the library stopped naming flags and commands.
    @Test func theCommandLineNamesTheFlagsTheLibraryDoesNot() {
        #expect(
            Diagnostics.message(ContactStoreError.strictImportRejected(rejected: 2))
                == "2 card(s) rejected with --strict: nothing was stored")
        #expect(
            Diagnostics.message(ContactStoreError.unknownCSVColumns(path: "a.csv"))
                == "a.csv: a CSV header naming no column contacts reads: "
                + "expected Google's or Outlook's headers, or --map COLUMN=field (fields: \(CSVField.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
        #expect(
            Diagnostics.message(ContactStoreError.noSuchRemote("x"))
                == "there is no remote named 'x' (contacts remote list)")
        #expect(
            Diagnostics.message(ContactStoreError.remoteExists("x"))
                == "there is already a remote named 'x' (contacts remote list)")
        #expect(
            Diagnostics.message(ContactStoreError.reservedSource("local"))
                == "the source name 'local' is reserved for the contacts you add and edit: choose another with --source"
        )
        #expect(
            Diagnostics.message(ContactStoreError.lastAuthorizedClient(client: "alice", path: "/s"))
                == "\"alice\" is the only client authorized to use the contacts in /s; without it nobody is, "
                + "until you allow a client on a terminal (add --force to do it anyway)")
        #expect(
            Diagnostics.message(SyncError.everythingDeleted(remote: "phone", held: 3))
                == "phone no longer has any of the 3 cards synced from it (an emptied book, or a wrong URL?): nothing was changed; "
                + "check the remote (contacts remote list), and run contacts sync --force phone to delete them here too"
        )
        #expect(
            Diagnostics.message(SyncError.noPassword(remote: "phone"))
                == "phone needs a password: give the remote a --password-command, or set $CONTACTS_PASSWORD")
    }

    /// The library's own messages name no flag and no command.
    @Test func libraryMessagesNameNoCommandLine() {
        let errors: [any LocalizedError] = [
            ContactStoreError.strictImportRejected(rejected: 2), ContactStoreError.unknownCSVColumns(path: "a.csv"),
            ContactStoreError.noSuchRemote("x"), ContactStoreError.remoteExists("x"),
            ContactStoreError.reservedSource("local"),
            ContactStoreError.lastAuthorizedClient(client: "alice", path: "/s"),
            ContactStoreError.noSuchSource("x"), ContactStoreError.sourceNotRemovable("phone", remote: true),
            SyncError.everythingDeleted(remote: "phone", held: 3), SyncError.noPassword(remote: "phone"),
        ]
        for error in errors {
            let text = error.errorDescription ?? ""
            #expect(
                !text.contains("--") && !text.contains("contacts remote") && !text.contains("contacts sync"), "\(text)")
        }
    }
}
