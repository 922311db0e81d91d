import ContactsKit
import Foundation
import PhotoCodec

/// One contact in full, as `contacts show` prints it (``ContactDetail`` writes the lines), scrolled
/// in the list area; its photo, when it has one that can be drawn, above its name.
struct DetailView {
    /// The contact's id.
    let id: String
    /// The lines of `show`, without styles (the name is drawn bold, the last line dim).
    let lines: [String]
    /// The thumbnail to draw above the name, once it is decoded.
    let photoKey: ThumbnailKey?
    /// The photo as half-block cells, once decoded.
    var photo: CellPicture?
    /// Lines scrolled off the top.
    private(set) var offset = 0

    init(card: ContactCard, photo: ContactPhoto?, width: Int, photoSide: Int, drawsPhotos: Bool) throws {
        id = card.contact.id
        lines = try Self.showLines(card, photo: photo.map { PhotoDescription.text($0, withHash: false) }, width: width)
        if drawsPhotos, case .embedded(let stored)? = photo {
            photoKey = stored.thumbnailKey(side: photoSide)
        } else {
            photoKey = nil
        }
    }

    /// Lines the photo takes above the name (with a blank line under it).
    var photoHeight: Int { photo.map { $0.cells.count + 1 } ?? 0 }

    /// How many lines there are to scroll through.
    var height: Int { photoHeight + lines.count }

    /// Scrolls by `count` lines within `visible` lines of screen.
    mutating func scroll(by count: Int, visible: Int) {
        offset = max(0, min(offset + count, height - visible))
    }

    /// What `contacts show` prints for `card` at `width` columns, styles taken out: ``ContactDetail``
    /// writes into a file of its own, read back. Its text is sanitised already, so the only escape
    /// sequences in it are the styles `show` adds on a terminal.
    private static func showLines(_ card: ContactCard, photo: String?, width: Int) throws -> [String] {
        guard let file = tmpfile() else {
            throw CommandError("cannot make a temporary file for the detail: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        let output = StandardOutput(file: fileno(file), destination: "the detail")
        try ContactDetail(output: output, width: width).render(card, photo: photo)
        try output.flush()
        let descriptor = fileno(file)
        lseek(descriptor, 0, SEEK_SET)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self).replacing(/\x{1B}\[[0-9;]*m/, with: "")
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
