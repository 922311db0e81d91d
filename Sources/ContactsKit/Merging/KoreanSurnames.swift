/// The Latin spellings Korean family names are usually written with, by the reading ICU gives the
/// Hangul (`이` is `i`, but its bearers write `Lee`, `Yi`, `Rhee`; `박` is `bag`, written `Park`, `Pak`,
/// `Bak`). ``NameScript/skeleton(_:)`` already equates many spellings (`Kim` / `Gim`, `Jung` /
/// `Jeong`); the table holds the common surnames, with the spellings it does not equate as well.
enum KoreanSurnames {
    /// ICU's reading (folded) and the spellings in use for it.
    private static let spellings: [(reading: String, spellings: [String])] = [
        ("i", ["lee", "yi", "rhee", "rhie", "ri", "li", "rie", "yee", "ee", "lie"]),
        ("bag", ["park", "pak", "bak", "bahk", "pack"]),
        ("gim", ["kim", "ghim"]),
        ("choe", ["choi", "choy", "chwe"]),
        ("jeong", ["jung", "chung", "cheong", "jeung", "joung"]),
        ("gang", ["kang", "khang"]),
        ("jo", ["cho", "joe", "jho"]),
        ("yun", ["yoon", "youn", "yune"]),
        ("jang", ["chang", "jahng"]),
        ("im", ["lim", "rim", "leem", "yim"]),
        ("o", ["oh", "oe"]),
        ("seo", ["suh", "seoh", "sur"]),
        ("sin", ["shin", "shinn", "sinn"]),
        ("gwon", ["kwon", "kweon", "gweon"]),
        ("an", ["ahn", "ann"]),
        ("lyu", ["ryu", "yu", "yoo", "ryoo", "rhyu", "you"]),
        ("yu", ["yoo", "you", "ryu"]),
        ("jeon", ["jun", "chun", "chon", "jon", "cheon"]),
        ("go", ["ko", "koh", "goh"]),
        ("mun", ["moon", "moun"]),
        ("son", ["sohn"]),
        ("bae", ["pae", "bai", "bea"]),
        ("baeg", ["baek", "paik", "back", "paek", "baik", "bek", "paeck"]),
        ("heo", ["hur", "huh", "her", "hoe", "heoh"]),
        ("no", ["noh", "roh", "ro", "rho"]),
        ("nam", ["nahm"]),
        ("sim", ["shim"]),
        ("gwag", ["kwak", "kwag", "gwak"]),
        ("seong", ["sung", "seung", "sheong"]),
        ("ju", ["joo"]),
        ("u", ["woo", "wu", "oo"]),
        ("gu", ["koo", "ku", "goo"]),
        ("na", ["ra", "la", "nah"]),
        ("eom", ["um", "uhm", "eum", "ohm"]),
        ("cheon", ["chun", "chon", "chen"]),
        ("hyeon", ["hyun", "hyon"]),
        ("byeon", ["byun", "pyun", "byon"]),
        ("yeom", ["yum", "yeum"]),
        ("yeo", ["yeoh", "yuh", "ryeo", "yoh"]),
        ("seon", ["sun", "sunn"]),
        ("seol", ["sul", "sol", "seul"]),
        ("seog", ["seok", "suk", "sok"]),
        ("og", ["ok", "oak"]),
        ("yug", ["yook", "yuk", "ryuk", "lyug"]),
        ("tag", ["tak", "tahk"]),
        ("gug", ["kook", "kuk", "guk"]),
        ("myeong", ["myung", "myoung"]),
        ("gyeong", ["kyung", "kyeong", "kyoung"]),
        ("geum", ["keum", "kum", "gum"]),
        ("eun", ["un", "uen"]),
        ("wi", ["wee", "we"]),
        ("gi", ["ki", "kee"]),
        ("ji", ["jee"]),
        ("yeon", ["yun", "youn"]),
        ("lim", ["lim", "rim", "im"]),
        ("lyang", ["ryang", "yang"]),
        ("seon u", ["sunwoo", "seonwoo", "sunu", "sun woo", "seon woo"]),
        ("namgung", ["namkung", "namkoong"]),
        ("jegal", ["chegal", "jekal"]),
    ]

    private static let readings: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for (reading, spellings) in spellings {
            table[reading, default: []].insert(reading)
            for spelling in spellings { table[spelling, default: []].insert(reading) }
        }
        return table
    }()

    /// Whether two folded family names are spellings of one Korean family name (`lee` / `i` /
    /// `rhie`, `park` / `bak`, `lim` / `im`).
    static func agree(_ a: String, _ b: String) -> Bool {
        guard a != b, let x = readings[a], let y = readings[b] else { return false }
        return !x.isDisjoint(with: y)
    }
}
