/// The XML namespaces of WebDAV and CardDAV.
enum DAVNamespace {
    /// WebDAV (RFC 4918), sync-collection (RFC 6578), current-user-principal (RFC 5397).
    static let dav = "DAV:"
    /// CardDAV (RFC 6352).
    static let cardDAV = "urn:ietf:params:xml:ns:carddav"
}
