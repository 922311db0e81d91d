import ContactsKit
import PhotoCodec

/// One contact in full, as `contacts show` prints it, scrolled in the list area; its photo, when
/// it has one that can be drawn, above its name.
struct DetailView {
    /// The contact's id.
    let id: String
    /// The lines of `show`.
    let lines: [ContactDetail.Line]
    /// The thumbnail to draw above the name, once it is decoded.
    let photoKey: ThumbnailKey?
    /// The photo as text lines of half blocks (``TerminalImage``), once decoded.
    var photo: [String]?
    /// Lines scrolled off the top.
    private(set) var offset = 0

    init(contact: Contact, photo: ContactPhoto?, photoSide: Int, drawsPhotos: Bool) {
        id = contact.id
        lines = ContactDetail.lines(contact, photo: photo.map { PhotoDescription.text($0, withHash: false) })
        if drawsPhotos, case .embedded(let stored)? = photo {
            photoKey = stored.thumbnailKey(side: photoSide)
        } else {
            photoKey = nil
        }
    }

    /// Lines the photo takes above the name (with a blank line under it).
    var photoHeight: Int { photo.map { $0.count + 1 } ?? 0 }

    /// How many lines there are to scroll through.
    var height: Int { photoHeight + lines.count }

    /// Scrolls by `count` lines within `visible` lines of screen.
    mutating func scroll(by count: Int, visible: Int) {
        offset = max(0, min(offset + count, height - visible))
    }
}
