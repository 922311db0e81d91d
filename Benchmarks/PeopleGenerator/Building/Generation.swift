import BenchmarkSupport

/// One corpus being generated: the seeded random source, the people so far, and every name, address,
/// number and UID handed out, so that nothing is shared between people unless on purpose.
final class Generation {
    var random: SplitMix64
    var people: [Person] = []
    var hardNegatives: [HardNegativeGroup] = []
    /// Full names in use, folded (`jose|garcia`).
    var usedNames: Set<String> = []
    var usedEmails: Set<String> = []
    /// ``PhoneNumber/key`` of every number handed out.
    var usedNumbers: Set<String> = []
    var usedPlaces: Set<String> = []
    var usedUIDs: Set<String> = []
    var companies: [Company] = []
    var usedCompanyNames: Set<String> = []
    /// ``Swift/String/withoutDiacritics`` and ``Swift/String/mailboxLetters`` of names already seen
    /// (Foundation's decomposition is slow, and the same names come up again and again).
    private var strippedNames: [String: String] = [:]
    private var mailboxNames: [String: String] = [:]

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    /// The next person id.
    var nextID: Int { people.count }

    /// The text without diacritics, cached.
    func stripped(_ text: String) -> String {
        if let known = strippedNames[text] { return known }
        let result = text.withoutDiacritics
        strippedNames[text] = result
        return result
    }

    /// The text's ASCII letters for an email address, cached.
    func mailbox(_ text: String) -> String {
        if let known = mailboxNames[text] { return known }
        let result = text.mailboxLetters
        mailboxNames[text] = result
        return result
    }
}
