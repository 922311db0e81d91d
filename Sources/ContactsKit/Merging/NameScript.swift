import Foundation

/// The script a name is written in, and how to compare it with a Latin spelling of it.
///
/// A card may write a person in their own script (`鈴木陽菜`, `Юлия Щербакова`, `ليلى الأمين`) and
/// another card in Latin letters (`Hina Suzuki`, `Yuliya Shcherbakova`, `Layla El-Amin`). The profile
/// keeps a Latin reading of a non-Latin name — ICU's `Any-Latin; Latin-ASCII` transliteration, which
/// Foundation offers on Linux as on Apple platforms (`applyingTransform`), or Apple's phonetic name
/// fields when the card has them — and the two are compared by their ``skeleton(_:)``, which forgets
/// what romanizations disagree on (vowels, `kh`/`h`, `k`/`g`, `l`/`r`, `ts`/`c`).
enum NameScript: String, Sendable, CaseIterable {
    /// Latin letters (with or without diacritics, full-width included), or no letters at all.
    case latin = ""
    case cyrillic = "c"
    case greek = "g"
    case hangul = "k"
    /// Hiragana and katakana.
    case kana = "j"
    /// Chinese characters (Chinese names, and Japanese and Korean names written in kanji or hanja).
    case han = "h"
    case arabic = "a"
    /// Any other script (Hebrew, Thai, Devanagari, …).
    case other = "o"

    /// Whether the transliteration spells names closely enough like their usual Latin spellings that
    /// a name which disagrees with it is another name. Not so for Han (its readings are Mandarin:
    /// `鈴木` becomes `ling mu`, not Suzuki), nor for scripts that leave out vowels (Arabic, Hebrew).
    var readsLikeLatin: Bool {
        switch self {
        case .latin, .cyrillic, .greek, .hangul, .kana: true
        case .han, .arabic, .other: false
        }
    }

    /// Whether names in it are spelt with letters, so a typo is a letter or two amiss (not so in
    /// syllabic or ideographic scripts, where one sign apart is another name).
    var isAlphabet: Bool { self == .latin || self == .cyrillic || self == .greek }

    /// The script of a name: of its letters, the one whose transliteration is least like a Latin
    /// spelling (a kanji family name with a kana given name is Han).
    static func of(_ text: String) -> NameScript {
        var script = NameScript.latin
        for scalar in text.unicodeScalars where scalar.value >= 0x250 && scalar.properties.isAlphabetic {
            let found: NameScript
            switch scalar.value {
            // Latin Extended Additional (Vietnamese), full-width
            case 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A: continue
            case 0x0370...0x03FF, 0x1F00...0x1FFF: found = .greek
            case 0x0400...0x052F: found = .cyrillic
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: found = .hangul
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: found = .kana
            case 0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: found = .han
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: found = .arabic
            default: found = .other
            }
            if script == .latin || (script.readsLikeLatin && !found.readsLikeLatin) { script = found }
        }
        return script
    }

    /// The name in Latin letters, folded as profile names are (`юлия` → `ulia`, `鈴木` → `ling mu`).
    /// Readings are remembered (``LatinReadings``): ICU's transliteration is slow to set up.
    static func latin(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        return LatinReadings.shared.reading(of: text) { text in
            let respelled = respelled(text)
            return MatchProfile.fold(respelled.applyingTransform(toLatinASCII, reverse: false) ?? respelled)
        }
    }

    /// The letters ICU reads unlike the usual romanizations, spelt as those do before ICU reads the
    /// rest: Cyrillic `ч` `х` `ц` `ш` `щ` `ж` `й` `ю` `я` `є` `ї` as `ch` `kh` `ts` `sh` `shch` `zh`
    /// `y` `yu` `ya` `ye` `yi` (ICU's `č`, `h`, `c` lose the sound in Latin-ASCII), Ukrainian `г` as
    /// `h`, Greek `χ` as `h` (`Χαρά` is Hara), Arabic `ة` and `ى` as `a` (`ربيعة` is Rabia).
    static func respelled(_ text: String) -> String {
        let lower = text.lowercased()
        guard lower.unicodeScalars.contains(where: { respellings[$0] != nil }) else { return text }
        let ukrainian = lower.unicodeScalars.contains { "іїєґ".unicodeScalars.contains($0) }
        var out = ""
        for scalar in lower.unicodeScalars {
            if ukrainian, scalar == "г" {
                out += "h"
            } else if let spelling = respellings[scalar] {
                out += spelling
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let respellings: [Unicode.Scalar: String] = [
        "ч": "ch", "х": "kh", "ц": "ts", "ш": "sh", "щ": "shch", "ж": "zh", "й": "y", "ю": "yu", "я": "ya",
        "є": "ye", "ї": "yi", "ё": "yo", "χ": "h", "ة": "a", "ى": "a",
    ]

    /// The ``skeleton(_:)`` of a folded Latin name once what romanizations of names of `script`
    /// disagree on beyond it is taken out: for Arabic the article (`al`, `el` before a word) and `w`
    /// (`و` is a vowel as often as not: `Raouf` / `rwwf`); for Greek `ch` as `h` (`Michail` /
    /// `Mihail`), `mp` as `b`, `nt` as `d`, `gk` as `g`; for Cyrillic `kh` as `h` (`Trohym`).
    static func looseSkeleton(_ folded: String, for script: NameScript) -> [UInt8] {
        var text = folded
        switch script {
        case .arabic:
            // The article joined to its word (`aldswqy`) or apart (`el dessouki`); and as the reading
            // writes no vowels, `ds` is two consonants, not one (`dswqy` is Dessouki).
            let words = folded.split(ascii: " ")
            text = words.enumerated().compactMap { offset, word in
                if (word == "al" || word == "el"), offset + 1 < words.count { return nil }
                return (word.hasPrefix("al") || word.hasPrefix("el")) && word.count > 4
                    ? String(word.dropFirst(2)) : String(word)
            }.joined(separator: " ").replacingOccurrences(of: "w", with: "")
            return skeleton(text, affricates: false)
        case .greek:
            for (from, to) in [("ch", "h"), ("mp", "b"), ("nt", "d"), ("gk", "g")] {
                text = text.replacingOccurrences(of: from, with: to)
            }
        case .cyrillic:
            text = folded.replacingOccurrences(of: "kh", with: "h")
        default:
            break
        }
        return skeleton(text)
    }

    private static let toLatinASCII = StringTransform("Any-Latin; Latin-ASCII")

    /// What remains of a folded Latin name when the differences between romanizations are taken out:
    /// consonants only, in classes (`b p f v w`, `k q g`, `s z x j`, `d t`, `l r`, `m`, `n`; `c` as `k`
    /// or, before `e i y`, as `s`), a consonant followed by `h` (`ch`, `sh`, `zh` are `s`) or
    /// `ts`/`dz` made one, a `j` after a vowel dropped (ISO 9's `й`),
    /// repeats collapsed, spaces dropped. `yuliya`, `iuliia` and `ulia` are all `l`; `kim` and `gim`
    /// are `km`; `layla` and `lyly` are `l`; `shcherbakova` and `serbakova` are `slpkp`.
    ///
    /// - Parameter affricates: Whether `ts`, `tz`, `ds`, `dz` are one consonant (not in a reading
    ///   without vowels, where they are two).
    static func skeleton(_ folded: String, affricates: Bool = true) -> [UInt8] {
        let letters = Array(folded.utf8.filter { $0 >= 0x61 && $0 <= 0x7A })
        var out: [UInt8] = []
        func emit(_ c: UInt8) { if out.last != c { out.append(c) } }
        func isVowel(_ c: UInt8) -> Bool { c == 0x61 || c == 0x65 || c == 0x69 || c == 0x6F || c == 0x75 || c == 0x79 }
        var index = 0
        while index < letters.count {
            let c = letters[index]
            let next = index + 1 < letters.count ? letters[index + 1] : 0
            let previous = index > 0 ? letters[index - 1] : 0
            if next == 0x68, let base = consonantClass(c) {
                emit(base)  // ch, sh, zh → s; kh, gh → k; th → t; ph → p
                index += 2
            } else if affricates, c == 0x74 || c == 0x64, next == 0x73 || next == 0x7A {
                emit(0x73)  // ts, tz, ds, dz
                index += 2
            } else if c == 0x6A, isVowel(previous), next == 0 || !isVowel(next) {
                index += 1  // a glide: Sergej is Sergey
            } else if c == 0x63 {
                // c is k before a, o, u or a consonant (Economou, Carl), s before e, i, y (Cecilia, ISO 9's ц).
                emit(next == 0x65 || next == 0x69 || next == 0x79 ? 0x73 : 0x6B)
                index += 1
            } else {
                if let base = consonantClass(c) { emit(base) }
                index += 1
            }
        }
        return out
    }

    /// The ``skeleton(_:)`` with the vowels kept in three classes, for two Latin spellings of one name
    /// (`musa` / `moussa`, `rima` / `reema`, `areej` / `arij`, `mohamed` / `muhamed`): `a`; `e`, `i`,
    /// `y` (and `ee`, `ie`) as one; `o`, `u` (and `ou`, `oo`) as one; a lone `h` dropped (`Mohamed`,
    /// `Moamed`), repeats collapsed. Unlike the skeleton it keeps where the vowels are, so that names
    /// of one skeleton but other vowels stay apart (`rima` / `rami`, `sami` / `suma`).
    static func phoneticKey(_ folded: String) -> [UInt8] {
        let letters = Array(folded.utf8.filter { $0 >= 0x61 && $0 <= 0x7A })
        var out: [UInt8] = []
        func emit(_ c: UInt8) { if out.last != c { out.append(c) } }
        var index = 0
        while index < letters.count {
            let c = letters[index]
            let next = index + 1 < letters.count ? letters[index + 1] : 0
            switch c {
            case 0x61: emit(0x61)  // a
            case 0x65, 0x69, 0x79: emit(0x69)  // e i y
            case 0x6F, 0x75: emit(0x75)  // o u
            case 0x68: break  // a lone h
            case 0x63: emit(next == 0x68 || next == 0x65 || next == 0x69 || next == 0x79 ? 0x73 : 0x6B)
            default:
                if c == 0x74 || c == 0x64, next == 0x73 || next == 0x7A {
                    emit(0x73); index += 1
                } else if let base = consonantClass(c) {
                    emit(base)
                }
            }
            // A consonant's h (ch, sh, kh, th, ph) belongs to it.
            if next == 0x68, consonantClass(c) != nil || c == 0x63 { index += 1 }
            index += 1
        }
        return out
    }

    /// The class of a consonant, nil for vowels, `h`, `y`.
    private static func consonantClass(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x62, 0x70, 0x66, 0x76, 0x77: 0x70  // b p f v w
        case 0x6B, 0x71, 0x67: 0x6B  // k q g
        case 0x73, 0x7A, 0x78, 0x6A, 0x63: 0x73  // s z x j; c before h (ch)
        case 0x64, 0x74: 0x74  // d t
        case 0x6C, 0x72: 0x6C  // l r
        case 0x6D: 0x6D  // m
        case 0x6E: 0x6E  // n
        default: nil
        }
    }
}
