import Foundation
import VCard

/// An address book collection on a CardDAV server, as discovery found it.
public struct CardDAVAddressBookInfo: Hashable, Sendable {
    /// The collection's URL (ending in `/`).
    public var url: URL
    /// The name the server shows for it, if any.
    public var displayName: String?
    /// The collection's sync token when it was found, if it has tokens.
    public var syncToken: SyncToken?
    /// The vCard versions the server says it takes (`supported-address-data`); empty when it does not say.
    public var vCardVersions: [String]
    /// Whether the server lists the `sync-collection` report for it (true when it does not say).
    public var supportsSyncCollection: Bool

    /// Creates a description.
    public init(
        url: URL, displayName: String?, syncToken: SyncToken?, vCardVersions: [String], supportsSyncCollection: Bool
    ) {
        self.url = url
        self.displayName = displayName
        self.syncToken = syncToken
        self.vCardVersions = vCardVersions
        self.supportsSyncCollection = supportsSyncCollection
    }

    /// 4.0 when the server says it takes vCard 4.0, otherwise 3.0 (RFC 6352's required version).
    public var preferredVersion: VCardWriter.Version {
        vCardVersions.contains("4.0") ? .v4_0 : .v3_0
    }
}

extension CardDAVAddressBookInfo {
    /// The properties discovery asks a collection for.
    static let properties: [(namespace: String, name: String)] = [
        (DAVNamespace.dav, "resourcetype"), (DAVNamespace.dav, "displayname"), (DAVNamespace.dav, "sync-token"),
        (DAVNamespace.dav, "supported-report-set"), (DAVNamespace.cardDAV, "supported-address-data"),
    ]

    /// The properties asked of a collection whose token is not needed now (a first sync reads it
    /// with the cards).
    static let propertiesButToken = properties.filter { $0.name != "sync-token" }

    /// The description of `response` when it is an address book, resolved against `base`.
    init?(_ response: Multistatus.Response, base: URL) {
        guard let type = response.property(DAVNamespace.dav, "resourcetype"),
            type.child(DAVNamespace.cardDAV, "addressbook") != nil,
            let url = URL(string: Href.normalized(response.href), relativeTo: base)?.absoluteURL
        else { return nil }
        let name = response.property(DAVNamespace.dav, "displayname")?.trimmedText
        let token = response.property(DAVNamespace.dav, "sync-token")?.trimmedText
        let versions =
            response.property(DAVNamespace.cardDAV, "supported-address-data")?.children.compactMap {
                $0.attributes["version"]
            } ?? []
        let reports = response.property(DAVNamespace.dav, "supported-report-set")
        self.init(
            url: url.absoluteString.hasSuffix("/") ? url : url.appendingPathComponent("", isDirectory: true),
            displayName: name?.isEmpty == false ? name : nil,
            syncToken: token?.isEmpty == false ? token.map(SyncToken.init(rawValue:)) : nil,
            vCardVersions: versions,
            supportsSyncCollection: reports.map { $0.contains(DAVNamespace.dav, "sync-collection") } ?? true
        )
    }
}
