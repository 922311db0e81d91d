/// The words ``NameParser`` knows: honorific prefixes, suffixes and family-name particles, each by
/// its ``key(_:)`` (lower case, dots dropped: `Ph.D.` is `phd`, `Dr.` is `dr`).
///
/// Only words that are rarely a name where they stand are listed: `Do`, `Ma`, `MS` and `BA` are
/// family names or initials too, so they are not suffixes; `M.` (Monsieur) is not a prefix because
/// it is also an initial (`M. Night Shyamalan`); `Don` and `Dean` are given names.
enum NameWords {
    /// Honorifics written before a name (`Dr.`, `Prof.`, `Sir`, `Mme`), as Apple's and Google's
    /// name fields take them.
    static let prefixes: Set<String> = [
        "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "sir", "dame", "lord", "lady",
        "rev", "revd", "reverend", "fr", "hon", "rt", "rabbi", "capt", "col", "lt", "maj", "sgt",
        "mme", "mlle", "herr", "frau", "sr", "sra", "srta",
    ]

    /// Prefixes that go with a given name rather than a family name (`Sir Patrick`, `Dame Judi`):
    /// a prefix with a single word after it makes that word a family name (`Mrs. Jones`) unless the
    /// last prefix is one of these.
    static let givenNamePrefixes: Set<String> = ["sir", "dame"]

    /// Generational suffixes and the usual degrees and honours written after a name.
    static let suffixes: Set<String> = [
        "jr", "jnr", "sr", "snr", "ii", "iii", "iv", "vi", "vii", "viii", "ix", "2nd", "3rd",
        "esq", "esquire", "phd", "dphil", "md", "dds", "dmd", "dvm", "jd", "llb", "llm", "lld",
        "mba", "msc", "bsc", "cpa", "rn", "edd", "psyd", "obe", "mbe", "cbe", "kbe", "dbe", "qc", "kc",
        "mp", "frs", "ret", "retd",
    ]

    /// The legal forms of a company (`Acme, Inc.`): after a comma they are taken as suffixes, so that
    /// the name is not read family name first (`Inc. Acme`).
    static let organizationForms: Set<String> = [
        "inc", "llc", "llp", "ltd", "plc", "gmbh", "ag", "corp", "co", "sa", "sarl", "bv", "nv", "pty",
    ]

    /// Words that belong to the family name that follows them (`van Beethoven`, `de la Cruz`,
    /// `bin Salman`), in any case (`Dick Van Dyke`, `Lana Del Rey`).
    static let particles: Set<String> = [
        "van", "von", "der", "den", "de", "del", "della", "dello", "degli", "dei", "di", "da", "das", "dos",
        "du", "des", "la", "le", "las", "los", "zu", "zum", "zur", "ter", "ten", "bin", "binti", "binte",
        "bint", "ibn", "al", "el", "af", "av", "ap", "st", "saint", "ste", "sainte", "'t", "’t",
    ]

    /// Particles that are also given names or initials in other languages, taken as particles
    /// only when written in lower case (`David ben Gurion`, `Maria do Carmo`).
    static let lowercaseParticles: Set<String> = ["ben", "bat", "do", "lo", "te"]

    /// The form a word is looked up by: lower case, without dots.
    static func key(_ word: Substring) -> String {
        String(word.lowercased().filter { $0 != "." })
    }

    static func isPrefix(_ word: Substring) -> Bool { prefixes.contains(key(word)) }

    static func isSuffix(_ word: Substring) -> Bool { suffixes.contains(key(word)) }

    /// Whether `word` may end a name after a comma: a suffix or a company's legal form.
    static func isCommaSuffix(_ word: Substring) -> Bool {
        let key = key(word)
        return suffixes.contains(key) || organizationForms.contains(key)
    }

    static func isParticle(_ word: Substring) -> Bool {
        let key = key(word)
        return particles.contains(key) || (lowercaseParticles.contains(key) && word == key[...])
    }

    /// Whether `word` is written all in lower case (`van`, not `Van`).
    static func isLowercase(_ word: Substring) -> Bool {
        word.lowercased() == word
    }
}
