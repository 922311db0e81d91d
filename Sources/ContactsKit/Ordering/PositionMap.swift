import GRDB

/// Every contact's position, from one scan in manual order: used when a sorted or filtered listing
/// is long, where a count per row would cost more. Four bytes per contact.
struct PositionMap {
    private var positions: [Int32]

    init(_ db: Database) throws {
        positions = [Int32](repeating: 0, count: Int(try ContactRecord.largestID(db)) + 1)
        let ids = try ContactRecord.ids(in: .manual, db)
        var position: Int32 = 0
        while let id = try ids.next() {
            position += 1
            positions[Int(id.rawValue)] = position
        }
    }

    subscript(id: ContactRowID) -> Int { Int(positions[Int(id.rawValue)]) }
}
