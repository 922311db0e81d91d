import Foundation

/// The name a new card gets, by vdirsyncer's rule (`generate_href` in its `utils.py`): its UID and
/// `.vcf` when the UID has only `A-Z a-z 0-9 _ . - +`, otherwise a random UUID and `.vcf`.
/// khard and vdirsyncer name files the same way, so a card keeps one name on every side.
enum CardFileName {
    /// The characters a UID may have to be used as a name as it is.
    static let safeCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-+")

    /// The name for a new card with this UID.
    static func forUID(_ uid: String?) -> String {
        if let uid, isSafe(uid) { return uid + ".vcf" }
        return randomName()
    }

    /// A random name, for a UID that cannot be one or a name the file system refused.
    static func randomName() -> String {
        UUID().uuidString.lowercased() + ".vcf"
    }

    /// Whether `uid` can be a file name and a URL path segment as it is.
    static func isSafe(_ uid: String) -> Bool {
        !uid.isEmpty && uid.allSatisfy { safeCharacters.contains($0) }
    }
}
