import ArgumentParser
import ContactsKit

extension ContactsCommand {
    struct Config: AsyncParsableCommand {
        static var configuration: CommandConfiguration { written.duringParse }
        private static let written = CommandConfiguration(
            commandName: "config",
            abstract: "Print the effective settings and where each comes from.",
            discussion: """
                The settings are read from the configuration file, $CONTACTS_CONFIG, else $XDG_CONFIG_HOME/contacts/config.yaml, else ~/.config/contacts/config.yaml (YAML, one `name: value` per line):

                  sort: family                 # list's order: manual, family or given ($CONTACTS_SORT; --by, --sorted)
                  columns: [name, email, phone, organization, title, nickname, birthday]   ($CONTACTS_COLUMNS; --columns)
                  pager: less -FRX             # or false ($CONTACTS_PAGER, $PAGER; --no-pager)
                  editor: vim                  # ($CONTACTS_EDITOR, $VISUAL, $EDITOR)
                  client: contacts             # ($CONTACTS_CLIENT; --client)
                  store: ~/contacts.sqlite     # ($CONTACTS_STORE; --store)

                A flag wins over an environment variable, which wins over the file, which wins over the default. A mistake in the file is reported with its line, and every command then exits with status 78.
                """
        )

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "One JSON object per line: {\"setting\", \"value\", \"from\"}.")
        var json = false

        func run() async throws {
            let settings = try Configuration.current()
            let store =
                storeOptions.store.map { Configuration.Setting(value: $0, origin: .flag("--store")) } ?? settings.store
            let client =
                storeOptions.client.map { Configuration.Setting(value: $0, origin: .flag("--client")) }
                ?? settings.client
            let rows: [(String, String, String)] = [
                ("sort", settings.sort.value.rawValue, settings.sort.origin.description),
                (
                    "columns", settings.columns.value.map(\.rawValue).joined(separator: ","),
                    settings.columns.origin.description
                ),
                ("pager", settings.pager.value, settings.pager.origin.description),
                ("editor", settings.editor.value, settings.editor.origin.description),
                ("client", client.value, client.origin.description),
                ("store", store.value, store.origin.description),
            ]
            let output = StandardOutput()
            if json {
                for (name, value, origin) in rows {
                    try output.write(
                        JSONObject(["setting": .string(name), "value": .string(value), "from": .string(origin)]).line)
                }
            } else {
                try output.write("# \(Terminal.sanitized(settings.file))\(settings.fileExists ? "" : " (none)")\n")
                let shown = rows.map { ($0.0, $0.1.isEmpty ? "(none)" : Terminal.sanitized($0.1), $0.2) }
                let width = shown.map { Terminal.displayWidth($0.1) }.max() ?? 0
                for (name, value, origin) in shown {
                    try output.write(
                        Terminal.fit(name, width: 8) + Terminal.fit(value, width: min(width, 60))
                            + "  " + Terminal.styled(Terminal.sanitized(origin), .dim) + "\n")
                }
            }
            try output.flush()
        }
    }
}
