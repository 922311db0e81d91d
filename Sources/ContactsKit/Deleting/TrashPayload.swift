import Foundation

/// What a trash entry keeps of a deleted contact to bring it back as it was: its raw contacts (ids,
/// sources, UIDs, hashes, cards and bases), the user's link decisions about them (also with raw
/// contacts of other contacts: a keep-apart from `unlink`), why they were linked, and the user's
/// photo choice with the photo's bytes. Stored as JSON in `trash.payload`.
struct TrashPayload: Codable, Sendable {
    struct Card: Codable, Sendable {
        var uuid: String
        var source: String
        var uid: String?
        var contentHash: Data
        var card: Data
        var base: Data?
    }

    /// A decision between two raw contacts, by their ids (UUID strings).
    struct Decision: Codable, Sendable {
        var a: String
        var b: String
        var together: Bool
    }

    /// A link between two of the contact's raw contacts, by their ids.
    struct Edge: Codable, Sendable {
        var a: String
        var b: String
        var reason: String
        var detail: String
    }

    /// The photo the user set (`choice` `set`), with its bytes; or `removed`.
    struct Photo: Codable, Sendable {
        var choice: String
        var mediaType: String?
        var bytes: Data?
    }

    var cards: [Card]
    var decisions: [Decision]
    var edges: [Edge]
    var photo: Photo?

    /// Whether any card is of the `local` source (which import can never bring back).
    var hasLocalCard: Bool { cards.contains { $0.source == LocalSource.name } }

    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array(try encoder.encode(self))
    }

    init(cards: [Card], decisions: [Decision], edges: [Edge], photo: Photo?) {
        self.cards = cards
        self.decisions = decisions
        self.edges = edges
        self.photo = photo
    }

    init(decoding bytes: [UInt8]) throws {
        self = try JSONDecoder().decode(TrashPayload.self, from: Data(bytes))
    }
}
