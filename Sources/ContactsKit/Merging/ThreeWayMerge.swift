import VCard

/// A field that changed both in the store and at the source to different values: the merge kept
/// the store's value (the user's edit).
public struct MergeConflict: Sendable, Hashable {
    /// The property's name (`NOTE`, `FN`, `BDAY`, …).
    public var field: String
    /// The property as kept (ours), and as the source has it (the value that lost); either may be
    /// empty (a field removed on one side and changed on the other).
    public var kept: [VCardProperty]
    public var lost: [VCardProperty]

    public init(field: String, kept: [VCardProperty] = [], lost: [VCardProperty] = []) {
        self.field = field
        self.kept = kept
        self.lost = lost
    }
}

/// Merges a card edited here (`local`) with a newer version from its source (`incoming`), given
/// the version both started from (`base`: the card as last read from the source), property by
/// property. Written once for re-import and for sync.
///
/// Properties are matched by name and normalised value (`CardMerger/valueKey(_:)`: case of
/// emails, punctuation of phone numbers and the like do not count); grouped properties
/// (`item1.EMAIL` with its `item1.X-ABLabel`) are one unit, matched by their first property.
///
/// - **Single-valued** properties (``singleValued``: `FN`, `N`, `BDAY`, `ORG`, `TITLE`, `NOTE`
///   — every `NOTE` of a card as one —, `UID`, …): changed only at the source → the source's;
///   changed only here → ours; changed on both sides to the same value → that; to different
///   values → ours, and a ``MergeConflict`` naming the property.
/// - **Repeatable** properties (`EMAIL`, `TEL`, `ADR`, `URL`, `CATEGORIES`, …), value by value:
///   kept when both sides have it, or when one side added it (it is not in `base`); dropped when
///   `base` has it and one side removed it. A value changed on both sides (base P, ours P1, the
///   source's P2) therefore keeps P1 and P2: nothing typed is lost.
///
/// The result keeps our order, the source's additions after it.
///
/// ```swift
/// let (card, conflicts) = ThreeWayMerge.merge(base: lastRead, local: edited, incoming: fromICloud)
/// ```
public enum ThreeWayMerge {
    /// The properties merged as one value each.
    public static let singleValued: Set<String> = CardMerger.singular.union(["ORG", "TITLE", "ROLE", "NOTE"])

    /// The merged card, and the single-valued properties changed on both sides.
    public static func merge(base: VCard, local: VCard, incoming: VCard) -> (card: VCard, conflicts: [MergeConflict]) {
        let baseUnits = units(of: base), localUnits = units(of: local), incomingUnits = units(of: incoming)
        var conflicts: [MergeConflict] = []

        // Single-valued: decided per property name, as one value.
        var takeIncoming = Set<String>()
        let names = Set((baseUnits + localUnits + incomingUnits).map(\.name).filter(singleValued.contains))
        for name in names.sorted() {
            let b = key(name, baseUnits), l = key(name, localUnits), i = key(name, incomingUnits)
            if i == b || l == i { continue }
            if l == b {
                takeIncoming.insert(name)
            } else {
                conflicts.append(
                    MergeConflict(
                        field: name, kept: properties(name, localUnits), lost: properties(name, incomingUnits)))
            }
        }

        // Repeatable: value by value.
        let baseKeys = Set(baseUnits.map(\.key)), localKeys = Set(localUnits.map(\.key)),
            incomingKeys = Set(incomingUnits.map(\.key))
        var result: [VCardProperty] = []
        var usedGroups = Set(localUnits.compactMap { $0.properties.first?.group?.lowercased() })
        var placed = Set<String>()
        for unit in localUnits {
            if singleValued.contains(unit.name) {
                guard takeIncoming.contains(unit.name) else {
                    result += unit.properties
                    continue
                }
                // The source's value goes where ours was.
                if placed.insert(unit.name).inserted {
                    result += incomingUnits.filter { $0.name == unit.name }.flatMap {
                        renamed($0, avoiding: &usedGroups)
                    }
                }
                continue
            }
            if incomingKeys.contains(unit.key) || !baseKeys.contains(unit.key) { result += unit.properties }
        }
        for unit in incomingUnits {
            if singleValued.contains(unit.name) {
                if takeIncoming.contains(unit.name), placed.insert(unit.name).inserted {
                    result += incomingUnits.filter { $0.name == unit.name }.flatMap {
                        renamed($0, avoiding: &usedGroups)
                    }
                }
                continue
            }
            if !localKeys.contains(unit.key), !baseKeys.contains(unit.key) {
                result += renamed(unit, avoiding: &usedGroups)
            }
        }
        return (VCard(version: local.version, properties: result), conflicts)
    }

    /// A property, or a group of properties, matched as one.
    struct Unit {
        /// The name of its first property (for a group, its first property that is not a label).
        var name: String
        /// Its identity: name and normalised value.
        var key: String
        var properties: [VCardProperty]
    }

    /// The units of a card, in order (a group where its first property is).
    static func units(of card: VCard) -> [Unit] {
        var units: [Unit] = []
        var groupIndex: [String: Int] = [:]
        for property in card.properties {
            if let group = property.group?.lowercased() {
                if let index = groupIndex[group] {
                    units[index].properties.append(property)
                } else {
                    groupIndex[group] = units.count
                    units.append(Unit(name: property.name, key: "", properties: [property]))
                }
            } else {
                units.append(Unit(name: property.name, key: CardMerger.valueKey(property), properties: [property]))
            }
        }
        for index in units.indices where units[index].key.isEmpty {
            let primary = units[index].properties.first { $0.name != "X-ABLABEL" } ?? units[index].properties[0]
            units[index].name = primary.name
            units[index].key = CardMerger.valueKey(primary)
        }
        return units
    }

    /// The value of single-valued property `name` among `units`, for comparison ("" when absent;
    /// several, as `NOTE` may be, sorted and joined).
    private static func key(_ name: String, _ units: [Unit]) -> String {
        units.filter { $0.name == name }.map(\.key).sorted().joined(separator: "\u{1E}")
    }

    /// The properties of the units named `name`.
    private static func properties(_ name: String, _ units: [Unit]) -> [VCardProperty] {
        units.filter { $0.name == name }.flatMap(\.properties)
    }

    /// A unit's properties, its group renamed when the result already uses the name.
    private static func renamed(_ unit: Unit, avoiding used: inout Set<String>) -> [VCardProperty] {
        guard let group = unit.properties.first?.group else { return unit.properties }
        let name = GroupName.unique(group, avoiding: &used)
        return unit.properties.map {
            var property = $0; property.group = name; return property
        }
    }
}
