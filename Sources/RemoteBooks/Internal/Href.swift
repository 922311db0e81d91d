import Foundation

/// Hrefs as this module writes them: the absolute path, percent-decoded and encoded again the same
/// way every time, so that `/a/b%40c.vcf` from one answer and `/a/b@c.vcf` from another are one card.
enum Href {
    /// The normalized path of `raw`, which may be a path or an absolute URL.
    static func normalized(_ raw: String) -> String {
        var path = raw
        if raw.hasPrefix("http://") || raw.hasPrefix("https://"), let url = URL(string: raw) {
            path = url.path(percentEncoded: true)
            if path.isEmpty { path = "/" }
        }
        let decoded = path.removingPercentEncoding ?? path
        return decoded.addingPercentEncoding(withAllowedCharacters: pathAllowed) ?? path
    }

    /// The normalized path of a URL.
    static func path(of url: URL) -> String {
        normalized(url.absoluteString)
    }

    /// `path` without its trailing slash, to compare collections written either way.
    static func trimmingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// RFC 3986's path characters, without `%` (always encoded) and `;` (some servers split on it).
    private static let pathAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "%;")
        return set
    }()
}
