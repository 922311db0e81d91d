/// A telephone number apart from how it is written, so each source can write it its own way.
struct PhoneNumber: Sendable, Hashable {
    /// The number plan; nil for a short internal number (`4477`) that only works inside a company.
    var country: Country?
    /// The national significant number in its usual groups, without trunk prefix:
    /// `["555", "010", "4477"]`, `["20", "7946", "0018"]`, `["30", "1234567"]`; `["4477"]` when short.
    var groups: [String]
    /// An extension behind a switchboard (`123`, written ` x123`).
    var extensionNumber: String?

    /// The ways address books write numbers.
    enum Form: Sendable, Hashable, CaseIterable {
        /// As dialled at home: `(555) 010-4477`, `020 7946 0018`, `030 1234567`, `01 23 45 67 89`.
        case national
        /// iPhone's international form: `+1 (555) 010-4477`, `+44 20 7946 0018`.
        case international
        /// Google's: `+1 555-010-4477`, `+44 20 7946 0018`.
        case internationalHyphenated
        /// A national form with dots or slashes: `555.010.4477`, `030/1234567`, `01.23.45.67.89`.
        case dotted
        /// International with the `00` exit code, as written in Europe: `001 555 010 4477`.
        case exitCode
    }

    /// The number written in `form`, with its extension.
    func written(_ form: Form) -> String {
        var text = digitsWritten(form)
        if let extensionNumber { text += " x" + extensionNumber }
        return text
    }

    /// Only digits: the key under which two numbers are the same.
    var key: String {
        (country?.callingCode ?? "short") + ":" + groups.joined() + (extensionNumber.map { "x" + $0 } ?? "")
    }

    /// The same number without its extension (the switchboard itself).
    var withoutExtension: PhoneNumber {
        var copy = self
        copy.extensionNumber = nil
        return copy
    }

    private func digitsWritten(_ form: Form) -> String {
        guard let country else { return groups.joined() }
        let spaced = groups.joined(separator: " ")
        let national = country.trunkPrefix + spaced
        switch (country, form) {
        case (.us, .national): return "(\(groups[0])) \(groups[1])-\(groups[2])"
        case (.us, .international): return "+1 (\(groups[0])) \(groups[1])-\(groups[2])"
        case (.us, .internationalHyphenated): return "+1 \(groups[0])-\(groups[1])-\(groups[2])"
        case (.us, .dotted): return groups.joined(separator: ".")
        case (.de, .dotted): return country.trunkPrefix + groups[0] + "/" + groups.dropFirst().joined(separator: " ")
        case (.fr, .dotted): return country.trunkPrefix + groups.joined(separator: ".")
        case (_, .national), (_, .dotted): return national
        case (_, .international), (_, .internationalHyphenated): return "+\(country.callingCode) \(spaced)"
        case (_, .exitCode): return "00\(country.callingCode) \(spaced)"
        }
    }
}
