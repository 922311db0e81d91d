extension SortKey {
    /// The keys of the section `key` falls in, as a range `lower..<upper` of the sort index.
    ///
    /// A key's section is decided by its first character (``make(parts:fallbacks:)``): keys of the
    /// letter sections are `0` then that letter (`0m…` is `M`), and every key of the `#` section
    /// starts with `1`. Keys of one section are therefore one range of the index, counted without
    /// reading a row. Text compares as SQLite's binary collation does (UTF-8 bytes, which order as
    /// code points), so the range ends at the next code point.
    static func sectionRange(of key: String) -> (lower: String, upper: String) {
        var scalars = key.unicodeScalars.makeIterator()
        guard let marker = scalars.next() else { return ("", "\u{1}") }
        guard marker == "0", let letter = scalars.next() else {
            return ("1", "2")  // `#` (and, defensively, any key that is not a letter's)
        }
        return ("0" + String(letter), "0" + String(successor(of: letter)))
    }

    /// The next code point after `scalar` (surrogates are not scalars: after U+D7FF comes U+E000).
    private static func successor(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        var value = scalar.value + 1
        if (0xD800...0xDFFF).contains(value) { value = 0xE000 }
        return Unicode.Scalar(value) ?? "\u{10FFFF}"
    }
}
