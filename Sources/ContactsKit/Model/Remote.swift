/// A remote address book `contacts sync` keeps in step with the store: a CardDAV collection or a
/// vdir folder. Its name is also the source of its cards.
public struct Remote: Sendable, Hashable, Codable {
    /// What kind of book a remote is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// An address book on a CardDAV server (`http://`, `https://`).
        case carddav
        /// A folder of `.vcf` files (khard, vdirsyncer).
        case vdir
    }

    /// Its name, which is also the source name of its cards (`phone`).
    public var name: String
    public var kind: Kind
    /// The server's URL (a root or a collection), or the folder's absolute path.
    public var url: String
    /// The user name for a CardDAV server, or nil.
    public var user: String?
    /// The command that prints the password (`pass show dav`), run at each sync; never the password.
    public var passwordCommand: String?
    /// The command that prints an OAuth bearer token (Google, Fastmail), run at each sync instead of
    /// a password; never the token.
    public var tokenCommand: String?
    /// A PEM file of certificate authorities trusted besides the system's (a private CA), or nil.
    public var caFile: String?
    /// Whether plain `http://` may go to another machine.
    public var allowInsecure: Bool
    /// The sync token of the last change set wholly applied, or nil.
    public var syncToken: String?
    /// The vCard version the book was last written in (`3.0`, `4.0`), once known.
    public var vcardVersion: String?
    /// When it was added, ISO 8601 in UTC.
    public var addedAt: String
    /// Whether new contacts go to it (``ContactStore/defaultBook()``); at most one remote is.
    public var isDefault: Bool

    /// Creates a remote description (not yet stored: ``ContactStore/addRemote(_:)``).
    public init(
        name: String, kind: Kind, url: String, user: String? = nil, passwordCommand: String? = nil,
        tokenCommand: String? = nil,
        caFile: String? = nil, allowInsecure: Bool = false, syncToken: String? = nil, vcardVersion: String? = nil,
        addedAt: String = "",
        isDefault: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.url = url
        self.user = user
        self.passwordCommand = passwordCommand
        self.tokenCommand = tokenCommand
        self.caFile = caFile
        self.allowInsecure = allowInsecure
        self.syncToken = syncToken
        self.vcardVersion = vcardVersion
        self.addedAt = addedAt
        self.isDefault = isDefault
    }
}
