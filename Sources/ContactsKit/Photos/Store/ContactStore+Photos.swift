import Foundation
import PhotoCodec

extension ContactStore {
    /// The photo a contact shows: its bytes with their hash, media type and declared size, or the
    /// URI of a remote photo; nil when it has none (or the user removed it).
    ///
    /// ```swift
    /// if case .embedded(let photo)? = try store.photo(of: .position(1)) { print(photo.mediaType, photo.size as Any) }
    /// ```
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` or ``ContactStoreError/noSuchContact(id:)``.
    public func photo(of reference: ContactReference) throws -> ContactPhoto? {
        try read { db in
            try PhotoAssignment.photo(of: try Self.rowID(reference, try PositionIndex(db), db), db)
        }
    }

    /// Sets a contact's photo, as the user's choice: it is shown and exported instead of any photo
    /// of its cards, and stays when the cards are imported again or the contact is merged. The
    /// photo it showed before is deleted if no other contact shows it, with its thumbnails.
    ///
    /// The bytes are checked before anything is stored: their header is read and the photo is
    /// decoded once, small (a JPEG at its smallest DCT scale).
    /// - Parameters:
    ///   - bytes: a JPEG or PNG photo.
    ///   - reference: the contact.
    ///   - limits: the largest photo accepted.
    /// - Returns: the photo as stored.
    /// - Throws: `PhotoError/unsupportedFormat(_:)`, `PhotoError/corrupt(_:)`,
    ///   `PhotoError/tooLarge(width:height:)`, ``ContactStoreError/positionOutOfRange(_:count:)`` or
    ///   ``ContactStoreError/noSuchContact(id:)``.
    @discardableResult
    public func setPhoto(
        _ bytes: [UInt8], for reference: ContactReference, limits: PhotoLimits = .standard
    ) throws -> StoredPhoto {
        let header = try PhotoHeader(reading: bytes)
        guard limits.allow(header.size) else {
            throw PhotoError.tooLarge(width: header.size.width, height: header.size.height)
        }
        _ = try Thumbnailer(decoder: PhotoDecoder(limits: limits)).thumbnail(of: bytes, side: 16)
        let blob = PhotoBlob(bytes: bytes)
        try write(change: ChangeDescription(.photo)) { db, change in
            let id = try Self.rowID(reference, try PositionIndex(db), db)
            change.summary = "set the photo of \(try ChangeDescription.name(of: id, db))"
            try PhotoAssignment.choose(blob, for: id, db)
        }
        return StoredPhoto(
            hash: blob.hash, mediaType: blob.mediaType, size: blob.size, bytes: bytes, isChosenByUser: true)
    }

    /// Removes a contact's photo, as the user's choice: it shows and exports no photo, embedded or
    /// remote, even when its cards are imported again. The photo is deleted if no other contact
    /// shows it, with its thumbnails.
    /// - Returns: whether the contact had a photo (nothing is recorded when it had none).
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` or ``ContactStoreError/noSuchContact(id:)``.
    @discardableResult
    public func removePhoto(for reference: ContactReference) throws -> Bool {
        try write(change: ChangeDescription(.photo)) { db, change in
            let id = try Self.rowID(reference, try PositionIndex(db), db)
            guard try PhotoAssignment.photo(of: id, db) != nil else { return false }
            change.summary = "remove the photo of \(try ChangeDescription.name(of: id, db))"
            try PhotoAssignment.choose(nil, for: id, db)
            return true
        }
    }

    // MARK: - Thumbnails

    /// Where a `ThumbnailCache` reads photo bytes from: the `photo` table, by hash. Handed out
    /// only to an authorized client (it reads the store later, without asking again).
    public var photoSource: any PhotoSource {
        get throws {
            try checkAccess()
            return StorePhotoSource(database: uncheckedDatabase)
        }
    }

    /// The persistent tier of a `ThumbnailCache`: the `thumbnail` table. Only for an authorized client.
    public var thumbnailDiskCache: StoreThumbnailDiskCache {
        get throws {
            try checkAccess()
            return StoreThumbnailDiskCache(database: uncheckedDatabase)
        }
    }

    /// A thumbnail cache over this store's photos, with the `thumbnail` table as its disk tier, so
    /// thumbnails made once are read back by later runs instead of decoded again.
    ///
    /// Keys are content hashes (``Contact/photoHash``): a photo that is replaced gets a new key, and a
    /// contact without a photo has no key at all, so no cached image can be shown for the wrong contact.
    ///
    /// ```swift
    /// let thumbnails = store.makeThumbnailCache()
    /// let keys = page.compactMap { $0.photoHash.map { ThumbnailKey(photoHash: $0, side: 64) } }
    /// await thumbnails.prefetch(keys)
    /// ```
    /// - Parameters:
    ///   - byteBudget: the most bytes the thumbnails in memory may take.
    ///   - maximumConcurrentDecodes: how many decodes may run at once.
    /// - Throws: ``ContactStoreError/accessDenied(client:path:)`` or
    ///   ``ContactStoreError/accessNotDetermined(client:path:)``: the cache reads the store later.
    public func makeThumbnailCache(
        byteBudget: Int = 32 << 20, maximumConcurrentDecodes: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> ThumbnailCache {
        ThumbnailCache(
            source: try photoSource, diskCache: try thumbnailDiskCache, byteBudget: byteBudget,
            maximumConcurrentDecodes: maximumConcurrentDecodes)
    }

    /// The thumbnail of the photo a contact shows, through `cache`; nil when it shows none (so a
    /// contact without a photo can never get another contact's image).
    ///
    /// The contact's photo hash is read when the call is made: after ``setPhoto(_:for:limits:)`` or
    /// ``removePhoto(for:)`` the next call asks for the new photo's thumbnail (a new key) or for none.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)``, ``ContactStoreError/noSuchContact(id:)``,
    ///   or a `PhotoError` when the photo cannot be decoded.
    public func thumbnail(
        of reference: ContactReference, side: Int, shape: ThumbnailShape = .fit, using cache: ThumbnailCache
    ) async throws -> RGBAImage? {
        let hash = try await read { db in
            try ContactRecord.photoHash(of: try Self.rowID(reference, try PositionIndex(db), db), db)
        }
        guard let hash else { return nil }
        return try await cache.thumbnail(for: ThumbnailKey(photoHash: hash, side: side, shape: shape))
    }
}
