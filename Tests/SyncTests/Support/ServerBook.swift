import Foundation
import RemoteBooks
import VCard
@testable import DAVTestSupport

/// What the test server's book holds, read through RemoteBooks (tested on its own in RemoteBooksTests).
struct ServerBook {
    let server: TestServer

    func book() async throws -> CardDAVBook {
        var configuration = server.configuration()
        configuration.trustedCAFile = server.certificates?.caFile
        return try await CardDAVBook.open(url: server.book, configuration: configuration)
    }

    /// href → ETag.
    func etags() async throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try await book().list().map { ($0.href, $0.etag?.rawValue ?? "") })
    }

    /// Every card there.
    func cards() async throws -> [VCard] {
        let book = try await book()
        return try await book.fetch(try await book.list().map(\.href)).cards.map(\.card)
    }

    /// The formatted names there, sorted.
    func names() async throws -> [String] {
        try await cards().map { $0.formattedName ?? "" }.sorted()
    }

    /// A vCard 3.0 with this UID, name and email.
    static func card(uid: String, name: String, email: String? = nil, phone: String? = nil) -> String {
        var lines = [
            "BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "FN:\(name)",
            "N:\(name.split(separator: " ").last ?? "");\(name.split(separator: " ").first ?? "");;;",
        ]
        if let email { lines.append("EMAIL;TYPE=INTERNET:\(email)") }
        if let phone { lines.append("TEL;TYPE=CELL:\(phone)") }
        lines.append("END:VCARD")
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
