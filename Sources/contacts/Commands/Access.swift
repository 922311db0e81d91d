import ArgumentParser
import ContactsKit
import Foundation

extension ContactsCommand {
    struct Access: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "access",
            abstract: "Which programs may read and change your contacts.",
            discussion: """
                Every program using the store names itself: --client NAME, else $CONTACTS_CLIENT, else contacts. The client that created the store is authorized; any other starts notDetermined and is asked once, on the terminal, when it first uses the store ("Allow "mutt" to read and change your contacts in PATH? [y/N]"). Without a terminal it gets exit status 77 and the command that grants it. A denied client is never asked again until you reset it.

                Only an authorized client may list or change access. docs/access.md explains the model and how to set up mutt and aerc.
                """,
            subcommands: [List.self, Status.self, Grant.self, Deny.self, Reset.self],
            defaultSubcommand: List.self
        )

        struct List: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "list",
                abstract: "List the clients with their status, and warn when the store file is readable by others.")

            @OptionGroup var storeOptions: StoreOptions

            @Flag(help: "One JSON object per line, with the keys client and status.")
            var json = false

            func run() async throws {
                let store = try storeOptions.open(.readOnly)
                let output = StandardOutput()
                for entry in try store.clientAccess() {
                    try output.write(
                        json
                            ? JSONObject(["client": .string(entry.client), "status": .string(entry.status.rawValue)])
                                .line
                            : Terminal.fit(Terminal.sanitized(entry.client), width: 24) + " " + entry.status.rawValue
                                + "\n")
                }
                try output.flush()
                if let problem = StoreFilePermissions.problem(at: store.path) { Diagnostics.printWarning(problem) }
            }
        }

        struct Status: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "status",
                abstract: "Print one client's status: notDetermined, authorized or denied. Any client may ask.")

            @OptionGroup var storeOptions: StoreOptions

            @Argument(help: ArgumentHelp("The client (default: the calling client).", valueName: "client"))
            var name: String?

            func validate() throws { try Access.validate(name) }

            func run() async throws {
                let store = try storeOptions.open(.readOnly)
                try StandardOutput.writeLine(
                    try store.authorizationStatus(for: name.map(ClientName.normalized) ?? store.client).rawValue)
            }
        }

        struct Grant: AsyncParsableCommand {
            static let configuration = CommandConfiguration(commandName: "grant", abstract: "Authorize a client.")
            @OptionGroup var storeOptions: StoreOptions
            @Argument(help: ArgumentHelp("The client to authorize.", valueName: "client")) var name: String
            func validate() throws { try Access.validate(name) }
            func run() async throws { try Access.set(.authorized, name, storeOptions) }
        }

        struct Deny: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "deny", abstract: "Deny a client: it is refused, and never asked again until reset.",
                discussion: Access.lastClientDiscussion)
            @OptionGroup var storeOptions: StoreOptions
            @Argument(help: ArgumentHelp("The client to deny.", valueName: "client")) var name: String
            @Flag(help: "Deny the only authorized client too, leaving nobody authorized.") var force = false
            func validate() throws { try Access.validate(name) }
            func run() async throws { try Access.set(.denied, name, storeOptions, force: force) }
        }

        struct Reset: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "reset", abstract: "Forget a client's status: it is asked again on its next use.",
                discussion: Access.lastClientDiscussion)
            @OptionGroup var storeOptions: StoreOptions
            @Argument(help: ArgumentHelp("The client to reset.", valueName: "client")) var name: String
            @Flag(help: "Reset the only authorized client too, leaving nobody authorized.") var force = false
            func validate() throws { try Access.validate(name) }
            func run() async throws { try Access.set(.notDetermined, name, storeOptions, force: force) }
        }

        static let lastClientDiscussion = """
            The only authorized client cannot be denied or reset without --force: nobody would be left to allow other clients, and the store could then be used only by a client you allow when it asks on a terminal.
            """

        /// Refuses a client name that cannot be one (exit 64), as `--client` is refused.
        static func validate(_ name: String?) throws {
            if let name, let problem = ClientName.problem(name) { throw ValidationError(problem) }
        }

        /// Changes a client's status as the calling client, and says what changed; warns when that
        /// leaves nobody authorized (only with `force`).
        static func set(
            _ status: AuthorizationStatus, _ name: String, _ options: StoreOptions, force: Bool = false
        ) throws {
            let name = ClientName.normalized(name)
            let store = try options.open()
            let wasLast = try status != .authorized && store.isLastAuthorizedClient(name)
            try store.setAuthorizationStatus(status, for: name, force: force)
            try StandardOutput.writeLine("\(Terminal.sanitized(name)): \(status.rawValue)")
            if wasLast {
                Diagnostics.printWarning(
                    "no client is authorized to use \(Terminal.sanitized(store.path)) now; "
                        + "a client can be allowed only when it asks on a terminal (`contacts access --client NAME` there, then answer y)"
                )
            }
        }
    }
}

/// Whether the store's file (and its folder) are private to their owner.
enum StoreFilePermissions {
    /// A warning when the store file is readable or writable by its group or others; nil when private.
    static func problem(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let open = info.st_mode & 0o077
        guard open != 0 else { return nil }
        let mode = String(info.st_mode & 0o777, radix: 8)
        return
            "\(Terminal.sanitized(path)) is readable by others (mode \(mode)); make it private: chmod 600 \(Diagnostics.shellQuoted(path))"
    }
}
