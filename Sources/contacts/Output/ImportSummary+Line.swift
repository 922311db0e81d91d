import ContactsKit

extension ImportSummary {
    /// The line `contacts import` prints: `imported N, updated N, unchanged N, rejected N`.
    var line: String { "imported \(imported), updated \(updated), unchanged \(unchanged), rejected \(rejected)" }
}
