#if canImport(Foundation)
import Foundation
#endif

/// Turns the bytes of a value into text according to its `CHARSET`.
///
/// Without a charset the bytes are UTF-8; bytes that are not valid UTF-8 are read as
/// Windows-1252 (which includes every printable ISO-8859-1 character), so a card from an
/// old Outlook is never dropped. ISO-8859-1 is read as Windows-1252 too, as browsers do,
/// because exporters that say Latin-1 write Windows-1252. Other charsets (Shift_JIS,
/// EUC-JP, ISO-2022-JP, Windows-1250/1251/1253/1254, ISO-8859-2, UTF-16) go through
/// Foundation.
enum CharsetDecoder {
    /// The outcome of decoding.
    enum Outcome {
        case decoded(String)
        /// The charset is not supported; the text was decoded as UTF-8 or Windows-1252.
        case unsupportedCharset(String)
    }

    static func decode(_ bytes: ArraySlice<UInt8>, charset: String?) -> Outcome {
        guard let charset else { return .decoded(utf8OrWindows1252(bytes)) }
        switch charset.uppercased() {
        case "UTF-8", "UTF8", "US-ASCII", "ASCII", "ANSI_X3.4-1968":
            return .decoded(utf8OrWindows1252(bytes))
        case "ISO-8859-1", "ISO8859-1", "ISO_8859-1", "LATIN1", "LATIN-1", "WINDOWS-1252", "CP1252", "CP-1252":
            return .decoded(isASCII(bytes) ? String(decoding: bytes, as: UTF8.self) : windows1252(bytes))
        default:
            #if canImport(Foundation)
            if let encoding = foundationEncoding(charset), let text = String(bytes: bytes, encoding: encoding) {
                return .decoded(text)
            }
            #endif
            return .unsupportedCharset(utf8OrWindows1252(bytes))
        }
    }

    /// UTF-8 when the bytes are valid UTF-8, Windows-1252 otherwise.
    static func utf8OrWindows1252(_ bytes: ArraySlice<UInt8>) -> String {
        if isASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return windows1252(bytes)
    }

    private static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var combined: UInt8 = 0
            for byte in buffer { combined |= byte }
            return combined < 0x80
        }
    }

    /// Code points of Windows-1252 bytes 0x80–0x9F (undefined ones map to the C1 control, as in Latin-1).
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
        0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D,
        0x017E, 0x0178,
    ]

    static func windows1252(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? windows1252High[Int(byte - 0x80)] : UInt32(byte)
            scalars.append(Unicode.Scalar(value)!)
        }
        return String(scalars)
    }

    #if canImport(Foundation)
    private static func foundationEncoding(_ charset: String) -> String.Encoding? {
        switch charset.uppercased() {
        case "SHIFT_JIS", "SHIFT-JIS", "SJIS", "MS_KANJI", "CP932", "WINDOWS-31J": return .shiftJIS
        case "EUC-JP", "EUCJP": return .japaneseEUC
        case "ISO-2022-JP": return .iso2022JP
        case "ISO-8859-2", "LATIN2": return .isoLatin2
        case "WINDOWS-1250", "CP1250": return .windowsCP1250
        case "WINDOWS-1251", "CP1251": return .windowsCP1251
        case "WINDOWS-1253", "CP1253": return .windowsCP1253
        case "WINDOWS-1254", "CP1254": return .windowsCP1254
        case "UTF-16": return .utf16
        case "UTF-16BE": return .utf16BigEndian
        case "UTF-16LE": return .utf16LittleEndian
        case "MACINTOSH", "MACROMAN", "X-MAC-ROMAN": return .macOSRoman
        default: return nil
        }
    }
    #endif
}
