import FuzzSupport
import VCard

/// Reads every typed accessor of a card, and checks the ones whose results the documentation promises.
enum TypedViewChecks {
    /// How deep `AGENT` cards are followed (each level is shorter than the one holding it, so this only
    /// keeps a run quick).
    static let maximumAgentDepth = 4

    static func run(_ card: VCard, depth: Int = 0) {
        _ = card.formattedName
        _ = card.name
        _ = card.nicknames
        _ = card.organization
        _ = card.title
        _ = card.notes
        _ = card.categories
        _ = card.uid
        _ = card.revision
        _ = card.kind
        _ = card.emails
        _ = card.telephones
        _ = card.urls
        _ = card.addresses
        for date in [card.birthday, card.anniversary].compactMap({ $0 }) {
            checkDate(date)
        }
        if let photo = card.photo, case .embedded = photo {
            invariant(photo.data != nil, "an embedded photo whose data does not decode: \(photo)")
        }
        if depth < maximumAgentDepth, let agent = card.agent {
            run(agent, depth: depth + 1)
        }
    }

    /// A date has a year, a month or a day, each in range, and its vCard value parses back to it.
    static func checkDate(_ date: VCardDate) {
        invariant(
            date.year != nil || date.month != nil || date.day != nil, "a date with no year, month or day: \(date)")
        if let month = date.month { invariant((1...12).contains(month), "month \(month)") }
        if let day = date.day { invariant((1...31).contains(day), "day \(day)") }
        _ = date.isoString
        invariant(
            VCardDate(parsing: date.vCardValue) == date,
            "\(date) is written \(date.vCardValue), which reads as \(String(describing: VCardDate(parsing: date.vCardValue)))"
        )
    }
}
