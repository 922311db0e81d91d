import Foundation
import Testing

/// Parsing `--json` output with `JSONSerialization`, so the tests read it as any other client would.
enum JSONLines {
    /// One object per line (`list --json`): every line must be a whole JSON object.
    static func objects(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        guard !text.isEmpty else { return [] }
        try #require(
            text.hasSuffix("\n"), "JSON Lines output must end with a line break", sourceLocation: sourceLocation)
        return try text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map {
            try object(String($0), sourceLocation: sourceLocation)
        }
    }

    /// One JSON object.
    static func object(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any], "not a JSON object: \(text)", sourceLocation: sourceLocation)
    }
}
