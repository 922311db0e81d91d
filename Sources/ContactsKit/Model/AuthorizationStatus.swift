/// Whether a client may read and change a store, as `CNAuthorizationStatus` models it for apps.
public enum AuthorizationStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// The user has not decided yet: the client is asked (through an ``AccessPrompt``) on its first use.
    case notDetermined
    /// The client may read and change the store.
    case authorized
    /// The user said no: every operation fails, and the client is not asked again until the user
    /// resets it (``ContactStore/setAuthorizationStatus(_:for:force:)`` with ``notDetermined``).
    case denied
}
