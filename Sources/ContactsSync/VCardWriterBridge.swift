import ContactsKit
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
        let (days, seconds) = Int(date.timeIntervalSince1970).quotientAndRemainder(dividingBy: 86_400)
        let day = CalendarDay(ordinal: seconds < 0 ? days - 1 : days)
        let time = seconds < 0 ? seconds + 86_400 : seconds
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(day.year)\(two(day.month))\(two(day.day))T\(two(time / 3600))\(two(time % 3600 / 60))\(two(time % 60))Z"
    }
}
