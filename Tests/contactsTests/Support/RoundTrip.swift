import Foundation
import Testing

/// Comparing what a user sees of two stores' contacts.
enum RoundTrip {
    /// `list --json` output with the store-specific keys (`id`, `rawContacts`) removed, each object
    /// re-serialised with sorted keys, one string per contact.
    static func userVisible(_ jsonLines: String) throws -> [String] {
        try JSONLines.objects(jsonLines).map { object in
            var object = object
            object["id"] = nil
            object["rawContacts"] = nil
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }
}
