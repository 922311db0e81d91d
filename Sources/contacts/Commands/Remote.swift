import ArgumentParser
import ContactsKit
import ContactsSync
import RemoteBooks
import Foundation

extension ContactsCommand {
    struct Remote: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remote",
            abstract: "The CardDAV servers and vdir folders `contacts sync` keeps in step with the store.",
            discussion: """
                A remote is an address book on a CardDAV server (an http:// or https:// URL: the server's root, which is searched for the book, or the book's own URL) or a vdir folder (a path or file:// URL; khard and vdirsyncer use them). Its name is the source of its cards. Passwords are never stored: --password-command runs at each sync (pass show dav), else $CONTACTS_PASSWORD is used. Every contact belongs to one book: the remote holding its card, else the default book (marked * in the list; contacts remote default), which the first remote added becomes. docs/sync.md explains the setup for Nextcloud, iCloud, Fastmail, Radicale and khard.
                """,
            subcommands: [List.self, Add.self, Default.self, RemoveRemote.self],
            defaultSubcommand: List.self
        )

        struct Add: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "add",
                abstract: "Add a remote: a CardDAV URL or a vdir folder.",
                discussion: """
                    A CardDAV URL may be the server's root, a principal or the book itself: the books it leads to are found now (the password command runs once), and the chosen book's own URL is stored, so a sync never searches again. With several books, they are listed: choose one with --book.

                    The first remote becomes the default book (contacts remote default): the contacts of the store that are on no remote yet are sent to it at the first sync. On a terminal you are told how many and asked; otherwise give --yes to send them, or --no-upload to keep them on this machine only (their book becomes local).
                    """)

            @OptionGroup var storeOptions: StoreOptions

            @Argument(help: ArgumentHelp("Its name, which becomes the source name of its cards.", valueName: "name"))
            var name: String

            @Argument(
                help: ArgumentHelp(
                    "http:// or https:// for CardDAV; a folder or file:// URL for a vdir.", valueName: "url"))
            var url: String

            @Option(help: ArgumentHelp("The user name on the CardDAV server.", valueName: "user"))
            var user: String?

            @Option(
                help: ArgumentHelp(
                    "A command that prints the password, run at each sync (e.g. 'pass show dav').", valueName: "command"
                ))
            var passwordCommand: String?

            @Option(
                help: ArgumentHelp(
                    "A command that prints an OAuth bearer token (Google, Fastmail), run at each sync instead of a password; the token is never stored.",
                    valueName: "command"))
            var tokenCommand: String?

            @Option(
                help: ArgumentHelp(
                    "A PEM file of certificate authorities to trust besides the system's (a server with a private CA).",
                    valueName: "file"))
            var caFile: String?

            @Option(
                help: ArgumentHelp(
                    "The book to use when the URL leads to several: its name or its URL.", valueName: "book"))
            var book: String?

            @Flag(help: "Allow plain http:// to another machine (the password then crosses the network in clear).")
            var allowInsecure = false

            @Flag(help: "Send the store's contacts to this remote at the first sync without asking.")
            var yes = false

            @Flag(
                name: .customLong("no-upload"),
                help: "Keep the store's contacts on this machine: only the contacts added from now on go to the remote."
            )
            var noUpload = false

            func validate() throws {
                if name.isEmpty || name.contains(where: { $0.isWhitespace || $0.isNewline }) {
                    throw ValidationError("a remote's name is one word, without spaces: '\(name)'")
                }
                if passwordCommand != nil, user == nil { throw ValidationError("--password-command needs --user") }
                if yes, noUpload {
                    throw ValidationError("--yes sends the contacts, --no-upload keeps them here: give one")
                }
                if tokenCommand != nil, passwordCommand != nil || user != nil {
                    throw ValidationError(
                        "--token-command gives a bearer token instead of a user and password: give one or the other")
                }
            }

            func run() async throws {
                var remote = try RemoteURL.remote(
                    name: name, url: url, user: user, passwordCommand: passwordCommand, allowInsecure: allowInsecure)
                if remote.kind == .carddav {
                    remote.tokenCommand = tokenCommand
                    remote.caFile = try caFile.map { path in
                        let absolute = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
                            .path
                        guard FileManager.default.isReadableFile(atPath: absolute) else {
                            throw CommandError(
                                "--ca-file \(Terminal.sanitized(path)): cannot be read", status: .noInput)
                        }
                        return absolute
                    }
                } else if tokenCommand != nil || caFile != nil {
                    throw ValidationError("--token-command and --ca-file are for CardDAV remotes, not vdir folders")
                }
                let store = try storeOptions.open()
                let existing = try store.remotes()
                if existing.contains(where: { $0.name == name }) { throw ContactStoreError.remoteExists(name) }
                if remote.kind == .carddav {
                    do {
                        let books = try await RemoteBookOpener.addressBooks(remote, retrySchedule: .none)
                        remote.url = try BookChoice.pick(books, book: book, url: url).url.absoluteString
                    } catch let error as RemoteBookError where Self.isPassing(error) {
                        // Offline, a password manager locked, a password to change: the remote is
                        // added as given, and the first sync finds its book and keeps its URL.
                        Diagnostics.printWarning(
                            "\(Diagnostics.message(error)): the book is looked for at the first sync")
                    } catch let error as SyncError {
                        Diagnostics.printWarning(
                            "\(Diagnostics.message(error)): the book is looked for at the first sync")
                    } catch let error as CommandError {
                        throw error
                    } catch {
                        throw CommandError(Diagnostics.message(error), status: .of(error))
                    }
                }
                let waiting = existing.isEmpty ? try store.contactsWithoutRemote() : 0
                var keepLocal = noUpload
                if waiting > 0, !yes, !noUpload {
                    let question =
                        "the first sync will send \(waiting) contact\(waiting == 1 ? "" : "s") of this store to \(name)"
                    guard Terminal.inputIsTerminal else {
                        throw CommandError(
                            "\(question): add --yes to send them, or --no-upload to keep them on this machine",
                            status: .usage)
                    }
                    keepLocal = !Confirmation.ask(
                        question.prefix(1).uppercased() + question.dropFirst() + ". Send them?")
                }
                if keepLocal { try store.keepContactsLocal() }
                try store.addRemote(remote)
                var line =
                    "added \(name): \(remote.kind == .vdir ? "vdir" : "CardDAV") \(Terminal.sanitized(remote.url))"
                if existing.isEmpty { line += "; it is the default book" }
                if waiting > 0 {
                    line +=
                        keepLocal
                        ? "; \(waiting) contacts stay on this machine" : "; the first sync sends \(waiting) contacts"
                }
                StandardError.write(line + "; run contacts sync \(name)\n")
            }

            /// Failures of the moment, or of the credentials, that do not make the URL wrong.
            static func isPassing(_ error: RemoteBookError) -> Bool {
                switch error {
                case .unavailable, .unauthorized, .passwordCommandFailed, .passwordCommandEmpty: return true
                default: return false
                }
            }
        }

        struct List: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "list",
                abstract: "List the remotes: name, kind, URL, user; * marks the default book, where new contacts go.")

            @OptionGroup var storeOptions: StoreOptions

            @Flag(
                help:
                    "One JSON object per line: {\"name\", \"kind\", \"url\", \"user\", \"passwordCommand\", \"tokenCommand\", \"caFile\", \"vcardVersion\", \"default\", \"takesNewCards\"}."
            )
            var json = false

            func run() async throws {
                let remotes = try storeOptions.open(.readOnly).remotes()
                let output = StandardOutput()
                let width = min(24, remotes.map { Terminal.displayWidth(Terminal.sanitized($0.name)) }.max() ?? 0)
                for remote in remotes {
                    if json {
                        try output.write(
                            JSONObject([
                                "name": .string(remote.name), "kind": .string(remote.kind.rawValue),
                                "url": .string(URLUserInfo.split(remote.url).url),
                                "user": .string(remote.user), "passwordCommand": .string(remote.passwordCommand),
                                "tokenCommand": .string(remote.tokenCommand), "caFile": .string(remote.caFile),
                                "vcardVersion": .string(remote.vcardVersion), "default": .bool(remote.isDefault),
                                "takesNewCards": .bool(remote.isDefault),
                            ]).line)
                    } else {
                        let user = remote.user.map { "  user \(Terminal.sanitized($0))" } ?? ""
                        try output.write(
                            (remote.isDefault ? "* " : "  ")
                                + Terminal.fit(Terminal.sanitized(remote.name), width: width)
                                + "  \(remote.kind == .vdir ? "vdir   " : "carddav")  \(Terminal.sanitized(URLUserInfo.split(remote.url).url))\(user)\n"
                        )
                    }
                }
                if !json, !remotes.isEmpty, !remotes.contains(where: \.isDefault) {
                    try output.write(
                        "* " + Terminal.fit("local", width: width) + "  (new contacts stay on this machine)\n")
                }
                try output.flush()
            }
        }

        struct Default: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "default",
                abstract: "Show or choose the default book: the remote (or local) that new contacts go to.",
                discussion: """
                    contacts add, add-email, import and browse put new contacts in the default book unless told otherwise (--to BOOK). A contact on no remote follows the default book: choosing a remote sends those contacts there at its next sync. local keeps new contacts on this machine only.
                    """)

            @OptionGroup var storeOptions: StoreOptions

            @Argument(
                help: ArgumentHelp(
                    "A remote's name, or local; without it, the default book is printed.", valueName: "book"))
            var book: String?

            func run() async throws {
                guard let book else {
                    try StandardOutput.writeLine(Terminal.sanitized(try storeOptions.open(.readOnly).defaultBook()))
                    return
                }
                let store = try storeOptions.open()
                try store.setDefaultBook(book)
                StandardError.write("new contacts go to \(Terminal.sanitized(book))\n")
            }
        }

        struct RemoveRemote: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "remove",
                abstract: "Remove a remote, keeping its contacts on this machine or moving them to the trash.",
                discussion: """
                    Nothing is deleted on the server. By default (--keep-local) the remote's cards stay in the store, as a source of that name, and their contacts become local ones. With --trash, the contacts whose every card is the remote's go to the trash (contacts undo brings them back), and its cards leave the other contacts. On a terminal you are asked which; contacts undo takes the removal back. When it was the default book, the next remote (or local) becomes the default, and you are told which.
                    """)

            @OptionGroup var storeOptions: StoreOptions

            @Argument(help: ArgumentHelp("The remote's name.", valueName: "name"))
            var name: String

            @Flag(help: "Keep its contacts on this machine (the default without a terminal).")
            var keepLocal = false

            @Flag(help: "Move the contacts that are only on this remote to the trash.")
            var trash = false

            func validate() throws {
                if keepLocal, trash { throw ValidationError("--keep-local and --trash are two answers: give one") }
            }

            func run() async throws {
                let store = try storeOptions.open()
                var cards: ContactStore.RemovedCards = trash ? .trash : .keepLocal
                if !keepLocal, !trash, Terminal.inputIsTerminal {
                    _ = try store.remote(named: name)
                    cards =
                        Confirmation.ask(
                            "Move the contacts that are only on \(name) to the trash (no: keep them on this machine)?")
                        ? .trash : .keepLocal
                }
                let removal = try store.removeRemote(named: name, cards: cards)
                var line = "removed \(name): "
                switch cards {
                case .keepLocal:
                    line +=
                        "its \(removal.contacts) contact\(removal.contacts == 1 ? "" : "s") stay on this machine (contacts list --source \(name))"
                case .trash:
                    line +=
                        "\(removal.trashed) contact\(removal.trashed == 1 ? "" : "s") moved to the trash, its cards left \(removal.contacts - removal.trashed) other\(removal.contacts - removal.trashed == 1 ? "" : "s")"
                }
                StandardError.write(line + "; the default book is \(Terminal.sanitized(removal.defaultBook))\n")
            }
        }
    }
}

/// The address book `remote add` keeps, of those its URL leads to.
enum BookChoice {
    /// The only book, or the one `book` names (its display name, last path segment or URL).
    static func pick(_ books: [CardDAVAddressBookInfo], book: String?, url: String) throws -> CardDAVAddressBookInfo {
        if let book {
            let wanted = book.lowercased()
            let matches = books.filter { info in
                info.displayName?.lowercased() == wanted || info.url.lastPathComponent.lowercased() == wanted
                    || ContactStore.sameBookURL(info.url.absoluteString, book)
            }
            guard let chosen = matches.first else {
                throw CommandError("\(url) has no book named '\(book)': \(listed(books))", status: .usage)
            }
            return chosen
        }
        guard books.count > 1 else {
            guard let only = books.first else { throw CommandError("\(url) leads to no address book", status: .usage) }
            return only
        }
        throw CommandError(
            "\(url) leads to \(books.count) address books: \(listed(books)); choose one with --book NAME",
            status: .usage)
    }

    private static func listed(_ books: [CardDAVAddressBookInfo]) -> String {
        books.map { info in
            let name = info.displayName.map { Terminal.sanitized($0) } ?? info.url.lastPathComponent
            return "\(name) (\(Terminal.sanitized(info.url.absoluteString)))"
        }.joined(separator: ", ")
    }
}

/// A remote's URL as `remote add` was given it.
enum RemoteURL {
    /// The remote: CardDAV for http(s), else a vdir folder (made when missing).
    static func remote(
        name: String, url: String, user: String?, passwordCommand: String?, allowInsecure: Bool
    ) throws -> ContactsKit.Remote {
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let parsed = URL(string: url), parsed.host != nil else {
                throw ValidationError("not a URL: \(URLUserInfo.redacted(url))")
            }
            if parsed.user != nil || parsed.password != nil {
                // Stored, it would be in plain text in the store and in every message that names the remote.
                throw ValidationError(
                    """
                    \(URLUserInfo.split(url).url): give the URL without a user name or password, the user with --user \
                    and the password through --password-command (run at each sync, never stored) or $CONTACTS_PASSWORD
                    """)
            }
            if !allowInsecure, CardDAVConfiguration.isPlainHTTPToAnotherMachine(parsed) {
                throw ValidationError(
                    "\(url) is plain http to another machine, so the password would cross the network in clear: use https, or add --allow-insecure"
                )
            }
            return ContactsKit.Remote(
                name: name, kind: .carddav, url: parsed.absoluteString, user: user, passwordCommand: passwordCommand,
                allowInsecure: allowInsecure)
        }
        // `vdir:/path`, `carddav://…`: a scheme this is not, never a folder named after it.
        if let colon = lower.firstIndex(of: ":"), lower.first?.isLetter == true,
            lower[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
            !lower.hasPrefix("file:")
        {
            throw ValidationError(
                "\(url): a remote is an http:// or https:// URL, or a folder (a path or file:// URL; ./\(url) for a folder so named)"
            )
        }
        let path = lower.hasPrefix("file:") ? (URL(string: url)?.path ?? "") : url
        // An empty argument (an unset variable in a script) would make the working directory the book.
        guard !path.allSatisfy(\.isWhitespace) else {
            throw ValidationError(
                "\(url.isEmpty ? "the URL is empty" : url + ": names no folder"): a remote is an http:// or https:// URL, or a folder (a path or file:// URL)"
            )
        }
        let folder = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError(
                "\(folder.path): cannot be made a folder (\(error.localizedDescription))", status: .ioError)
        }
        return ContactsKit.Remote(name: name, kind: .vdir, url: folder.path)
    }
}
