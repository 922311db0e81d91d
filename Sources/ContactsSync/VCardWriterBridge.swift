import VCard

/// A card's bytes in the version a remote book takes.
enum VCardWriterBridge {
    static func bytes(_ card: VCard, version: VCardWriter.Version) -> [UInt8] {
        VCardWriter(version: version).bytes([card])
    }
}
