import Foundation

extension String {
    /// The text without combining marks after canonical decomposition: `José Müller` → `Jose Muller`.
    /// Letters that do not decompose (`ø`, `ł`, `ß`, `ı`) stay as they are.
    var withoutDiacritics: String {
        guard !allSatisfy(\.isASCII) else { return self }
        let scalars = decomposedStringWithCanonicalMapping.unicodeScalars.filter { !(0x300...0x36F).contains($0.value) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Lower-case ASCII letters of the text, for an email address's local part (`O'Brien` → `obrien`;
    /// empty for a name in another script).
    var mailboxLetters: String {
        let scalars = withoutDiacritics.lowercased().unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }
        return String(String.UnicodeScalarView(scalars))
    }
}
