/// One client's entry in the store's access list.
public struct ClientAccess: Sendable, Hashable, Codable {
    public var client: String
    public var status: AuthorizationStatus

    public init(client: String, status: AuthorizationStatus) {
        self.client = client
        self.status = status
    }
}
