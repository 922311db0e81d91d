import Foundation

/// The user name and password a URL may carry (`http://ann:s3cret@host/`): `remote add` refuses
/// them, and a URL stored with them by an older version is never printed with them, nor sent with
/// them in an error.
enum URLUserInfo {
    /// `text` with the user info of every URL in it left out (`http://ann:s3cret@host/` becomes
    /// `http://host/`).
    static func redacted(_ text: String) -> String {
        guard text.contains("@"), text.contains("://") else { return text }
        return text.replacing(pattern) { match in match.output.1 }
    }

    /// A scheme and `://`, then user info up to its `@` (no `/`, `?`, `#` or space before it).
    nonisolated(unsafe) private static let pattern = /([A-Za-z][A-Za-z0-9+.\-]*:\/\/)[^\/?#@\s]*@/

    /// `url` without its user info, and the user name and password it held (percent-decoded), if any.
    static func split(_ url: String) -> (url: String, user: String?, password: String?) {
        guard var components = URLComponents(string: url), components.user != nil || components.password != nil else {
            return (url, nil, nil)
        }
        let user = components.user, password = components.password
        components.user = nil
        components.password = nil
        return (components.string ?? redacted(url), user, password)
    }
}
