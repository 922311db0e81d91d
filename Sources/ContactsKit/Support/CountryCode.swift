/// ITU-T E.164 country calling codes: which leading digits of an international number are the code.
/// Used by search (``SearchDocument/digitForms(_:)``) and linking (``MatchPhone``) alike.
enum CountryCode {
    /// The length (1–3) of the country code `digits` starts with, or nil for an unassigned prefix.
    static func length(of digits: String) -> Int? {
        guard let first = digits.first else { return nil }
        if first == "1" || first == "7" { return 1 }
        guard digits.count >= 2 else { return nil }
        if twoDigitCodes.contains(String(digits.prefix(2))) { return 2 }
        return digits.count >= 3 ? 3 : nil
    }

    private static let twoDigitCodes: Set<String> = [
        "20", "27", "30", "31", "32", "33", "34", "36", "39", "40", "41", "43", "44", "45", "46", "47", "48", "49",
        "51", "52", "53", "54", "55", "56", "57", "58", "60", "61", "62", "63", "64", "65", "66", "81", "82", "84",
        "86", "90", "91", "92", "93", "94", "95", "98",
    ]
}
