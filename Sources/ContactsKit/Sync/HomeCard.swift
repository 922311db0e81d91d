import GRDB
import VCard

/// What a contact's home book holds: the contact as `show` and `export` present it (the merged card
/// of all its cards, with the photo the user chose), under the UID of the home's card. The one place
/// that decides it; ``RemoteSyncSession`` writes it into the home's card before sending it.
///
/// The card the home holds is itself one of the contact's cards, so the merge it comes from
/// includes it: once sent, merging again gives the same card, and a sync with nothing changed
/// sends nothing.
struct HomeCard {
    /// The contact.
    let contact: ContactRowID
    /// The home's card of it, nil when the home has none yet (one is made).
    let rawID: RawContactRowID?
    /// The card the home should hold, prepared for the store.
    let prepared: PreparedCard

    /// Properties that say when or by what a card was written: set as it is sent, never compared.
    static let stamps: Set<String> = ["REV", "PRODID"]

    /// Whether stored cards `a` and `b` hold the same properties but for the stamps, in whatever
    /// order of names (a server may write a card in its own order; the order of a name's values,
    /// their preference, counts).
    static func sameContent(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        func normalized(_ bytes: [UInt8]) -> [UInt8]? {
            guard var card = VCard(stored: bytes) else { return nil }
            card.properties = card.properties.enumerated().filter { !stamps.contains($0.element.name) }
                .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
            return card.storedBytes
        }
        guard let first = normalized(a) else { return false }
        return first == normalized(b)
    }

    /// The card that `cards` (a contact's, in import order) merge into, with `choice` applied and
    /// `uid` as its UID, without stamps.
    static func merged(_ cards: [VCard], choice: PhotoChoices.Choice?, uid: String) -> VCard {
        var card = CardMerger.merge(cards)
        if let choice { card = PhotoChoices.apply(choice, to: card) }
        card.properties.removeAll { stamps.contains($0.name) }
        if let index = card.properties.firstIndex(where: { $0.name == "UID" }) {
            card.properties[index] = .text("UID", value: uid)
            card.properties.removeAll { $0.name == "UID" && $0.value != uid }
        } else {
            card.properties.append(.text("UID", value: uid))
        }
        return card
    }

    /// Which of a contact's cards `raws` is its card in its home `book`: the first of the book's
    /// cards already there, else the first of them; nil when it has none. Any other is a second
    /// copy there, kept as it is (``RemoteSyncSession/pendingPushes()``).
    static func homeCard(of raws: [RawContactRecord.Stored], book: String, _ db: Database) throws -> Int? {
        let ofBook = raws.indices.filter { raws[$0].source == book }
        return try ofBook.first { try RemoteCardRecord.isSent(rawUuid: raws[$0].uuid, remote: book, db) }
            ?? ofBook.first
    }

    /// The home cards of `contacts` (each home `book`) that differ from what they should hold, and
    /// those to be made, in the order given.
    static func outdated(_ contacts: [ContactRowID], book: String, _ db: Database) throws -> [HomeCard] {
        let choices = try PhotoChoices(db).choices(of: contacts, db)
        var result: [HomeCard] = []
        for contact in contacts {
            let raws = try RawContactRecord.stored(ofContact: contact, db)
            guard !raws.isEmpty else { continue }
            // The home's card alone, with its UID and no photo chosen here, is the merged card
            // already: the common case (a contact synced from the server) is decided unparsed.
            if raws.count == 1, raws[0].source == book, raws[0].uid != nil, choices[contact] == nil { continue }
            let home = try homeCard(of: raws, book: book, db).map { raws[$0] }
            let uid = try home?.uid ?? newUID(contact, raws, book: book, db)
            let parsed = raws.map { VCard(stored: $0.card) }
            let target = merged(parsed.compactMap { $0 }, choice: choices[contact], uid: uid)
            let bytes = target.storedBytes
            // Mostly equal byte for byte; else compared without the stamps (a REV written there) and
            // in any order of names (a card another program wrote back there in its own order).
            if let home, home.card == bytes || Self.sameContent(home.card, bytes) { continue }
            result.append(HomeCard(contact: contact, rawID: home?.id, prepared: PreparedCard(target, source: book)))
        }
        return result
    }

    /// The UID of a contact's first card on `book`: one of its cards' UIDs that no card of the book
    /// has (so that the card there links back to this contact, and other programs syncing both
    /// keep seeing one person), else the contact's own id.
    private static func newUID(
        _ contact: ContactRowID, _ raws: [RawContactRecord.Stored], book: String, _ db: Database
    ) throws -> String {
        for uid in raws.compactMap(\.uid) where try RawContactRecord.existing(source: book, uid: uid, db) == nil {
            return uid
        }
        let own = "urn:uuid:" + (try ContactRecord.uuid(of: contact, db) ?? RandomID.make())
        return try RawContactRecord.existing(source: book, uid: own, db) == nil ? own : "urn:uuid:" + RandomID.make()
    }

    /// Writes the card: the home's card takes it (keeping what was last agreed as its base, so that
    /// it is sent as a change), or a new card of `book` joins the contact, kept with its other cards.
    func write(book: String, _ db: Database, _ linker: inout Linker) throws {
        if let rawID {
            guard let old = try RawContactRecord.stored(id: rawID, db) else { return }
            let sent = try RemoteCardRecord.isSent(rawUuid: old.uuid, remote: book, db)
            // A card not yet on the book is sent whole as it is now: no base, its hash follows it.
            let base = sent ? (old.base ?? old.card) : nil
            try RawContactRecord.update(
                rawID, card: prepared.card, base: base == prepared.card ? nil : base,
                contentHash: sent ? old.contentHash : prepared.contentHash, profile: prepared.packedProfile,
                keys: prepared.keys, db)
        } else {
            let others = try RawContactRecord.stored(ofContact: contact, db)
            let raw = try RawContactRecord.insert(
                contactId: contact, source: book, uid: prepared.uid, card: prepared.card,
                contentHash: prepared.contentHash, profile: prepared.packedProfile, keys: prepared.keys,
                uuid: prepared.rawUUID, db)
            for other in others { try LinkDecisionRecord.decide(other.id, raw, together: true, db) }
            if let first = others.first {
                let shared = others.contains { $0.uid == prepared.uid }
                try LinkEdgeRecord.save(
                    first.id, raw, reason: (shared ? LinkEvidence.Reason.sameUID : .linkedByUser).rawValue,
                    detail: shared ? prepared.uid ?? "" : "", db)
            }
        }
        linker.invalidate(contact)
    }
}
