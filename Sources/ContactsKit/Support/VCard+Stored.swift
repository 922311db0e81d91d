import Foundation
import VCard

extension VCard {
    /// The card stored as `bytes` (a raw contact's canonical vCard 4.0 bytes); nil when they cannot
    /// be read again.
    init?(stored bytes: [UInt8]) {
        var reader = VCardReader(bytes: bytes)
        guard let card = reader.next()?.card else { return nil }
        self = card
    }

    /// The canonical bytes a raw contact stores for this card: vCard 4.0, every property kept.
    var storedBytes: [UInt8] { VCardWriter(version: .v4_0).bytes([self]) }
}
