/// A least-recently-used map that keeps the total cost of its values within a budget.
///
/// Nodes live in an array linked both ways by index (a free list reuses slots), so a lookup, a
/// touch, an insertion and each eviction are O(1).
struct ByteBudgetLRU<Key: Hashable, Value> {
    /// The most the values may cost together.
    let budget: Int
    /// What the values cost together now.
    private(set) var totalCost = 0

    private struct Node {
        var key: Key
        var value: Value?
        var cost: Int
        var newer: Int?
        var older: Int?
    }

    private var nodes: [Node] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// How many values are kept.
    var count: Int { slots.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        unlink(slot)
        pushNewest(slot)
        return nodes[slot].value
    }

    /// The value for `key`, leaving the order as it is.
    func peek(_ key: Key) -> Value? {
        slots[key].flatMap { nodes[$0].value }
    }

    /// Keeps `value` for `key` as the most recently used, then drops the least recently used
    /// values until the total is within budget. A value costing more than the whole budget is not kept.
    /// - Returns: how many other values were dropped.
    @discardableResult
    mutating func insert(_ value: Value, cost: Int, for key: Key) -> Int {
        removeValue(for: key)
        guard cost <= budget else { return 0 }
        let node = Node(key: key, value: value, cost: cost, newer: nil, older: nil)
        let slot: Int
        if let free = freeSlots.popLast() {
            nodes[free] = node
            slot = free
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        slots[key] = slot
        pushNewest(slot)
        totalCost += cost
        var evicted = 0
        while totalCost > budget, let victim = oldest, victim != slot {
            removeValue(for: nodes[victim].key)
            evicted += 1
        }
        return evicted
    }

    /// Drops the value for `key`, if any.
    mutating func removeValue(for key: Key) {
        guard let slot = slots.removeValue(forKey: key) else { return }
        unlink(slot)
        totalCost -= nodes[slot].cost
        nodes[slot].value = nil
        freeSlots.append(slot)
    }

    /// Drops every value whose key satisfies `shouldRemove`.
    mutating func removeAll(where shouldRemove: (Key) -> Bool) {
        for key in slots.keys where shouldRemove(key) { removeValue(for: key) }
    }

    private mutating func unlink(_ slot: Int) {
        let newer = nodes[slot].newer, older = nodes[slot].older
        if let newer { nodes[newer].older = older } else { newest = older }
        if let older { nodes[older].newer = newer } else { oldest = newer }
        nodes[slot].newer = nil
        nodes[slot].older = nil
    }

    private mutating func pushNewest(_ slot: Int) {
        nodes[slot].older = newest
        nodes[slot].newer = nil
        if let newest { nodes[newest].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
