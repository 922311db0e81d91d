import Foundation

/// Client names as the access list keeps them: normalised, so that two spellings of one name are
/// one client, and refused when they could pass for another client's name.
///
/// Before, `"mutt "` (a trailing space) and `"mυtt"` (a Greek upsilon) were accepted as clients
/// distinct from `mutt`: a tool could get itself allowed under a name the user takes for another.
public enum ClientName {
    /// The longest name, in characters.
    public static let maximumLength = 64

    /// `name` in Unicode compatibility form (NFKC: `ｍｕｔｔ` is `mutt`) without leading or trailing
    /// white space.
    public static func normalized(_ name: String) -> String {
        // Printable ASCII without spaces is its own form, found without Foundation's normalization
        // and its bridging (0.25 ms of every command that opens the store).
        if name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return name }
        return name.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Why `name` (normalised first) cannot be a client's name, or nil when it can: it must be 1–64
    /// printable characters, and its letters must not mix the Latin, Greek and Cyrillic scripts,
    /// whose look-alike letters (`а`/`a`, `ο`/`o`, `υ`/`u`) make one name pass for another.
    public static func problem(_ name: String) -> String? {
        let name = normalized(name)
        if name.isEmpty || name.count > maximumLength
            || name.unicodeScalars.contains(where: {
                [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
            })
        {
            return "the client name must be 1–\(maximumLength) printable characters"
        }
        let scripts = Set(name.unicodeScalars.compactMap(confusableScript))
        if scripts.count > 1 {
            return
                "the client name mixes \(scripts.sorted().joined(separator: " and ")) letters, which can pass for one another; use one script"
        }
        return nil
    }

    /// Latin, Greek or Cyrillic for a letter of those scripts (the ones with look-alikes), else nil.
    private static func confusableScript(_ scalar: Unicode.Scalar) -> String? {
        guard scalar.properties.isAlphabetic else { return nil }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF: return "Latin"
        case 0x370...0x3FF, 0x1F00...0x1FFF: return "Greek"
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return "Cyrillic"
        default: return nil
        }
    }
}
