import ContactsKit
import Foundation

/// The user's settings: the default sort, table columns, pager, editor, client and store. Each
/// comes from, in this order: a flag where the command has one, an environment variable, the
/// configuration file (`$CONTACTS_CONFIG`, else `$XDG_CONFIG_HOME/contacts/config.yaml`, else
/// `~/.config/contacts/config.yaml`), or the default. `contacts config` prints them with their
/// origins (docs/usage.md, "Configuration").
struct Configuration: Sendable {
    /// Where a setting's value came from.
    enum Origin: Sendable, Equatable, CustomStringConvertible {
        case standard
        case file(path: String, line: Int)
        case environment(String)
        case flag(String)

        var description: String {
            switch self {
            case .standard: "default"
            case .file(let path, let line): "\(path):\(line)"
            case .environment(let name): "$\(name)"
            case .flag(let name): name
            }
        }
    }

    /// A value and its origin.
    struct Setting<Value: Sendable>: Sendable {
        var value: Value
        var origin: Origin
    }

    /// The order `contacts list` uses without `--sorted` or `--by`.
    enum SortOrder: String, Sendable, CaseIterable {
        case manual, family, given
    }

    var sort: Setting<SortOrder>
    var columns: Setting<[TableColumn]>
    /// The pager command; "" for none.
    var pager: Setting<String>
    var editor: Setting<String>
    var client: Setting<String>
    /// The store path; nil origin `.standard` means ``StoreLocation/defaultPath()``.
    var store: Setting<String>
    /// The configuration file read (whether or not it exists).
    var file: String
    var fileExists: Bool

    /// The settings' names, as the file and `contacts config` write them.
    static let names = ["sort", "columns", "pager", "editor", "client", "store"]

    /// The default pager: less, quitting at once on output that fits a screen, keeping colours,
    /// leaving the screen as it was.
    static let defaultPager = "less -FRX"

    // MARK: - Loading

    /// The configuration of this process, read once.
    static let loaded: Result<Configuration, ConfigurationError> = Result {
        try Configuration(environment: ProcessInfo.processInfo.environment)
    }.mapError { $0 as? ConfigurationError ?? .unreadable(path: "configuration", reason: "\($0)") }

    /// The configuration of this process.
    /// - Throws: ``ConfigurationError`` when the file cannot be read or holds a mistake.
    static func current() throws -> Configuration { try loaded.get() }

    /// The configuration, or the defaults when the file has a mistake (which the error boundary
    /// reports before any command runs).
    static var effective: Configuration {
        (try? loaded.get()) ?? Configuration(standard: ())
    }

    /// Every setting at its default.
    private init(standard: Void) {
        sort = Setting(value: .manual, origin: .standard)
        columns = Setting(value: TableColumn.standard, origin: .standard)
        pager = Setting(value: Self.defaultPager, origin: .standard)
        editor = Setting(value: "vi", origin: .standard)
        client = Setting(value: ContactStore.defaultClient, origin: .standard)
        store = Setting(value: StoreLocation.defaultPath(), origin: .standard)
        file = ""
        fileExists = false
    }

    /// The editor for changing a contact: `$CONTACTS_EDITOR`, the `editor` setting, `$VISUAL`,
    /// `$EDITOR`, else `vi` — as git chooses its editor. A shell command (`code --wait` works).
    static var editor: String { effective.editor.value }

    /// The settings for `environment`, reading the file unless told not to.
    init(environment: [String: String], readingFile: Bool = true) throws {
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let home = variable("HOME") ?? NSHomeDirectory()
        let path =
            variable("CONTACTS_CONFIG")
            ?? ((variable("XDG_CONFIG_HOME") ?? home + "/.config") + "/contacts/config.yaml")
        let exists = readingFile && FileManager.default.fileExists(atPath: path)
        file = path
        fileExists = exists
        let entries = exists ? try ConfigFile.read(path) : [:]
        func fromFile(_ name: String) -> (ConfigFile.Value, Origin)? {
            entries[name].map { ($0.value, .file(path: path, line: $0.line)) }
        }

        // sort
        if let text = variable("CONTACTS_SORT") {
            guard let order = SortOrder(rawValue: text.lowercased()) else {
                throw ConfigurationError.badValue(
                    where: "$CONTACTS_SORT", setting: "sort", expected: "manual, family or given")
            }
            sort = Setting(value: order, origin: .environment("CONTACTS_SORT"))
        } else if let (value, origin) = fromFile("sort") {
            guard case .string(let text) = value, let order = SortOrder(rawValue: text.lowercased()) else {
                throw ConfigurationError.badValue(
                    where: origin.description, setting: "sort", expected: "\"manual\", \"family\" or \"given\"")
            }
            sort = Setting(value: order, origin: origin)
        } else {
            sort = Setting(value: .manual, origin: .standard)
        }

        // columns
        if let text = variable("CONTACTS_COLUMNS") {
            columns = Setting(
                value: try TableColumn.parse(text.split(separator: ",").map(String.init), where: "$CONTACTS_COLUMNS"),
                origin: .environment("CONTACTS_COLUMNS"))
        } else if let (value, origin) = fromFile("columns") {
            let names: [String]
            switch value {
            case .strings(let list): names = list
            case .string(let text): names = text.split(separator: ",").map(String.init)
            default:
                throw ConfigurationError.badValue(
                    where: origin.description, setting: "columns", expected: TableColumn.expected)
            }
            columns = Setting(value: try TableColumn.parse(names, where: origin.description), origin: origin)
        } else {
            columns = Setting(value: TableColumn.standard, origin: .standard)
        }

        // pager: as git, a variable of our own, then the file, then the common one.
        if let text = environment["CONTACTS_PAGER"] {
            pager = Setting(value: text, origin: .environment("CONTACTS_PAGER"))
        } else if let (value, origin) = fromFile("pager") {
            switch value {
            case .string(let text): pager = Setting(value: text, origin: origin)
            case .bool(false): pager = Setting(value: "", origin: origin)
            case .bool(true): pager = Setting(value: variable("PAGER") ?? Self.defaultPager, origin: origin)
            default:
                throw ConfigurationError.badValue(
                    where: origin.description, setting: "pager", expected: "a command, or false")
            }
        } else if let text = environment["PAGER"] {
            pager = Setting(value: text, origin: .environment("PAGER"))
        } else {
            pager = Setting(value: Self.defaultPager, origin: .standard)
        }

        // editor
        if let text = variable("CONTACTS_EDITOR") {
            editor = Setting(value: text, origin: .environment("CONTACTS_EDITOR"))
        } else if let (value, origin) = fromFile("editor") {
            guard case .string(let text) = value, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ConfigurationError.badValue(where: origin.description, setting: "editor", expected: "a command")
            }
            editor = Setting(value: text, origin: origin)
        } else if let text = variable("VISUAL") {
            editor = Setting(value: text, origin: .environment("VISUAL"))
        } else if let text = variable("EDITOR") {
            editor = Setting(value: text, origin: .environment("EDITOR"))
        } else {
            editor = Setting(value: "vi", origin: .standard)
        }

        // client and store: the flags are the commands' (StoreOptions).
        if let text = variable("CONTACTS_CLIENT") {
            client = Setting(value: text, origin: .environment("CONTACTS_CLIENT"))
        } else if let (value, origin) = fromFile("client") {
            guard case .string(let text) = value, !text.isEmpty else {
                throw ConfigurationError.badValue(where: origin.description, setting: "client", expected: "a name")
            }
            client = Setting(value: text, origin: origin)
        } else {
            client = Setting(value: ContactStore.defaultClient, origin: .standard)
        }
        if let text = variable("CONTACTS_STORE") {
            store = Setting(value: text, origin: .environment("CONTACTS_STORE"))
        } else if let (value, origin) = fromFile("store") {
            guard case .string(let text) = value, !text.isEmpty else {
                throw ConfigurationError.badValue(where: origin.description, setting: "store", expected: "a path")
            }
            store = Setting(value: text.hasPrefix("~/") ? home + text.dropFirst() : text, origin: origin)
        } else {
            store = Setting(value: StoreLocation.defaultPath(), origin: .standard)
        }
    }
}
