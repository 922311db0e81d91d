/// What one card of a person says, before a source writes it in its own style.
struct CardDraft: Sendable {
    var uid: String
    var isOrganization = false
    /// N's given and family components (already varied: nickname, initial, swapped, …).
    var given: String
    var family: String
    /// Whether the card has an N property (a card may have FN only).
    var hasStructuredName = true
    var formattedName: String
    /// How the card writes the name.
    var variant = NameVariant.full
    /// The name's katakana reading (`X-PHONETIC-FIRST-NAME`, `X-PHONETIC-LAST-NAME`), which iCloud keeps.
    var phoneticGiven: String?
    var phoneticFamily: String?
    /// NICKNAME, when the card keeps the nickname apart from the given name.
    var nickname: String?
    var organization: String?
    var department: String?
    var title: String?
    /// Addresses as this card writes them (letter case may differ from other cards).
    var emails: [(address: String, kind: Email.Kind)] = []
    var phones: [Phone] = []
    var place: Place?
    /// Whether the address is labelled as work rather than home.
    var placeIsWork = false
    var birthday: Birthday?
    /// Whether the birthday is written without its year.
    var birthdayWithoutYear = false
    /// JPEG-looking bytes for PHOTO (never decoded).
    var photo: [UInt8]?
    var note: String?
    var url: String?
}
