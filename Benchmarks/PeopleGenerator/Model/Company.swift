/// An organisation people work at.
struct Company: Sendable, Hashable {
    /// As its own card and most people write it (`Acme Corp`).
    var name: String
    /// Its mail domain (`acme-corp.example`).
    var domain: String
    /// The main number, which its people's work lines may share (with extensions).
    var switchboard: PhoneNumber
    var place: Place
}
