/// How much of the duplicates report to build (``ContactStore/duplicates(_:)``): the counts are
/// always complete; the lists hold at most as many entries as asked for.
public struct DuplicateRequest: Sendable, Hashable {
    /// At most this many linked contacts, the first in manual order; nil for all of them.
    public var linkedLimit: Int?
    /// At most this many groups of suggestions, the strongest; nil for all of them.
    public var suggestionLimit: Int?

    /// - Parameters:
    ///   - linkedLimit: At most this many linked contacts (nil: all, 0: none).
    ///   - suggestionLimit: At most this many groups of suggestions (nil: all, 0: none).
    public init(linkedLimit: Int? = nil, suggestionLimit: Int? = nil) {
        self.linkedLimit = linkedLimit
        self.suggestionLimit = suggestionLimit
    }
}
