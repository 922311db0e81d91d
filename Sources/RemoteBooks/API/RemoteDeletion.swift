/// What a delete did. Both mean the card is gone; a repeated delete is not an error.
public enum RemoteDeletion: Hashable, Sendable {
    /// The card was there with the expected ETag and was deleted.
    case deleted
    /// The card was already gone (deleted by someone else, or by an earlier attempt whose answer was lost).
    case alreadyGone
}
