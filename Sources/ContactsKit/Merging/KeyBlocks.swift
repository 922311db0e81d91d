import GRDB

/// Runs of raw contacts sharing a lookup key (``LinkKey``), read in one ordered scan of the `rawKey`
/// index: the blocks inside which linking on demand (`BulkLinker`) and suggestions
/// (``ContactStore/duplicates(_:)``) judge pairs, so that neither compares all pairs nor queries per
/// raw contact.
struct KeyBlocks {
    /// The blocks of two raw contacts or more, each no larger than its kind's limit, in key order.
    private(set) var blocks: [[RawContactRowID]] = []
    /// How many raw contacts carry each telephone key that two or more carry, whatever the limits.
    private(set) var phoneSharers: [LinkKey: Int] = [:]

    /// Scans the keys of `kinds`.
    /// - Parameters:
    ///   - limit: The largest block of a kind that is kept (a larger one is not an identity).
    ///   - keep: Whether a block within its limit is wanted (the caller's own filter).
    init(
        _ kinds: [LinkKey.Kind], limit: (LinkKey.Kind) -> Int, keep: ([RawContactRowID]) -> Bool = { _ in true },
        _ db: Database
    ) throws {
        for kind in kinds {
            try add(kind, most: limit(kind), keep: keep) {
                try RawKeyRecord.forEachKey(in: LinkKey.range(kind), db, $0)
            }
        }
    }

    /// The blocks of keys held in memory, as a bulk import holds them before writing them:
    /// `pairs` sorted by key then raw contact, without repeats, as the `rawKey` index returns them.
    init(_ kinds: [LinkKey.Kind], limit: (LinkKey.Kind) -> Int, sorted pairs: [(key: LinkKey, raw: RawContactRowID)]) {
        for kind in kinds {
            let range = LinkKey.range(kind)
            var low = 0, high = pairs.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[middle].key < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            add(kind, most: limit(kind), keep: { _ in true }) { push in
                for (key, raw) in pairs[low...] {
                    guard key <= range.upperBound else { break }
                    push(key, raw)
                }
            }
        }
    }

    /// Adds the blocks of one kind's keys, which `feed` pushes in key order.
    private mutating func add(
        _ kind: LinkKey.Kind, most: Int, keep: ([RawContactRowID]) -> Bool,
        feed: ((_ key: LinkKey, _ raw: RawContactRowID) -> Void) throws -> Void
    ) rethrows {
        var run: [RawContactRowID] = []
        var runKey: LinkKey?
        // `feed`'s closure may not capture the non-escaping `keep` as such; it runs only during the call.
        try withoutActuallyEscaping(keep) { keep in
            func close() {
                defer { run.removeAll(keepingCapacity: true) }
                guard let runKey, run.count >= 2 else { return }
                if kind == .phone { phoneSharers[runKey] = run.count }
                if run.count <= most, keep(run) { blocks.append(run) }
            }
            try feed { key, raw in
                if key != runKey {
                    close()
                    runKey = key
                }
                run.append(raw)
            }
            close()
        }
    }

    /// Every raw contact in some block.
    var members: Set<RawContactRowID> { Set(blocks.joined()) }

    /// How many raw contacts carry a number (0 when no other does), for telling a person's number
    /// from a switchboard (``MatchRules/isPersonal(_:_:_:_:sharers:)``).
    func sharers(_ phone: MatchPhone) -> Int {
        phoneSharers[LinkKey.make(.phone, phone.key)] ?? 0
    }
}
