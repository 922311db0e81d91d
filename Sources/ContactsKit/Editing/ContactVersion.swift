/// What a contact was when it was read, to edit it only if it has not changed since
/// (``ContactStore/edit(_:_:expecting:)``): a digest of its raw contacts' ids and cards. Opaque.
public struct ContactVersion: Sendable, Hashable {
    let digest: [UInt8]

    /// The version of a contact made of `cards` (raw contact ids and stored bytes, in import order).
    init(cards: [(uuid: String, card: [UInt8])]) {
        var bytes: [UInt8] = []
        for (uuid, card) in cards {
            bytes += Array(uuid.utf8) + [0] + withUnsafeBytes(of: UInt64(card.count).littleEndian, Array.init) + card
        }
        digest = SHA256.hash(bytes)
    }
}

/// A contact as read for editing: the contact, its editable fields, and its version.
public struct EditSnapshot: Sendable, Hashable {
    public var contact: Contact
    public var editable: EditableContact
    public var version: ContactVersion
}
