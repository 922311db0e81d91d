/// Where ``ThumbnailCache`` gets a photo's bytes from (the store's photo table, later).
///
/// ```swift
/// struct Photos: PhotoSource {
///     func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? { try await store.photo(hash: hash) }
/// }
/// ```
public protocol PhotoSource: Sendable {
    /// The bytes of the photo whose content hash is `hash`, or `nil` when there is none.
    /// - Throws: whatever reading fails with; the cache passes it on and does not remember it.
    func loadBytes(for hash: [UInt8]) async throws -> [UInt8]?
}

/// A ``PhotoSource`` made of a closure.
public struct ClosurePhotoSource: PhotoSource {
    private let load: @Sendable ([UInt8]) async throws -> [UInt8]?

    /// A source that calls `load` with the photo's hash.
    public init(_ load: @escaping @Sendable ([UInt8]) async throws -> [UInt8]?) {
        self.load = load
    }

    public func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? {
        try await load(hash)
    }
}
