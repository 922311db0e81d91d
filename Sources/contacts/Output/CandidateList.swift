import ContactsKit

/// The contacts a name matched when it should have matched one: one line each, `  SHORTID  NAME
/// EMAIL`, the ids long enough to tell them apart, so the user can type one back.
enum CandidateList {
    static func lines(_ candidates: [ContactSummary]) -> String {
        let ids = ContactSummary.distinctPrefixes(candidates.map(\.id))
        let names = candidates.map { Terminal.sanitized($0.displayName.isEmpty ? "(no name)" : $0.displayName) }
        let width = min(32, names.map(Terminal.displayWidth).max() ?? 0)
        return zip(ids, zip(names, candidates)).map { id, pair in
            let (name, candidate) = pair
            var line = "  \(id)  " + Terminal.fit(name, width: width, pad: !candidate.email.isEmpty)
            if !candidate.email.isEmpty { line += "  " + Terminal.sanitized(candidate.email) }
            return line
        }.joined(separator: "\n")
    }
}
