/// How a thumbnail fills its square of `side` × `side` pixels.
public enum ThumbnailShape: String, Sendable, Hashable, CaseIterable {
    /// The whole photo, scaled to fit inside the square, keeping its aspect ratio.
    case fit
    /// The photo's centred square, scaled to fill the square: for avatars.
    case squareCrop
}
