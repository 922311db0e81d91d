import Foundation
import Yams

/// The configuration file: YAML, one `name: value` per setting (Yams, over libyaml). Every value
/// keeps its line, so a mistake is reported as `config.yaml:LINE: …`.
///
/// ```yaml
/// sort: family              # manual, family or given
/// columns: [name, email, phone, organization]
/// pager: less -FRX          # or: false
/// editor: vim
/// client: contacts
/// store: ~/contacts.sqlite
/// ```
enum ConfigFile {
    /// A setting's value as written.
    enum Value: Equatable, Sendable {
        case string(String)
        case strings([String])
        case bool(Bool)
        /// Anything else (a mapping, a list of lists): always a mistake, named by its kind.
        case other(String)
    }

    /// The settings of the file at `path`, by name, each with its line.
    /// - Throws: ``ConfigurationError`` when the file cannot be read, is not YAML, is not a
    ///   mapping of settings, names a setting twice or a setting this version does not know.
    static func read(_ path: String) throws -> [String: (value: Value, line: Int)] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ConfigurationError.unreadable(
                path: path, reason: (error as NSError).localizedFailureReason ?? "not UTF-8 text, or unreadable")
        }
        return try parse(text, path: path)
    }

    /// The settings in `text`, read as the file at `path`.
    static func parse(_ text: String, path: String) throws -> [String: (value: Value, line: Int)] {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, path: path, text: text)
        }
        guard let root else { return [:] }  // an empty file, or only comments
        guard let mapping = root.mapping else {
            throw ConfigurationError.syntax(
                path: path, line: root.mark?.line ?? 1,
                reason: "the configuration is a list of settings, one `name: value` per line")
        }
        var settings: [String: (value: Value, line: Int)] = [:]
        for (key, node) in mapping {
            let line = key.mark?.line ?? 1
            guard let name = key.scalar?.string else {
                throw ConfigurationError.syntax(path: path, line: line, reason: "a setting's name must be a word")
            }
            guard Configuration.names.contains(name) else {
                throw ConfigurationError.unknownSetting(
                    path: path, line: line, name: name,
                    suggestion: Suggestion.nearest(name, among: Configuration.names))
            }
            if let earlier = settings[name] {
                throw ConfigurationError.syntax(
                    path: path, line: line, reason: "\(name) is set twice (first on line \(earlier.line))")
            }
            settings[name] = (value(node), line)
        }
        return settings
    }

    private static func value(_ node: Node) -> Value {
        switch node {
        case .scalar(let scalar):
            if node.tag.description == Tag.Name.bool.rawValue, let flag = node.bool { return .bool(flag) }
            return .string(scalar.string)
        case .sequence(let sequence):
            let items = sequence.compactMap { $0.scalar?.string }
            return items.count == sequence.count ? .strings(items) : .other("a list of lists")
        case .mapping: return .other("a mapping")
        case .alias: return .other("an alias")
        }
    }

    /// Yams's error as `config.yaml:LINE: problem`.
    private static func syntaxError(_ error: YamlError, path: String, text: String) -> ConfigurationError {
        switch error {
        case .duplicatedKeysInMapping(let duplicates, _):
            // Yams names the keys but not their lines: the lines that set the first one.
            let name = duplicates.sorted().first ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter {
                    $0.element.hasPrefix(name) && $0.element.dropFirst(name.count).drop { $0 == " " }.hasPrefix(":")
                }.map { $0.offset + 1 }
            return .syntax(
                path: path, line: lines.dropFirst().first ?? 1,
                reason: "\(name) is set twice" + (lines.first.map { " (first on line \($0))" } ?? ""))
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return .syntax(path: path, line: mark.line, reason: "not valid YAML: \(problem)")
        case .reader(let problem, _, _, _):
            return .syntax(path: path, line: 1, reason: "not valid YAML: \(problem)")
        default:
            return .syntax(path: path, line: 1, reason: "not valid YAML: \(error)")
        }
    }
}
