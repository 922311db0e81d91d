/// Random (version 4) UUID strings, lower-case, for contact and raw contact ids. Foundation's `UUID()`
/// opened `/dev/urandom` for every id, which showed in import profiles; the system generator uses
/// `getrandom` without a file.
enum RandomID {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<2).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64) { Array($0) } }
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
