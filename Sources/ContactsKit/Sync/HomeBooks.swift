/// Which book each contact belongs to: the one place that decides a contact's home (docs/sync.md,
/// "A home for every contact").
///
/// A contact's home is the remote that holds a card of it (the default remote when several do, else
/// the one added first); when none does, the book its cards were sent to (`add --to`, `import --to`,
/// `remote add --no-upload`: `RawContactRecord`'s `home`) while that book exists; else the default
/// book. The default book is the remote marked default, or `local` when none is.
///
/// ```swift
/// let homes = HomeBooks(remotes: try store.remotes())
/// homes.home(sources: ["icloud", "phone"], sentTo: nil)   // "phone", when phone is a remote
/// ```
public struct HomeBooks: Sendable, Hashable {
    /// The remotes' names, in the order they were added.
    public let remotes: [String]
    /// The book new contacts go to: a remote's name, or ``local``.
    public let defaultBook: String

    /// The book of contacts kept on this machine only.
    public static let local = LocalSource.name

    /// The homes of a store with these remotes.
    public init(remotes: [Remote]) {
        self.remotes = remotes.map(\.name)
        defaultBook = remotes.first(where: \.isDefault)?.name ?? Self.local
    }

    /// The home of a contact whose cards come from `sources`, sent to `sentTo` (the first of its
    /// cards' `home`, if any).
    public func home(sources: Set<String>, sentTo: String?) -> String {
        let holding = remotes.filter(sources.contains)
        if let first = holding.first { return holding.contains(defaultBook) ? defaultBook : first }
        if let sentTo, sentTo == Self.local || remotes.contains(sentTo) { return sentTo }
        return defaultBook
    }

    /// Whether `name` is a book new contacts can go to: `local` or a remote.
    public func isBook(_ name: String) -> Bool {
        name == Self.local || remotes.contains(name)
    }
}
