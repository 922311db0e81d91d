import Testing

/// The manual order as a Swift array of the numbers ``Cards/numbered(_:from:uids:)`` gave.
struct OrderModel {
    private(set) var numbers: [Int]

    init(count: Int) { numbers = (0..<count).map { $0 + 1 } }

    var names: [String] { numbers.map(Cards.numberedName) }

    mutating func move(from: Int, to: Int) {
        let number = numbers.remove(at: from - 1)
        numbers.insert(number, at: to - 1)
    }

    /// Removes the contacts at `positions`, all resolved before any is removed.
    mutating func remove(positions: [Int]) {
        for index in positions.map({ $0 - 1 }).sorted(by: >) { numbers.remove(at: index) }
    }

    /// The 1-based position of the contact with `name`.
    func position(of name: String) -> Int {
        (names.firstIndex(of: name) ?? -1) + 1
    }

    /// The store's manual listing is this model, with positions 1…count.
    func expectMatches(_ temporary: TemporaryStore, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let contacts = try temporary.list()
        #expect(contacts.map(\.displayName) == names, sourceLocation: sourceLocation)
        #expect(contacts.map(\.position) == Array(0..<numbers.count).map { $0 + 1 }, sourceLocation: sourceLocation)
    }
}
