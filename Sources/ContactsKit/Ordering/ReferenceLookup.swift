import GRDB

/// Finds the one contact a typed handle names: the start of its id (a range scan of the unique
/// `contact.uuid` index, as git finds a commit by the start of its hash) and/or a name query (the
/// FTS5 words `contacts list QUERY` matches). One contact matching either way is the answer;
/// several, or an id match and a name match of another contact, are ambiguous.
enum ReferenceLookup {
    /// How many candidates an ambiguous lookup lists.
    static let candidateLimit = 20

    /// The row id of the one contact `text` names.
    /// - Parameters:
    ///   - byName: Whether a name query counts too (`lookup`), or only the start of an id (`id:…`).
    /// - Throws: ``ContactStoreError/ambiguousReference(_:candidates:)`` or ``ContactStoreError/noMatch(_:)``.
    static func one(_ text: String, byName: Bool, _ index: PositionIndex, _ db: Database) throws -> ContactRowID {
        var ids: [ContactRowID] = []
        if let prefix = idPrefix(text) {
            ids = try ContactRecord.ids(uuidPrefix: prefix, limit: candidateLimit + 1, db)
        }
        if byName, let match = try SearchQuery.matchExpression(text, scope: .identity, db) {
            for id in try ContactSearchRecord.ids(matching: match, limit: candidateLimit + 1, db)
            where !ids.contains(id) {
                ids.append(id)
            }
        }
        switch ids.count {
        case 0: throw ContactStoreError.noMatch(text)
        case 1: return ids[0]
        default:
            var places = try ids.compactMap { id in
                try ContactRecord.orderKey(of: id, db).map { (id: id, orderKey: $0) }
            }
            places.sort { ($0.orderKey, $0.id) < ($1.orderKey, $1.id) }
            let candidates = try places.prefix(candidateLimit).map { try summary($0.id, db) }
            throw ContactStoreError.ambiguousReference(text, candidates: candidates)
        }
    }

    /// A contact's id, name and first email.
    static func summary(_ id: ContactRowID, _ db: Database) throws -> ContactSummary {
        guard let listed = try ContactRecord.listed(id: id, db) else {
            throw ContactStoreError.noSuchContact(id: id.description)
        }
        return ContactSummary(
            id: listed.contact.id, displayName: listed.contact.displayName,
            email: listed.contact.emails.first?.value ?? "")
    }

    /// `text` as the start of a UUID string (lower case, dashes where a UUID has them), or nil when
    /// it is not at least ``ContactReference/shortestIDPrefix`` hexadecimal digits (dashes allowed).
    static func idPrefix(_ text: String) -> String? {
        let lower = text.lowercased()
        let digits = lower.filter { $0 != "-" }
        guard digits.count >= ContactReference.shortestIDPrefix, digits.count <= 32,
            digits.allSatisfy({ $0.isHexDigit && $0.isASCII })
        else { return nil }
        // 8-4-4-4-12: dashes go back where the id has them, whether typed or not.
        var prefix = ""
        for (offset, digit) in digits.enumerated() {
            if [8, 12, 16, 20].contains(offset) { prefix.append("-") }
            prefix.append(digit)
        }
        return prefix
    }
}
