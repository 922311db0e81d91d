import PhotoCodec

/// A ``PhotoSource`` made of a closure.
struct ClosurePhotoSource: PhotoSource {
    private let load: @Sendable ([UInt8]) async throws -> [UInt8]?

    /// A source that calls `load` with the photo's hash.
    init(_ load: @escaping @Sendable ([UInt8]) async throws -> [UInt8]?) {
        self.load = load
    }

    func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? {
        try await load(hash)
    }
}
