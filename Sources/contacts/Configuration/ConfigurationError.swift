import Foundation

/// A mistake in the configuration (exit status 78, `EX_CONFIG`): the file's name and line, or the
/// environment variable, and what was expected.
enum ConfigurationError: LocalizedError, Equatable, Sendable {
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not valid: `config.yaml:3: …` as the parser says it.
    case syntax(path: String, line: Int, reason: String)
    /// A setting this version does not know, with the nearest one.
    case unknownSetting(path: String, line: Int, name: String, suggestion: String?)
    /// A setting with a value of the wrong kind.
    case badValue(where: String, setting: String, expected: String)

    var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .syntax(let path, let line, let reason): return "\(path):\(line): \(reason)"
        case .unknownSetting(let path, let line, let name, let suggestion):
            return "\(path):\(line): unknown setting '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (the settings are \(Configuration.names.joined(separator: ", ")))"
        case .badValue(let place, let setting, let expected): return "\(place): \(setting) must be \(expected)"
        }
    }
}
