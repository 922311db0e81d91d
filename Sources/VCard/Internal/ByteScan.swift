#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte scans of text, shared with the store's module (`package`): the codec and the store both look
/// for separators and control bytes in every value they read.
extension StringProtocol {
    /// Whether `byte` occurs in the text's UTF-8: one `memchr` over its contiguous bytes, where
    /// `utf8.contains(_:)` walks the string's index byte by byte (several times the instructions,
    /// on every value a card's typed view reads).
    package func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        } ?? utf8.contains(byte)
    }

    /// Whether any byte of the text's UTF-8 satisfies `predicate`, over its contiguous bytes when
    /// it has them.
    package func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
    }
}
