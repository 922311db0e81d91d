/// QUOTED-PRINTABLE decoding (RFC 2045) for vCard 2.1 values.
///
/// Soft line breaks were already joined by ``LogicalLineReader``; here `=XX` becomes a
/// byte and an `=` not followed by two hex digits is kept as it is.
enum QuotedPrintable {
    static func decode(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "="), index + 2 < end,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
