/// The lookup keys that find linking candidates, so that linking never compares all pairs: a new
/// card is compared only with the raw contacts that share one of its keys.
///
/// A key is a 63-bit integer: its kind in the top bits (so one kind is an index range) and a 60-bit
/// FNV-1a hash of the normalised value below. A hash collision only costs a comparison: every
/// candidate is checked by `MatchRules` on its stored profile.
struct LinkKey: TypedInteger {
    /// What a key is made from.
    enum Kind: Int64, CaseIterable, Sendable {
        case uid = 1, email, phone, fullName, nameAndBirthday, nameAndOrganization, nameAndAddress
    }

    /// The integer the `rawKey` table stores.
    let rawValue: Int64

    init(rawValue: Int64) { self.rawValue = rawValue }

    static let kindShift: Int64 = 60

    static func make(_ kind: Kind, _ value: String) -> LinkKey {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in value.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return LinkKey((kind.rawValue << kindShift) | Int64(hash & ((1 << 60) - 1)))
    }

    /// The key's kind (nil for a number no key has).
    var kind: Kind? {
        Kind(rawValue: rawValue >> Self.kindShift)
    }

    /// The range of keys of one kind, for scanning them in index order.
    static func range(_ kind: Kind) -> ClosedRange<LinkKey> {
        LinkKey(kind.rawValue << kindShift)...LinkKey((kind.rawValue << kindShift) | ((1 << 60) - 1))
    }

    /// Every key of a profile. The bare full name is stored for suggestions but not used to find
    /// candidates on import (common names make large blocks); the name paired with a birthday, an
    /// organisation or an address is.
    static func keys(_ profile: MatchProfile) -> [(kind: Kind, key: LinkKey)] {
        var keys: [(Kind, LinkKey)] = []
        // A set, not a search of `keys`: a hostile card of 40,000 emails took a minute to import.
        var seen = Set<LinkKey>()
        func add(_ kind: Kind, _ value: String) {
            let key = make(kind, value)
            if seen.insert(key).inserted { keys.append((kind, key)) }
        }
        if !profile.uid.isEmpty { add(.uid, profile.uid) }
        for email in profile.emails { add(.email, email) }
        for phone in profile.phones { add(.phone, phone.key) }
        for name in profile.fullNameKeys {
            add(.fullName, name)
            if !profile.birthdayMonthDay.isEmpty { add(.nameAndBirthday, name + "|" + profile.birthdayMonthDay) }
            if !profile.organization.isEmpty { add(.nameAndOrganization, name + "|" + profile.organization) }
            for address in profile.addresses { add(.nameAndAddress, name + "|" + address) }
        }
        return keys
    }
}
