/// How wide each column of a terminal table is, from what the columns hold and the room there is.
///
/// Every column gets its natural width (its widest value or title) when they all fit. When they do
/// not, columns that are useless cut (a phone number, a date) get theirs first; the rest of the
/// room is shared out like water poured over the other columns: a column narrower than its share
/// gets exactly what it needs and the room it leaves goes to the others, so a column is only ever
/// cut when every column wider than it is cut to the same width — no value is cut while another
/// column has spare room.
enum ColumnFitting {
    /// The fewest columns a cut column keeps (room for a few characters and `…`).
    static let minimum = 4

    /// The widths for columns of `natural` widths in `available` columns of text (separators
    /// already taken off); `whole` marks the columns to keep whole when they can.
    static func widths(natural: [Int], whole: [Bool], available: Int) -> [Int] {
        guard natural.reduce(0, +) > available else { return natural }
        var widths = natural
        let flexible = natural.indices.filter { !whole[$0] }
        // Whole columns first, each to at most half the room, so that a freak value cannot take
        // the whole line.
        var room = available
        for index in natural.indices where whole[index] {
            widths[index] = min(natural[index], max(minimum, available / 2))
            room -= widths[index]
        }
        // Then the water: the narrowest flexible columns first, each getting what it needs up to an
        // equal share of what is left.
        var left = flexible.sorted { natural[$0] < natural[$1] }
        while !left.isEmpty {
            let share = max(minimum, room / left.count)
            let index = left.removeFirst()
            let width = natural[index] <= share ? natural[index] : share + (left.isEmpty ? max(0, room - share) : 0)
            widths[index] = min(natural[index], max(minimum, width))
            room -= widths[index]
        }
        return widths
    }
}
