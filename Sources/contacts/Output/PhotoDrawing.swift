import ContactsKit
import PhotoCodec

/// Photos drawn in the terminal by `show` (one photo) and `list --photos` (avatars), through the
/// store's thumbnail cache, so that a photo decoded once is read back as a small PNG next time.
enum PhotoDrawing {
    /// The side of the photo `show` draws: at most 24 cells wide (and 12 lines high).
    static let showSide = 24
    /// Avatars in `list --photos`: 4 × 4 pixels, centre-cropped, as 4 cells by 2 lines.
    static let avatarSide = 4

    /// Whether photos are drawn: when asked for (`explicitly`) or on a terminal, and never when
    /// colours are off (`NO_COLOR`, `TERM=dumb`).
    static func allowed(explicitly: Bool) -> Bool {
        Terminal.colourAllowed && (explicitly || Terminal.isTerminal(.standardOutput))
    }

    /// Draws `photo` for `show` when drawing is allowed, and returns the text of the `photo` line
    /// (nil without a photo), which says why a photo was not drawn when it could not be.
    static func draw(
        _ photo: ContactPhoto?, store: ContactStore, output: StandardOutput, explicitly: Bool
    ) async throws -> String? {
        guard let photo else { return nil }
        guard case .embedded(let stored) = photo else { return PhotoDescription.text(photo, withHash: false) }
        var line = PhotoDescription.text(photo, withHash: false)
        guard allowed(explicitly: explicitly) else { return line }
        let side = min(showSide, max(avatarSide, Terminal.width - 4))
        do {
            if let image = try await store.makeThumbnailCache().thumbnail(for: stored.thumbnailKey(side: side)) {
                let cells = TerminalImage.render(image, palette: TerminalImage.palette())
                for row in cells.split(separator: "\n") { try output.write("  " + row + "\n") }
            }
        } catch let error as PhotoError {
            line += " (not drawn: \(Diagnostics.message(error)))"
        }
        return line
    }

    /// An avatar as `avatarSide` cells by `avatarSide / 2` lines, from a thumbnail (scaled up when
    /// the photo was smaller), or blank lines without one.
    static func avatarLines(_ thumbnail: RGBAImage?) -> [String] {
        let height = (avatarSide + 1) / 2
        guard let thumbnail else { return Array(repeating: String(repeating: " ", count: avatarSide), count: height) }
        let image =
            thumbnail.width == avatarSide && thumbnail.height == avatarSide
            ? thumbnail
            : Thumbnailer(allowsUpscaling: true).thumbnail(of: thumbnail, side: avatarSide, shape: .squareCrop)
        return TerminalImage.render(image, palette: TerminalImage.palette()).split(separator: "\n").map(String.init)
    }

    /// What an avatar shows for a photo that cannot be decoded.
    static var undecodableAvatar: [String] {
        let height = (avatarSide + 1) / 2
        return [Terminal.styled(" ?  ", .dim)]
            + Array(repeating: String(repeating: " ", count: avatarSide), count: height - 1)
    }
}
