import PeopleGenerator
import VCard

/// One line per generated card (`FN | emails | phones`), read back from the corpus text with the
/// project's own reader, for printing errors.
struct CardSummaries {
    private var lines: [RawKey: String] = [:]

    init(_ corpus: LabeledCorpus) {
        for (source, text) in corpus.files {
            for entry in VCardReader(string: text) {
                guard let card = entry.card, let uid = card.uid else { continue }
                var parts = [card.formattedName ?? "(no FN)"]
                let emails = card.emails.map(\.value)
                let phones = card.telephones.map(\.value)
                if !emails.isEmpty { parts.append(emails.joined(separator: ", ")) }
                if !phones.isEmpty { parts.append(phones.joined(separator: ", ")) }
                if let organization = card.organization?.name, !organization.isEmpty {
                    parts.append("org " + organization)
                }
                if let birthday = card.birthday {
                    parts.append(
                        "bday "
                            + [
                                birthday.year.map(String.init) ?? "--", birthday.month.map(String.init) ?? "",
                                birthday.day.map(String.init) ?? "",
                            ].joined(separator: "-"))
                }
                if let address = card.addresses.first {
                    parts.append("adr " + [address.street, address.locality].joined(separator: ", "))
                }
                lines[RawKey(source: source, uid: uid)] = parts.joined(separator: " | ")
            }
        }
    }

    /// `source: FN | emails | phones | …`.
    subscript(key: RawKey) -> String {
        "\(key.source): \(lines[key] ?? "(card not found)")"
    }
}
