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

    /// `contact` (one ``userVisible(_:)`` line) without the name parts (given, middle, family, prefix,
    /// suffix) a 3.0 export splits from the display name of a card that had no `N`, when `before` had
    /// no name parts and the split parts are words of the display name; otherwise `contact` as it is.
    static func withoutNameSplitFromDisplayName(_ contact: String, unless before: String) throws -> String {
        guard var object = try JSONSerialization.jsonObject(with: Data(contact.utf8)) as? [String: Any],
            let previous = try JSONSerialization.jsonObject(with: Data(before.utf8)) as? [String: Any]
        else { return contact }
        let parts = ["givenName", "familyName", "middleName", "namePrefix", "nameSuffix"]
        guard parts.allSatisfy({ (previous[$0] as? String)?.isEmpty == true }),
            let display = object["displayName"] as? String,
            parts.allSatisfy({ part in (object[part] as? String).map { $0.isEmpty || display.contains($0) } ?? true })
        else { return contact }
        for part in parts { object[part] = "" }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
