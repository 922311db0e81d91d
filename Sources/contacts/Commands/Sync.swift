import ArgumentParser
import ContactsKit
import ContactsSync
import Foundation
import RemoteBooks

extension ContactsCommand {
    struct Sync: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "sync",
            abstract: "Bring in what changed on the remotes, and send what changed here.",
            discussion: """
                Each remote (contacts remote add) is synced in turn, or only those named. New and changed cards come in and are linked like imported ones; a card changed on both sides is merged field by field, and where the same field changed on both, your value is kept (a conflict, counted and reported). A card deleted there goes to the trash (contacts undo brings it back) unless you edited it here, in which case it is sent again. Then each contact whose home is the remote (the remote holding its card, else the default book: contacts remote default) is sent as you see it — every field of its linked cards, imported ones included, and its photo — and your edits and deletions are sent, each only if the card there is still as last seen; a card changed there meanwhile is fetched, merged and sent again. Another remote holding a card of the same person gets only the edits to the fields that card carries.

                One line per remote: `phone: 3 in, 1 out, 0 conflicts, 2 deleted`. A remote that suddenly lists none of the cards synced from it (an emptied book, a wrong URL) is not applied without --force. A card the server refuses to store is named with the server's answer (`, 1 refused`, exit 65) and sent again next time. A sync that stops (a network error after retries: exit 75; a refused password: exit 77) keeps what it finished, and the next sync completes it. --dry-run runs the whole sync on a copy of the store without writing to the server, so its counts are the sync's. docs/sync.md explains it all.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("The remotes to sync; all of them when none is named.", valueName: "name"))
        var names: [String] = []

        @Flag(help: "Say what would be done; write nothing, here or there.")
        var dryRun = false

        @Flag(help: "Apply a remote even when it lists none of the cards synced from it (they are then deleted here).")
        var force = false

        @Flag(
            help:
                "One JSON object per remote: {\"remote\", \"in\", \"out\", \"conflicts\", \"deleted\", \"deletedHere\", \"deletedThere\", \"kept\", \"problems\", \"refused\", \"dryRun\"}."
        )
        var json = false

        func run() async throws {
            // A dry run opens the store for reading: it writes nothing to it.
            let store = try dryRun ? storeOptions.openExisting() : storeOptions.open()
            let remotes = try store.remotes()
            guard !remotes.isEmpty else {
                throw CommandError("there is no remote yet: add one with contacts remote add NAME URL", status: .usage)
            }
            for name in names where !remotes.contains(where: { $0.name == name }) {
                throw ContactStoreError.noSuchRemote(name)
            }
            let chosen = names.isEmpty ? remotes : remotes.filter { names.contains($0.name) }
            let output = StandardOutput()
            let progress = ProgressLine()
            var failure: ExitStatus?
            for remote in chosen {
                do {
                    let book = try await Self.open(remote)
                    // A remote added while its server could not be reached: its book, once found, is kept.
                    if !dryRun, remote.kind == .carddav, book.location != URLUserInfo.split(remote.url).url {
                        try store.setRemoteURL(book.location, of: remote.name)
                    }
                    let options = SyncOptions(dryRun: dryRun, force: force)
                    let report = try await SyncEngine.sync(
                        store: store, remote: remote.name, book: book, options: options
                    ) { progress.show($0) }
                    progress.clear()
                    for problem in report.problems { Diagnostics.printWarning("\(remote.name): \(problem)") }
                    try output.write(json ? SyncLine.json(report) : SyncLine.text(report))
                    try output.flush()
                    // Cards the server would not store: the sync finished, but not everything is there.
                    if report.counts.refused > 0, !dryRun { failure = failure ?? .dataError }
                } catch {
                    progress.clear()
                    Diagnostics.printError(
                        "\(Terminal.sanitized(remote.name)): \(Terminal.sanitized(Diagnostics.message(error)))")
                    let status = ExitStatus.of(error)
                    failure = failure ?? status
                    // A script reading the lines learns of every remote, the failed ones too.
                    if json {
                        try output.write(
                            SyncLine.json(failed: remote.name, message: Diagnostics.message(error), status: status))
                        try output.flush()
                    }
                }
            }
            if let failure { throw failure.exitCode }
        }

        /// Opens `remote`'s book. A URL stored with a user name and password by an older version
        /// (`remote add` now refuses them) is opened without them, so that no message shows them;
        /// they are still used as the credentials when the remote has no --user of its own, and a
        /// warning says how to move them out of the store.
        static func open(_ remote: ContactsKit.Remote) async throws -> any RemoteAddressBook {
            let (url, user, password) = URLUserInfo.split(remote.url)
            guard remote.kind == .carddav, user != nil || password != nil else {
                return try await RemoteBookOpener.open(remote)
            }
            Diagnostics.printWarning(
                """
                \(Terminal.sanitized(remote.name)): its URL holds a user name and password, stored in plain text: \
                run contacts remote remove \(Terminal.sanitized(remote.name)), then contacts remote add \(Terminal.sanitized(remote.name)) \
                \(Terminal.sanitized(url)) --user NAME --password-command COMMAND
                """)
            var stripped = remote
            stripped.url = url
            var environment = ProcessInfo.processInfo.environment
            if remote.user == nil, let user, !user.isEmpty {
                stripped.user = user
                stripped.passwordCommand = nil
                environment["CONTACTS_PASSWORD"] = password ?? ""
            }
            return try await RemoteBookOpener.open(stripped, environment: environment)
        }
    }
}

/// The line `contacts sync` prints per remote.
enum SyncLine {
    static func text(_ report: SyncReport) -> String {
        let c = report.counts
        var line =
            "\(Terminal.sanitized(report.remote)): \(c.received) in, \(c.sent) out, \(c.conflicts) conflict\(c.conflicts == 1 ? "" : "s"), \(c.deleted) deleted"
        if c.kept > 0 { line += ", \(c.kept) kept" }
        if c.problems > 0 { line += ", \(c.problems) not readable" }
        if c.refused > 0 { line += ", \(c.refused) refused" }
        return line + (report.dryRun ? " (dry run: nothing written)" : "") + "\n"
    }

    static func json(_ report: SyncReport) -> String {
        let c = report.counts
        return JSONObject([
            "remote": .string(report.remote), "in": .int(c.received), "out": .int(c.sent),
            "conflicts": .int(c.conflicts),
            "deleted": .int(c.deleted), "deletedHere": .int(c.deletedHere), "deletedThere": .int(c.deletedThere),
            "kept": .int(c.kept),
            "problems": .int(c.problems), "refused": .int(c.refused), "dryRun": .bool(report.dryRun),
        ]).line
    }

    /// The line of a remote whose sync failed: its error and the exit status it gives.
    static func json(failed remote: String, message: String, status: ExitStatus) -> String {
        JSONObject(["remote": .string(remote), "error": .string(message), "status": .int(Int(status.rawValue))]).line
    }
}
