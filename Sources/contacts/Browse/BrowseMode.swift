/// What the keys do at the moment.
enum BrowseMode: Equatable {
    /// Moving around the list.
    case list
    /// Typing a search: the list filters as each character is typed.
    case search
    /// Asking whether to delete the contact `id`, shown as `name`.
    case confirmDelete(id: String, name: String)
    /// Moving the picked-up contact through your order.
    case moving
    /// One contact in full.
    case detail
    /// The keys and what they do.
    case help
}
