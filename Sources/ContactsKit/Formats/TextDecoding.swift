/// Text of the other formats' files: UTF-8, or Windows-1252 where the bytes are not UTF-8 (Outlook
/// writes its CSV in the system's code page).
enum TextDecoding {
    /// The bytes as text: UTF-8 when they are valid UTF-8, else Windows-1252.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        if !bytes.contains(where: { $0 >= 0x80 }) || String(validating: bytes, as: UTF8.self) != nil {
            return String(decoding: bytes, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if byte >= 0x80, byte < 0xA0, let scalar = Unicode.Scalar(windows1252[Int(byte - 0x80)]) {
                scalars.append(scalar)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Windows-1252's characters for 0x80–0x9F (undefined bytes stand for themselves, as Windows reads them).
    private static let windows1252: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D,
        0x017E, 0x0178,
    ]
}
