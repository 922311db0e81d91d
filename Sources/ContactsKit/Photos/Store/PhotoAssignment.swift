import GRDB
import PhotoCodec
import VCard

/// Which photo a contact shows: the one of its merged view, unless the user chose (`photo --set`,
/// `photo --remove`), a choice imports and merges keep to. The rules; the rows are
/// ``ContactRecord``'s photo columns and ``PhotoRecord``'s table (see the "v4-photos" migration).
enum PhotoAssignment {
    /// Points a contact at the photo of its merged view (or at nothing), unless the user chose its
    /// photo, and keeps `hasPhoto` in step. Called after every write of a merged view
    /// (``ContactRecord/insert(_:orderKey:_:)`` on import, ``Linker/finish()``), whose `hasPhoto` it
    /// corrects. The photo the contact stops showing is deleted by a trigger when nobody else shows it.
    static func attach(_ photo: CardPhoto?, to contact: ContactRowID, _ db: Database) throws {
        guard let current = try ContactRecord.photoColumns(of: contact, db) else { return }
        try attach(photo, to: contact, current: current, db)
    }

    /// ``attach(_:to:_:)`` for a contact whose photo columns were read already (`current`).
    static func attach(
        _ photo: CardPhoto?, to contact: ContactRowID, current: ContactRecord.PhotoColumns, _ db: Database
    ) throws {
        var wanted: (hash: [UInt8]?, uri: String?)
        switch current.choice {
        case .set?:
            wanted = (current.hash, nil)
        case .removed?:
            wanted = (nil, nil)
        case nil:
            switch photo {
            case .embedded(let blob)?:
                try insert(blob, db)
                wanted = (blob.hash, nil)
            case .remote(let uri)?:
                wanted = (nil, uri)
            case nil:
                wanted = (nil, nil)
            }
        }
        let hasPhoto = wanted.hash != nil
        guard wanted.hash != current.hash || wanted.uri != current.uri || hasPhoto != current.hasPhoto else { return }
        try ContactRecord.setPhoto(contact, hash: wanted.hash, uri: wanted.uri, hasPhoto: hasPhoto, db)
    }

    /// When contact `merged` is about to be merged into `survivor`: the survivor takes the merged
    /// contact's photo choice if it has none of its own, so a photo the user set or removed is
    /// not lost to a merge.
    static func carryChoice(from merged: ContactRowID, to survivor: ContactRowID, _ db: Database) throws {
        guard let columns = try ContactRecord.photoColumns(of: merged, db), let choice = columns.choice else { return }
        try ContactRecord.setPhotoChoice(choice, hash: columns.hash, of: survivor, keepingAChoice: true, db)
    }

    /// Records the user's choice for a contact: `blob` set as its photo, or (nil) no photo.
    static func choose(_ blob: PhotoBlob?, for contact: ContactRowID, _ db: Database) throws {
        if let blob { try insert(blob, db) }
        try ContactRecord.setPhotoChoice(blob == nil ? .removed : .set, hash: blob?.hash, of: contact, db)
    }

    /// The photo a contact shows, with its bytes.
    static func photo(of contact: ContactRowID, _ db: Database) throws -> ContactPhoto? {
        guard let columns = try ContactRecord.photoColumns(of: contact, db) else { return nil }
        if let hash = columns.hash, let photo = try PhotoRecord.photo(hash: hash, db) {
            let size = photo.width.flatMap { width in photo.height.map { PixelSize(width: width, height: $0) } }
            return .embedded(
                StoredPhoto(
                    hash: photo.hash, mediaType: photo.mediaType, size: size, bytes: photo.bytes,
                    isChosenByUser: columns.choice != nil))
        }
        if let uri = columns.uri { return .remote(uri: uri) }
        return nil
    }

    /// Inserts a photo unless one with its hash is stored (photos are shared by content).
    private static func insert(_ blob: PhotoBlob, _ db: Database) throws {
        try PhotoRecord.insert(
            hash: blob.hash, mediaType: blob.mediaType, width: blob.size?.width, height: blob.size?.height,
            bytes: blob.bytes, db)
    }
}

/// The user's photo choices, applied to the merged cards `export` writes: the photo the user set
/// replaces the cards' `PHOTO`, a removed photo takes every `PHOTO` away. Loaded once per export
/// (the contacts with a choice, through a partial index), so contacts without one cost a set lookup.
struct PhotoChoices {
    private let chosen: Set<ContactRowID>

    init(_ db: Database) throws {
        chosen = try ContactRecord.idsWithPhotoChoice(db)
    }

    /// The user's choice for one contact: the photo set, or nil when the user removed it.
    struct Choice: Sendable {
        let photo: StoredPhoto?
    }

    /// The choices for those of `contacts` the user chose a photo for, read before cards are made
    /// away from the database.
    func choices(of contacts: [ContactRowID], _ db: Database) throws -> [ContactRowID: Choice] {
        var choices: [ContactRowID: Choice] = [:]
        for contact in contacts where chosen.contains(contact) {
            let photo = try PhotoAssignment.photo(of: contact, db)
            if case .embedded(let stored)? = photo {
                choices[contact] = Choice(photo: stored)
            } else {
                choices[contact] = Choice(photo: nil)
            }
        }
        return choices
    }

    /// `card`, a contact's merged card, with the user's choice applied.
    static func apply(_ choice: Choice, to card: VCard) -> VCard {
        var card = card
        let first = card.properties.firstIndex { $0.name == "PHOTO" }
        card.properties.removeAll { $0.name == "PHOTO" }
        if let photo = choice.photo {
            let property = VCardProperty.photo(data: photo.bytes, mediaType: photo.mediaType)
            card.properties.insert(property, at: min(first ?? card.properties.count, card.properties.count))
        }
        return card
    }
}
