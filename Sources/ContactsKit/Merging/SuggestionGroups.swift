/// Suggestions grouped per person: the contacts that suggestions join, directly or through one
/// another, are one group (a person with five possible copies is one entry, not ten pairs), and the
/// groups are ranked by their strongest suggestion. A group holds at most ``largest`` contacts: a
/// suggestion that would join two groups into a larger one is left out (in a large book, namesakes
/// and nicknames chain thousands of contacts together, and they are not one person).
///
/// Inside a group the contacts are listed from an anchor — the earlier contact of its strongest
/// suggestion — each after the contact it is most strongly tied to (the tree of strongest ties, a
/// maximum spanning tree built strongest pair first, as Kruskal's algorithm does): O(p log p) for p
/// suggestions, never all pairs of a group.
struct SuggestionGroups {
    /// The most contacts in one group, as many as a full name's block may hold.
    static let largest = SuggestionFinder.nameBlockLimit

    /// One group of contacts.
    struct Group {
        /// Row ids of its contacts: the anchor first, then each after the one it is tied to.
        var members: [ContactRowID] = []
        /// For each member but the anchor, its strongest tie to a member listed before it (an index in ``pairs``).
        var ties: [ContactRowID: Int] = [:]
        /// Every suggestion between its contacts, strongest first.
        var pairs: [SuggestionFinder.Pair] = []

        /// Its strongest suggestion's strength.
        var strength: SuggestionStrength { pairs[0].strength }
    }

    /// The groups, strongest first (then by the anchor's position).
    /// - Parameter position: A contact's position in the manual order (for ties and anchors).
    static func make(_ pairs: [SuggestionFinder.Pair], position: (ContactRowID) -> Int) -> [Group] {
        let sorted = pairs.map {
            (pair: $0, first: min(position($0.a), position($0.b)), second: max(position($0.a), position($0.b)))
        }
        .sorted { ($1.pair.strength.value, $0.first, $0.second) < ($0.pair.strength.value, $1.first, $1.second) }
        .map(\.pair)

        // Union–find over contacts; a pair joining two sets, not too large together, is a tie of the tree.
        var parent: [ContactRowID: ContactRowID] = [:]
        var size: [ContactRowID: Int] = [:]
        func find(_ x: ContactRowID) -> ContactRowID {
            var root = x
            while let next = parent[root], next != root { root = next }
            var node = x
            while let next = parent[node], next != root {
                parent[node] = root
                node = next
            }
            return root
        }
        var isTie = [Bool](repeating: false, count: sorted.count)
        for (index, pair) in sorted.enumerated() {
            if parent[pair.a] == nil { parent[pair.a] = pair.a }
            if parent[pair.b] == nil { parent[pair.b] = pair.b }
            let (rootA, rootB) = (find(pair.a), find(pair.b))
            let joined = size[rootA, default: 1] + size[rootB, default: 1]
            guard rootA != rootB, joined <= largest else { continue }
            parent[rootB] = rootA
            size[rootA] = joined
            isTie[index] = true
        }

        // Each group's pairs (strongest first, as sorted) and its ties by contact; a pair between
        // two groups is in neither.
        var groupOf: [ContactRowID: Int] = [:]
        var groups: [Group] = []
        var adjacent: [[ContactRowID: [(other: ContactRowID, pair: Int)]]] = []
        for (index, pair) in sorted.enumerated() {
            let root = find(pair.a)
            guard find(pair.b) == root else { continue }
            let number: Int
            if let known = groupOf[root] {
                number = known
            } else {
                number = groups.count
                groupOf[root] = number
                groups.append(Group())
                adjacent.append([:])
            }
            groups[number].pairs.append(pair)
            if isTie[index] {
                let local = groups[number].pairs.count - 1
                adjacent[number][pair.a, default: []].append((pair.b, local))
                adjacent[number][pair.b, default: []].append((pair.a, local))
            }
        }

        // List each group from its anchor, breadth first along the ties, stronger ties first.
        for number in groups.indices {
            let strongest = groups[number].pairs[0]
            let anchor = position(strongest.a) <= position(strongest.b) ? strongest.a : strongest.b
            var members = [anchor]
            var ties: [ContactRowID: Int] = [:]
            var next = 0
            while next < members.count {
                let member = members[next]
                next += 1
                // Ties were added strongest first, so each list is already in that order.
                for (other, pair) in adjacent[number][member] ?? [] where other != anchor && ties[other] == nil {
                    ties[other] = pair
                    members.append(other)
                }
            }
            groups[number].members = members
            groups[number].ties = ties
        }
        // Groups were numbered in the order of their strongest pair: already ranked.
        return groups
    }
}
