import Foundation

/// The XML bodies this module sends.
enum DAVRequestBody {
    private static let head = #"<?xml version="1.0" encoding="utf-8"?>"#

    /// A `PROPFIND` for the properties discovery and listing read.
    static func propfind(_ properties: [(namespace: String, name: String)]) -> Data {
        let props = properties.map { $0.namespace == DAVNamespace.cardDAV ? "<C:\($0.name)/>" : "<D:\($0.name)/>" }
            .joined()
        return Data(
            "\(head)<D:propfind xmlns:D=\"DAV:\" xmlns:C=\"\(DAVNamespace.cardDAV)\"><D:prop>\(props)</D:prop></D:propfind>"
                .utf8)
    }

    /// An RFC 6578 `sync-collection` REPORT asking for each changed member's ETag, and its card
    /// when `cards` is set (in vCard `version` when given). An empty token asks for every member.
    static func syncCollection(token: String, cards: Bool = false, version: String? = nil) -> Data {
        let data = cards ? addressData(version: version) : ""
        return Data(
            "\(head)<D:sync-collection xmlns:D=\"DAV:\" xmlns:C=\"\(DAVNamespace.cardDAV)\"><D:sync-token>\(escaped(token))</D:sync-token><D:sync-level>1</D:sync-level><D:prop><D:getetag/>\(data)</D:prop></D:sync-collection>"
                .utf8)
    }

    /// An RFC 6352 `addressbook-multiget` REPORT for these hrefs' ETags and cards, in vCard
    /// `version` when given.
    static func multiget(hrefs: [String], version: String? = nil) -> Data {
        let list = hrefs.map { "<D:href>\(escaped($0))</D:href>" }.joined()
        return Data(
            "\(head)<C:addressbook-multiget xmlns:D=\"DAV:\" xmlns:C=\"\(DAVNamespace.cardDAV)\"><D:prop><D:getetag/>\(addressData(version: version))</D:prop>\(list)</C:addressbook-multiget>"
                .utf8)
    }

    /// An RFC 6352 `addressbook-query` REPORT for every card's ETag and data: its filter has no
    /// test, which every card passes.
    static func everyCard(version: String? = nil) -> Data {
        Data(
            "\(head)<C:addressbook-query xmlns:D=\"DAV:\" xmlns:C=\"\(DAVNamespace.cardDAV)\"><D:prop><D:getetag/>\(addressData(version: version))</D:prop><C:filter/></C:addressbook-query>"
                .utf8)
    }

    /// The `address-data` property asked for, in vCard `version` when given (a server that stores
    /// 4.0 cuts a 4.0 `PHOTO:data:` URI when it answers a bare `address-data`, which asks for 3.0).
    private static func addressData(version: String?) -> String {
        version.map { "<C:address-data content-type=\"text/vcard\" version=\"\($0)\"/>" } ?? "<C:address-data/>"
    }

    /// `text` with the five XML special characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
