/// A date of birth; the year is always known here, a card may leave it out.
struct Birthday: Sendable, Hashable {
    var year: Int
    var month: Int
    var day: Int
}
