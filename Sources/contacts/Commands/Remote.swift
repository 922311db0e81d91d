import ArgumentParser
import ContactsKit
import RemoteBooks
import Foundation

extension ContactsCommand {
    struct Remote: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remote",
            abstract: "The CardDAV servers and vdir folders `contacts sync` keeps in step with the store.",
            discussion: """
                A remote is an address book on a CardDAV server (an http:// or https:// URL: the server's root, which is searched for the book, or the book's own URL) or a vdir folder (a path or file:// URL; khard and vdirsyncer use them). Its name is the source of its cards. Passwords are never stored: --password-command runs at each sync (pass show dav), else $CONTACTS_PASSWORD is used. The contacts you add here go to the first remote added (marked * in the list). docs/sync.md explains the setup for Nextcloud, iCloud, Fastmail, Radicale and khard.
                """,
            subcommands: [List.self, Add.self, RemoveRemote.self],
            defaultSubcommand: List.self
        )

        struct Add: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "add",
                abstract: "Add a remote: a CardDAV URL or a vdir folder.")

            @OptionGroup var storeOptions: StoreOptions

            @Argument(help: ArgumentHelp("Its name, which becomes the source name of its cards.", valueName: "name"))
            var name: String

            @Argument(help: ArgumentHelp("http:// or https:// for CardDAV; a folder or file:// URL for a vdir.", valueName: "url"))
            var url: String

            @Option(help: ArgumentHelp("The user name on the CardDAV server.", valueName: "user"))
            var user: String?

            @Option(help: ArgumentHelp("A command that prints the password, run at each sync (e.g. 'pass show dav').", valueName: "command"))
            var passwordCommand: String?

            @Flag(help: "Allow plain http:// to another machine (the password then crosses the network in clear).")
            var allowInsecure = false

            func validate() throws {
                if name.isEmpty || name.contains(where: { $0.isWhitespace || $0.isNewline }) {
                    throw ValidationError("a remote's name is one word, without spaces: '\(name)'")
                }
                if passwordCommand != nil, user == nil { throw ValidationError("--password-command needs --user") }
            }

            func run() async throws {
                let remote = try RemoteURL.remote(name: name, url: url, user: user, passwordCommand: passwordCommand, allowInsecure: allowInsecure)
                try storeOptions.open().addRemote(remote)
                StandardError.write("added \(name): \(remote.kind == .vdir ? "vdir" : "CardDAV") \(Terminal.sanitized(remote.url)); run contacts sync \(name)\n")
            }
        }

        struct List: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "list",
                abstract: "List the remotes: name, kind, URL, user; * marks the one that takes the contacts added here.")

            @OptionGroup var storeOptions: StoreOptions

            @Flag(help: "One JSON object per line: {\"name\", \"kind\", \"url\", \"user\", \"passwordCommand\", \"vcardVersion\", \"takesNewCards\"}.")
            var json = false

            func run() async throws {
                let remotes = try storeOptions.open(.readOnly).remotes()
                let output = StandardOutput()
                let width = min(24, remotes.map { Terminal.displayWidth(Terminal.sanitized($0.name)) }.max() ?? 0)
                for (index, remote) in remotes.enumerated() {
                    if json {
                        let fields = [
                            "\"name\":\(ContactJSON.string(remote.name))", "\"kind\":\"\(remote.kind.rawValue)\"", "\"url\":\(ContactJSON.string(URLUserInfo.split(remote.url).url))",
                            "\"user\":\(remote.user.map(ContactJSON.string) ?? "null")",
                            "\"passwordCommand\":\(remote.passwordCommand.map(ContactJSON.string) ?? "null")",
                            "\"vcardVersion\":\(remote.vcardVersion.map(ContactJSON.string) ?? "null")", "\"takesNewCards\":\(index == 0)",
                        ]
                        try output.write("{" + fields.joined(separator: ",") + "}\n")
                    } else {
                        let user = remote.user.map { "  user \(Terminal.sanitized($0))" } ?? ""
                        try output.write((index == 0 ? "* " : "  ") + Terminal.fit(Terminal.sanitized(remote.name), width: width)
                            + "  \(remote.kind == .vdir ? "vdir   " : "carddav")  \(Terminal.sanitized(URLUserInfo.split(remote.url).url))\(user)\n")
                    }
                }
                try output.flush()
            }
        }

        struct RemoveRemote: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "remove",
                abstract: "Remove a remote; its cards stay in the store, as a source of that name.")

            @OptionGroup var storeOptions: StoreOptions

            @Argument(help: ArgumentHelp("The remote's name.", valueName: "name"))
            var name: String

            func run() async throws {
                try storeOptions.open().removeRemote(named: name)
                StandardError.write("removed \(name); its cards stay in the store (contacts list --source \(name))\n")
            }
        }
    }
}

/// A remote's URL as `remote add` was given it.
enum RemoteURL {
    /// The remote: CardDAV for http(s), else a vdir folder (made when missing).
    static func remote(name: String, url: String, user: String?, passwordCommand: String?, allowInsecure: Bool) throws -> ContactsKit.Remote {
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let parsed = URL(string: url), parsed.host != nil else { throw ValidationError("not a URL: \(URLUserInfo.redacted(url))") }
            if parsed.user != nil || parsed.password != nil {
                // Stored, it would be in plain text in the store and in every message that names the remote.
                throw ValidationError("""
                    \(URLUserInfo.split(url).url): give the URL without a user name or password, the user with --user \
                    and the password through --password-command (run at each sync, never stored) or $CONTACTS_PASSWORD
                    """)
            }
            if !allowInsecure, CardDAVConfiguration.isPlainHTTPToAnotherMachine(parsed) {
                throw ValidationError("\(url) is plain http to another machine, so the password would cross the network in clear: use https, or add --allow-insecure")
            }
            return ContactsKit.Remote(name: name, kind: .carddav, url: parsed.absoluteString, user: user, passwordCommand: passwordCommand,
                                      allowInsecure: allowInsecure)
        }
        if lower.contains("://"), !lower.hasPrefix("file://") {
            throw ValidationError("\(url): a remote is an http:// or https:// URL, or a folder")
        }
        let path = lower.hasPrefix("file://") ? (URL(string: url)?.path ?? "") : url
        let folder = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError("\(folder.path): cannot be made a folder (\(error.localizedDescription))", exitCode: ExitCode(74))
        }
        return ContactsKit.Remote(name: name, kind: .vdir, url: folder.path)
    }
}
