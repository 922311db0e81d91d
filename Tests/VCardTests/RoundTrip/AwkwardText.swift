import PropertyBased

/// Generators of text that is hard for a vCard codec to carry: every character the format
/// escapes or quotes, line breaks, and Unicode that is easy to cut in the wrong place.
///
/// Text is built from ``pieces`` so that a failing input shrinks to a few readable pieces
/// (the first piece, `a`, is where shrinking ends).
enum AwkwardText {
    /// The pieces awkward text is made of.
    ///
    /// - vCard structure: `,` `;` `\` `:` `"` `^` `=`, spaces and tabs, `\n`, `\r\n` and `\r`;
    /// - text that already looks escaped (`\n`, `\,`, `^n`, `^'`) or like vCard syntax;
    /// - emoji (ZWJ sequences, flags, skin tones), combining marks (`e\u{301}`, a lone one),
    ///   CJK, Arabic and Hebrew (with a right-to-left mark).
    static let pieces: [String] = [
        "a", "Zoë", "O'Brien", " ", "  ", "\t",
        ",", ";", "\\", ":", "\"", "^", "=",
        "\n", "\r\n", "\r",
        "\\n", "\\,", "\\;", "^n", "^'", "^^",
        "😀", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵", "🇺🇦", "👍🏽",
        "e\u{301}", "\u{301}", "a\u{308}\u{323}", "n\u{303}",
        "東京都", "李小龍", "한국어", "ｶﾀｶﾅ",
        "مرحبا بالعالم", "שלום", "\u{200F}",
        "data:", "BEGIN:VCARD", "END:VCARD", "item1.", "TYPE=pref", "quoted-printable",
    ]

    /// Multi-byte characters that long text repeats, so that folding happens beside (and would
    /// happen inside, if the writer cut by bytes) a UTF-8 sequence.
    static let multiByte: [String] = [
        "é", "e\u{301}", "東", "한", "ش", "ש", "😀", "👩‍👩‍👧‍👦", "🇯🇵", "\u{301}",
    ]

    /// One piece.
    static let piece = Gen.int(in: 0...(pieces.count - 1)).map { pieces[$0] }

    /// Up to a dozen pieces: short text, possibly empty.
    static let short = piece.array(of: 0...12).map { $0.joined() }

    /// Text well over 200 UTF-8 bytes, so that its line folds: an ASCII run of any length (which
    /// moves the fold points), a multi-byte character repeated, then a few pieces.
    static let long = zip(
        Gen.letterOrNumber.string(of: 0...80),
        Gen.int(in: 0...(multiByte.count - 1)),
        Gen.int(in: 60...160),
        piece.array(of: 0...4)
    ).map { prefix, index, count, tail in
        prefix + String(repeating: multiByte[index], count: count) + tail.joined()
    }

    /// Any awkward text: mostly short, sometimes long.
    static let text = Gen<String>.frequency((weight: 4, gen: short), (weight: 1, gen: long))

    /// Awkward text that starts and ends with a letter, for values the typed view trims
    /// (emails, telephones, list items).
    static let trimmed = text.map { "x" + $0 + "x" }

    /// Awkward text that is never empty.
    static let nonEmpty = text.map { $0.isEmpty ? "a" : $0 }

    /// A parameter value in the reader's canonical form: any awkward text (which needs quoting
    /// when it holds `:` `;` `,`, and RFC 6868 escapes for `"` `^` and line breaks), with line
    /// breaks as `\n`.
    static let parameterValue = text.map(normalizingLineBreaks)

    /// A `TYPE` value in canonical form: lower-case, not empty, not `pref`, and without a comma:
    /// a comma separates TYPE values even inside quotes (RFC 6350 writes `TYPE="voice,home"`).
    static let typeValue =
        parameterValue
        .map { "x-" + String(String.UnicodeScalarView($0.lowercased().unicodeScalars.filter { $0 != "," })) }
        .filter { $0.lowercased() == $0 }

    /// A group name: ASCII letters and digits, starting with `g` (so never Apple's `itemN`).
    static let group = Gen.letterOrNumber.string(of: 0...7).map { "g" + $0 }

    /// An extension name (property or parameter): `X-` and ASCII letters, digits and `-`,
    /// upper-case as the reader stores names.
    static let extensionName = Gen<Character?>
        .element(of: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"))
        .map { $0! }
        .string(of: 1...12)
        .map { "X-" + $0 }
        .filter { $0 != "X-ABLABEL" }

    /// `text` as the reader gives it back: each `\r\n` (and lone `\r`) becomes `\n`.
    static func normalizingLineBreaks(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": output.append("\n")
            case "\n": if !previousWasCR { output.append("\n") }
            default: output.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return String(output)
    }
}
