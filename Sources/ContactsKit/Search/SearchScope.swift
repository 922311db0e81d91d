/// Which of a contact's fields a search looks in.
public enum SearchScope: Sendable, Hashable {
    /// Every field the search index holds: names, organisation, emails, phones, categories, and the
    /// note, addresses, URLs, messaging and social handles, organisational units, every nickname
    /// and related people (`contacts list QUERY`, `browse`).
    case everyField
    /// What names a contact: its names and first nickname, organisation and job title, emails,
    /// phones and categories; never its note or address. A mail client's address lookup
    /// (`contacts query`) and a contact named on the command line look here, so that a word of
    /// someone else's note neither offers that person's address nor makes a name ambiguous.
    case identity
}
