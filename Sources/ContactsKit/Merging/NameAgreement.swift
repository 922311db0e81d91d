/// How two people's names compare, for `MatchRules`.
///
/// - ``same``: one person's name as far as names can tell — equal up to case, accents and width, a
///   nickname, an initial, a missing part, a second family name, the parts swapped, or the same words
///   in another order or spacing (`Nguyen Van An` / `An Nguyen Van`, `Min-jun` / `Minjun`).
/// - ``close``: perhaps one person's, but only an identifier (a UID, an email, a personal phone) may
///   link them: a typo apart (Damerau–Levenshtein 1 in names up to 7 letters, 2 in longer ones:
///   `Maxiimlian` / `Maximilian`), two Latin spellings of one sound (`Jeong` / `Jung`), or written in
///   different scripts and agreeing once read in Latin letters (`Юлия` / `Yuliya`, `司马丽` / `Li Sima`).
/// - ``unknown``: written in different scripts that cannot be compared (a Japanese name in kanji,
///   which ICU reads in Mandarin: `鈴木陽菜` is `ling mu yang cai`, not Hina Suzuki): the names say
///   nothing, so one identifier — which a household shares too — is not enough; two are.
/// - ``different``: not one person's name — a conflict. A man's and a woman's name are different
///   however few letters apart (`Jan` / `Jana`, `Patrick` / `Patricia`, `Christian` / `Christina`).
enum NameAgreement: Int, Comparable, Sendable {
    case different, unknown, close, same

    static func < (a: NameAgreement, b: NameAgreement) -> Bool { a.rawValue < b.rawValue }

    /// How the names of two people's profiles compare.
    static func of(_ a: MatchProfile, _ b: MatchProfile) -> NameAgreement {
        if MatchRules.namesCompatible(a, b) || sameWords(a, b) { return .same }
        if a.script == b.script {
            guard a.script.isAlphabet else { return .different }
            if closeInOneScript(a, b) { return .close }
            // A letter dropped at the end reads as a woman's name (`Olle` / `Oll`, `Ada` / `Ad`); it is
            // a typo when the cards share a number both call a mobile and one more detail, which a
            // man and a woman of one family do not.
            return MatchRules.sharesMobileAndMore(a, b) && closeInOneScript(a, b, typosOnly: true) ? .close : .different
        }
        return acrossScripts(a, b)
    }

    // MARK: - One script

    /// The same words, in any order or spacing: `an nguyen van` is `nguyen van an`, `min jun kim` is
    /// `minjun kim`.
    static func sameWords(_ a: MatchProfile, _ b: MatchProfile) -> Bool {
        if runTogether(a, b) || runTogether(b, a) { return true }
        let wordsA = (a.given + " " + a.family).split(ascii: " "), wordsB = (b.given + " " + b.family).split(ascii: " ")
        guard wordsA.count >= 2, wordsB.count >= 2 else { return false }
        if wordsA.sorted() == wordsB.sorted() { return true }
        guard !a.given.isEmpty, !a.family.isEmpty, !b.given.isEmpty, !b.family.isEmpty else { return false }
        let (givenA, familyA, givenB, familyB) = (
            compact(a.given), compact(a.family), compact(b.given), compact(b.family)
        )
        return (givenA == givenB && familyA == familyB) || (givenA == familyB && familyA == givenB)
    }

    /// Whether `a` writes its name as one word (a formatted name only, as `橋本淳` or `이은지` is
    /// written) that is `b`'s given and family names run together, in either order.
    private static func runTogether(_ a: MatchProfile, _ b: MatchProfile) -> Bool {
        guard a.family.isEmpty, !a.given.isEmpty, !b.given.isEmpty, !b.family.isEmpty else { return false }
        let whole = compact(a.given)
        return whole == compact(b.family + b.given) || whole == compact(b.given + b.family)
    }

    /// Given and family names each equal, compatible, a typo apart or spelt alike, in order or swapped;
    /// with `typosOnly`, words a typo apart whatever their endings (``typoApart(_:_:)``).
    static func closeInOneScript(_ a: MatchProfile, _ b: MatchProfile, typosOnly: Bool = false) -> Bool {
        if givenClose(a.given, b.given, typosOnly), familyClose(a.family, b.family, typosOnly) { return true }
        let named = !a.given.isEmpty && !a.family.isEmpty && !b.given.isEmpty && !b.family.isEmpty
        return named && givenClose(a.given, b.family, typosOnly) && familyClose(a.family, b.given, typosOnly)
    }

    private static func givenClose(_ a: String, _ b: String, _ typosOnly: Bool) -> Bool {
        if MatchRules.givenCompatible(a, b) { return true }
        let (compactA, compactB) = (compact(a), compact(b))
        if compactA == compactB { return true }
        if typosOnly { return typoApart(compactA, compactB) }
        let first = { (text: String) in String(text.firstWord ?? "") }
        // A typo in a nickname's formal name too: Robet is Bob.
        let formalA = NicknameTable.formalNames(first(a)), formalB = NicknameTable.formalNames(first(b))
        return formalA.contains { x in formalB.contains { y in wordsClose(x, y) } } || wordsClose(compactA, compactB)
    }

    private static func familyClose(_ a: String, _ b: String, _ typosOnly: Bool) -> Bool {
        MatchRules.wordsCompatible(a, b) || compact(a) == compact(b) || KoreanSurnames.agree(a, b)
            || (typosOnly ? typoApart(compact(a), compact(b)) : wordsClose(compact(a), compact(b)))
    }

    /// Whether two words of two letters or more are a typo apart (as ``wordsClose(_:_:)`` counts),
    /// whatever their endings, but for the man's and woman's names ``DistinctNames`` knows.
    static func typoApart(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        guard min(x.count, y.count) >= 2, !DistinctNames.areDistinct(a, b) else { return false }
        let limit = max(x.count, y.count) >= 8 ? 2 : 1
        return EditDistance.between(x, y, limit: limit) <= limit
    }

    /// Whether two words of one script may be one name written apart: a typo (at most one edit —
    /// a letter added, dropped, changed, or two neighbours swapped — in words of 3 to 7 letters, two
    /// in longer words), or the same three or more consonants in the same order from the same first
    /// letter (`jeong` / `jung`, `stephen` / `stefan`; not `amelie` / `emile`), or umlauts spelt
    /// out (`inoenue` / `inonu`); never a man's and a woman's name (``isGenderedPair(_:_:)``,
    /// ``DistinctNames``).
    static func wordsClose(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        guard min(x.count, y.count) >= 3, !isGenderedPair(x, y), !DistinctNames.areDistinct(a, b) else { return false }
        if typoApart(a, b) || umlautsSpelledOut(a) == umlautsSpelledOut(b) { return true }
        let skeleton = NameScript.skeleton(a)
        if skeleton.count >= 3, skeleton == NameScript.skeleton(b), x.first == y.first { return true }
        return spelledAlike(a, b)
    }

    /// A folded word with umlauts spelt out written as folding leaves them: `inoenue` is `inonu`
    /// (İnönü), `schaefer` is `schafer`.
    ///
    /// One pass over the bytes: an `e` right after an `a`, `o` or `u` is dropped (`aee` is `ae`: the
    /// `e` kept follows the dropped one, not the `a`). ASCII letters never occur inside another
    /// character's UTF-8 bytes, so this holds for a word in any script.
    static func umlautsSpelledOut(_ word: String) -> String {
        let e = UInt8(ascii: "e")
        guard word.containsByte(e) else { return word }
        var bytes = Array(word.utf8)
        var kept = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            bytes[kept] = byte
            kept += 1
            index += 1
            if index < bytes.count, bytes[index] == e,
                byte == UInt8(ascii: "a") || byte == UInt8(ascii: "o") || byte == UInt8(ascii: "u")
            {
                index += 1
            }
        }
        return kept == bytes.count ? word : String(decoding: bytes[..<kept], as: UTF8.self)
    }

    /// Whether two words are two Latin spellings of one sound: the same ``NameScript/phoneticKey(_:)``
    /// with two consonants or more and the same first letter, or two of `e i y` (`musa` / `moussa`,
    /// `rima` / `reema`, `areej` / `arij`, `yousef` / `yusuf`, `yevsey` / `evsei`).
    static func spelledAlike(_ a: String, _ b: String) -> Bool {
        // `e`, `i` and `y` begin one sound (Cyrillic `Е`, `Ю` as `Yelena` / `Elena`, `Yuri` / `Iuri`).
        let soft = { (word: String) in word.utf8.first.map { $0 == 0x65 || $0 == 0x69 || $0 == 0x79 } ?? false }
        guard a.utf8.first == b.utf8.first || (soft(a) && soft(b)) else { return false }
        let key = NameScript.phoneticKey(a)
        return key.count(where: { !Self.keyVowels.contains($0) }) >= 2 && key == NameScript.phoneticKey(b)
    }

    private static let keyVowels: [UInt8] = [0x61, 0x69, 0x75]

    /// Whether one name is the other with a feminine ending — a vowel, or up to three letters ending
    /// in one (`jan` / `jana`, `daniel` / `danielle`, `louis` / `louise`) — or the two differ only in
    /// their final vowel (`mario` / `maria`, `julio` / `julia`).
    static func isGenderedPair(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar]) -> Bool {
        let common = zip(x, y).prefix { $0 == $1 }.count
        guard common >= 2 else { return false }
        let (restX, restY) = (x.dropFirst(common), y.dropFirst(common))
        let vowels = "aeoi".unicodeScalars
        func feminine(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
            (1...3).contains(rest.count) && rest.last.map { $0 == "a" || $0 == "e" } == true
        }
        // A doubled last letter is a typo (`anjaa`), not an ending.
        if restX.isEmpty { return feminine(restY) && restY != [x[common - 1]] }
        if restY.isEmpty { return feminine(restX) && restX != [y[common - 1]] }
        return restX.count == 1 && restY.count == 1 && vowels.contains(restX.first!) && vowels.contains(restY.first!)
    }

    private static func compact(_ text: String) -> String { text.withoutSpaces }

    // MARK: - Across scripts

    /// Two names in different scripts, compared by their Latin readings.
    ///
    /// Each part (given, family; in order or swapped) agrees, cannot be compared, or disagrees. A
    /// disagreement counts only where the reading can be trusted: a part in a phonetic script
    /// (Latin, Cyrillic, Greek, Hangul, kana, or a card's phonetic name), or a Han or Arabic part
    /// when another Han or Arabic part of the name spells exactly like the other card's (a Chinese
    /// name read in pinyin: `王芳` is Wang, so its `fang` is not Wei). Close when some order has an
    /// agreeing part and no counted disagreement; different when every order has one; unknown when
    /// nothing agrees or counts (a Japanese name in kanji, read in Mandarin).
    private static func acrossScripts(_ a: MatchProfile, _ b: MatchProfile) -> NameAgreement {
        let x = a.latinProfile, y = b.latinProfile
        if MatchRules.namesCompatible(x, y) || sameWords(x, y) { return .close }
        let trusted = { (profile: MatchProfile, native: String) in
            profile.phoneticReading || NameScript.of(native).readsLikeLatin
        }
        let (givenA, familyA) = (trusted(a, a.given), trusted(a, a.family))
        let (givenB, familyB) = (trusted(b, b.given), trusted(b, b.family))
        let native = a.script == .latin ? b.script : a.script
        func part(_ p: String, _ q: String, _ trusted: Bool, surnames: Bool = false) -> Part {
            Self.part(p, q, trusted, surnames: surnames, native: native)
        }
        let pairings = [
            (part(x.given, y.given, givenA && givenB), part(x.family, y.family, familyA && familyB, surnames: true)),
            (
                part(x.given, y.family, givenA && familyB, surnames: true),
                part(x.family, y.given, familyA && givenB, surnames: true)
            ),
        ]
        // An opaque part that spells exactly alike shows the reading is the one the other card uses.
        let opaqueAgrees = pairings.contains { pairing in
            (pairing.0.agreesExactly && !(givenA && givenB)) || (pairing.1.agreesExactly && !(familyA && familyB))
        }
        var different = true
        for (first, second) in pairings {
            let counted = { (p: Part) in p == .disagree || (p == .disagreeUntrusted && opaqueAgrees) }
            if counted(first) || counted(second) { continue }
            different = false
            // An opaque reading one letter off may be chance; alone it is not agreement.
            let (trustedFirst, trustedSecond) =
                pairings[0] == (first, second)
                ? (givenA && givenB, familyA && familyB)
                : (givenA && familyB, familyA && givenB)
            let convincing = { (p: Part, trusted: Bool) in p.agreesExactly || (p.agrees && trusted) }
            if convincing(first, trustedFirst) || convincing(second, trustedSecond) || (first.agrees && second.agrees) {
                return .close
            }
        }
        return different ? .different : .unknown
    }

    private enum Part: Equatable {
        case agree(exactly: Bool), unknown, disagree, disagreeUntrusted

        var agrees: Bool { if case .agree = self { true } else { false } }
        var agreesExactly: Bool { self == .agree(exactly: true) }
    }

    /// Whether two Latin readings of a name part agree: the same ``NameScript/skeleton(_:)``, or one
    /// consonant apart in three or more (a romanization's extra letter: `park` / `bak`); an initial
    /// agrees with a name of its letter (`s` / `subin`); a name of vowels only (`yui`) cannot be
    /// compared but with a name of one consonant at most. A disagreement of readings not to be
    /// trusted is told apart. A family name (`surnames`) also agrees with another spelling of one
    /// Korean family name (``KoreanSurnames``: `i` / `lee`), and any part with the spelling of its
    /// `native` script's other romanizations (``NameScript/looseSkeleton(_:for:)``: `rwwf` / `raouf`).
    private static func part(_ a: String, _ b: String, _ trusted: Bool, surnames: Bool, native: NameScript) -> Part {
        if surnames, KoreanSurnames.agree(a, b) { return .agree(exactly: true) }
        let found = part(a, b, trusted)
        guard !found.agrees, a.count > 1, b.count > 1, [.arabic, .greek, .cyrillic].contains(native) else {
            return found
        }
        let x = NameScript.looseSkeleton(a, for: native), y = NameScript.looseSkeleton(b, for: native)
        if x.count >= 2, x == y { return .agree(exactly: true) }
        if x.count == 1, x == y { return .agree(exactly: false) }  // `ayoubi` / `alaywby`
        if min(x.count, y.count) >= 3, EditDistance.between(x, y, limit: 1) <= 1 { return .agree(exactly: false) }
        return found
    }

    private static func part(_ a: String, _ b: String, _ trusted: Bool) -> Part {
        if a.count == 1 || b.count == 1 {
            guard let first = a.first, let other = b.first else { return .unknown }
            return first == other ? .agree(exactly: false) : .unknown
        }
        let x = NameScript.skeleton(a), y = NameScript.skeleton(b)
        if x.isEmpty || y.isEmpty {
            // A name of vowels only (`yui`) is not one with two consonants or more (`taro`).
            return max(x.count, y.count) < 2 ? .unknown : trusted ? .disagree : .disagreeUntrusted
        }
        if x == y { return .agree(exactly: true) }
        if max(x.count, y.count) >= 3, EditDistance.between(x, y, limit: 1) <= 1 { return .agree(exactly: false) }
        // A typo in the Latin card's spelling (`jeonnam` for ICU's `jeongnam`).
        if min(a.count, b.count) >= 3, typoApart(a, b) { return .agree(exactly: false) }
        return trusted ? .disagree : .disagreeUntrusted
    }
}
