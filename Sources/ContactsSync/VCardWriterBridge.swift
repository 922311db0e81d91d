import Foundation
import VCard

/// A card's bytes as a remote book is sent them: a valid card of the version it takes (an `FN`
/// made from the organisation, email or phone when it has no name, as export does), with `REV` set
/// to the moment it is written.
enum VCardWriterBridge {
    static func bytes(_ card: VCard, uid: String?, version: VCardWriter.Version, now: Date = Date()) -> [UInt8] {
        var card = card.converted(to: version, uid: uid)
        card.properties.removeAll { $0.name == "REV" }
        card.properties.append(.text("REV", value: revision(now)))
        return VCardWriter(version: version).bytes([card])
    }

    /// A timestamp in the basic ISO 8601 form both vCard 3.0 and 4.0 read: `20261128T095300Z`.
    static func revision(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970)
        let days = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (year, month, day) = civil(days.quotient)
        let (hour, minute, second) = (days.remainder / 3600, days.remainder % 3600 / 60, days.remainder % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)\(two(month))\(two(day))T\(two(hour))\(two(minute))\(two(second))Z"
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
    private static func civil(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
