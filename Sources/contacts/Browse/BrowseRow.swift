import ContactsKit
import PhotoCodec

/// One contact as the browser shows it: the texts of its cells, already made safe for the
/// terminal, its section, its place in the listing and the key of its avatar.
struct BrowseRow: Equatable {
    /// The contact's id (UUID), which the selection follows across reloads.
    let id: String
    /// Where the row sits in the listing, to read on from.
    let key: ListKey
    /// `A`–`Z`, another script's letter, or `#` (sorted orders only).
    let section: String
    /// The manual-order position.
    let position: Int
    let name: String
    /// The first email, or "".
    let email: String
    /// The first phone number, or "".
    let phone: String
    let organization: String
    /// The first eight characters of the id, as `show` and `--json` spell it in full.
    let shortID: String
    /// The avatar's thumbnail; nil for a contact without a photo, which never shows one.
    let avatarKey: ThumbnailKey?

    init(_ row: ScrollRow) {
        let contact = row.contact
        id = contact.id
        key = row.key
        section = Terminal.sanitized(row.section)
        position = contact.position
        name = Terminal.sanitized(ContactTable.name(contact))
        email = Terminal.sanitized(contact.emails.first?.value ?? "")
        phone = Terminal.sanitized(contact.phones.first?.value ?? "")
        organization = Terminal.sanitized(contact.organization)
        shortID = String(contact.id.prefix(8))
        avatarKey = contact.photoHash.map {
            ThumbnailKey(photoHash: $0, side: PhotoDrawing.avatarSide, shape: .squareCrop)
        }
    }
}
