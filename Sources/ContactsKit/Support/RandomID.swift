import Glibc

/// Random (version 4) UUID strings, lower-case, for contact and raw contact ids. Foundation's `UUID()`
/// opened `/dev/urandom` for every id, which showed in import profiles. The ids asked at once come
/// from one draw (`arc4random_buf`, glibc's `getrandom`): the system generator made a system call
/// per 8 bytes, 40,000 of them for an import of 10,000 cards.
enum RandomID {
    /// One id.
    static func make() -> String { make(count: 1)[0] }

    /// `count` ids, from one draw of random bytes.
    static func make(count: Int) -> [String] {
        var bytes = [UInt8](repeating: 0, count: 16 * count)
        arc4random_buf(&bytes, bytes.count)
        return (0..<count).map { format(bytes[(16 * $0)..<(16 * $0 + 16)]) }
    }

    /// 16 random bytes as a version 4 UUID string.
    private static func format(_ random: ArraySlice<UInt8>) -> String {
        var bytes = Array(random)
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        let hex = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 36) { output in
            var index = 0
            for (offset, byte) in bytes.enumerated() {
                if offset == 4 || offset == 6 || offset == 8 || offset == 10 {
                    output[index] = UInt8(ascii: "-")
                    index += 1
                }
                output[index] = hex[Int(byte >> 4)]
                output[index + 1] = hex[Int(byte & 0x0F)]
                index += 2
            }
            return index
        }
    }
}
