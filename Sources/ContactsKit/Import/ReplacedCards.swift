import Foundation
import GRDB
import VCard

/// Finds the stored card that a changed card without a UID replaces (docs/usage.md, "Cards
/// without a UID"). A Google export, for one, gives its cards no UID: a card whose phone changed
/// is found by its content no more, and without this it would be stored as a second card.
///
/// The rule, per source: a card of the import without a UID, found by no stored card's content,
/// is paired with a stored card of the source without a UID that no card of the import is a
/// version of, when both have the same name (FN, else the name's parts; compared without case,
/// accents, width or extra spaces). A name held by one card on each side pairs them. Where several
/// cards on either side share a name, two of them are paired only when they share an email or a
/// phone number and neither shares one with another card of that name on the other side; the
/// rest are new cards. So two different people are never made one, and a card without a name is
/// never paired.
///
/// The import holds such cards back until it has read every card (a stored card found later by
/// its content is not taken), then stores them, paired or new, in its last batch.
enum ReplacedCards {
    /// The name a card without a UID is found again by; nil for a card without one.
    static func nameKey(_ card: VCard) -> String? {
        var name = card.formattedName?.trimmed ?? ""
        if name.isEmpty, let parts = card.name { name = parts.givenNameFirst }
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return folded.isEmpty ? nil : folded
    }

    /// A card's emails (lower-cased) and phone numbers (their digits), each as one string.
    static func contactKeys(_ card: VCard) -> Set<String> {
        var keys = Set<String>()
        for email in card.emails where !email.value.trimmed.isEmpty {
            keys.insert("e:" + email.value.trimmed.lowercased())
        }
        for phone in card.telephones {
            let digits = phone.value.filter(\.isNumber)
            if !digits.isEmpty { keys.insert("p:" + digits) }
        }
        return keys
    }

    /// Pairs `cards`, held back by an import, with the stored raw contacts they replace.
    /// - Parameters:
    ///   - cards: Cards without a UID that no stored card's content matched, in import order.
    ///   - floor: The largest raw contact id before the import: only cards stored before it are paired.
    ///   - seen: The raw contacts the import's other cards are versions of: never paired.
    /// - Returns: The raw contact each paired card replaces, by the card's index in `cards`.
    static func match(
        _ cards: [PreparedCard], floor: RawContactRowID, seen: Set<RawContactRowID>, _ db: Database
    ) throws -> [Int: RawContactRecord.Existing] {
        struct Side {
            var incoming: [(index: Int, keys: Set<String>)] = []
            var stored: [(existing: RawContactRecord.Existing, keys: Set<String>)] = []
        }
        var groups: [String: [String: Side]] = [:]
        for (index, card) in cards.enumerated() {
            guard card.uid == nil, let parsed = VCard(stored: card.card), let name = nameKey(parsed) else { continue }
            groups[card.source, default: [:]][name, default: Side()].incoming.append((index, contactKeys(parsed)))
        }
        var pairs: [Int: RawContactRecord.Existing] = [:]
        for (source, names) in groups {
            var sides = names
            for candidate in try RawContactRecord.uidless(source: source, upTo: floor, db)
            where !seen.contains(candidate.existing.id) {
                guard let parsed = VCard(stored: candidate.sourceCard), let name = nameKey(parsed), sides[name] != nil
                else { continue }
                sides[name]!.stored.append((candidate.existing, contactKeys(parsed)))
            }
            for side in sides.values where !side.stored.isEmpty {
                if side.incoming.count == 1, side.stored.count == 1 {
                    pairs[side.incoming[0].index] = side.stored[0].existing
                    continue
                }
                for card in side.incoming {
                    let sharing = side.stored.filter { !$0.keys.isDisjoint(with: card.keys) }
                    guard sharing.count == 1, let only = sharing.first,
                        side.incoming.filter({ !$0.keys.isDisjoint(with: only.keys) }).count == 1
                    else { continue }
                    pairs[card.index] = only.existing
                }
            }
        }
        return pairs
    }
}
