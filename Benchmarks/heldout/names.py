"""People's names: Faker's native names per culture, and the Latin spellings other people write them in.

A `Name` holds a person's name in their own script (`native`) and how the name is written in Latin
letters by the people who keep a card for them (`latin()`, a fresh choice each time: Russian names
follow one of several transliteration standards, Korean surnames the spelling families actually
use, Arabic names the spellings found in the wild, Japanese long vowels with or without macrons).
"""

from dataclasses import dataclass, field
from functools import lru_cache
import random

import iuliia
from faker import Faker
from korean_romanizer.romanizer import Romanizer
from name_variants.greek_names import GREEK_NAME_VARIANTS
from name_variants.korean_surnames import KOREAN_SURNAME_VARIANTS
from pypinyin import lazy_pinyin, Style
from unidecode import unidecode

# (code, Faker locale, weight, written in a non-Latin script)
CULTURES = [
    ("en", "en_US", 15, False), ("gb", "en_GB", 5, False), ("de", "de_DE", 9, False), ("fr", "fr_FR", 7, False),
    ("es", "es_ES", 6, False), ("it", "it_IT", 4, False), ("pl", "pl_PL", 3, False), ("pt", "pt_BR", 3, False),
    ("nl", "nl_NL", 3, False), ("sv", "sv_SE", 2, False), ("tr", "tr_TR", 2, False),
    ("ja", "ja_JP", 7, True), ("zh", "zh_CN", 7, True), ("ko", "ko_KR", 5, True), ("ar", "ar_AA", 6, True),
    ("ru", "ru_RU", 6, True), ("uk", "uk_UA", 2, True), ("el", "el_GR", 4, True), ("vi", "vi_VN", 4, False),
]
NON_LATIN = {code for code, _, _, native in CULTURES if native}
# Cultures whose native name order is family name first.
FAMILY_FIRST = {"ja", "zh", "ko", "vi"}


@dataclass
class Name:
    """A person's name: given, family and middle parts in the native script, and how to romanize them."""

    culture: str
    given: str
    family: str
    middle: str = ""
    # Katakana readings (Japanese only), used for Apple's phonetic fields and for long-vowel spellings.
    given_kana: str = ""
    family_kana: str = ""
    # Faker's own romanization (Japanese only).
    given_romaji: str = ""
    family_romaji: str = ""
    # Cached primary Latin spelling (for email addresses).
    _primary: tuple = field(default=None, repr=False)

    @property
    def non_latin(self) -> bool:
        return self.culture in NON_LATIN

    def primary_latin(self) -> tuple:
        """The most common Latin spelling (given, family, middle), the same every time: for email addresses."""
        if self._primary is None:
            self._primary = romanize(self, random.Random(0), primary=True)
        return self._primary

    def latin(self, rng: random.Random) -> tuple:
        """A Latin spelling (given, family, middle) as some writer would choose it."""
        return romanize(self, rng, primary=False)


def make_name(culture: str, faker: Faker, gender: str, rng: random.Random) -> Name:
    """A new person's name from Faker's data for the culture."""
    female = gender == "f"
    if culture == "ja":
        given = faker.first_name_female_pair() if female else faker.first_name_male_pair()
        family = faker.last_name_pair()
        return Name("ja", given[0], family[0], given_kana=given[1], family_kana=family[1],
                    given_romaji=given[2], family_romaji=family[2])
    if culture == "vi":
        middle = faker.middle_name() if rng.random() < 0.8 else ""
        return Name("vi", faker.first_name_female() if female else faker.first_name_male(), faker.last_name(), middle)
    if culture == "ru":
        middle = faker.middle_name_female() if female else faker.middle_name_male()
        return Name("ru", faker.first_name_female() if female else faker.first_name_male(),
                    faker.last_name_female() if female else faker.last_name_male(), middle)
    given = faker.first_name_female() if female else faker.first_name_male()
    family = (faker.last_name_female() if female else faker.last_name_male()) if hasattr(faker, "last_name_female") else faker.last_name()
    middle = ""
    if culture in ("en", "gb") and rng.random() < 0.15:
        middle = faker.first_name_female() if female else faker.first_name_male()
    return Name(culture, given, family, middle)


# MARK: - Romanization


def romanize(name: Name, rng: random.Random, primary: bool) -> tuple:
    c = name.culture
    if c == "ja":
        return (_japanese(name.given_kana, name.given_romaji, rng, primary),
                _japanese(name.family_kana, name.family_romaji, rng, primary), "")
    if c == "zh":
        return (_pinyin_given(name.given, rng, primary), _pinyin_family(name.family, rng, primary), "")
    if c == "ko":
        return (_korean_given(name.given, rng, primary), _korean_family(name.family, rng, primary), "")
    if c == "ar":
        return (_arabic(name.given, rng, primary), _arabic(name.family, rng, primary), "")
    if c in ("ru", "uk"):
        schema = iuliia.WIKIPEDIA if primary else rng.choices(
            [iuliia.WIKIPEDIA, iuliia.ICAO_DOC_9303, iuliia.BGN_PCGN, iuliia.MOSMETRO, iuliia.TELEGRAM], [40, 25, 15, 15, 5])[0]
        if c == "uk" and (primary or rng.random() < 0.7):
            return tuple(_ukrainian(part) for part in (name.given, name.family, name.middle))
        if c == "uk":
            # iuliia's schemas are Russian; Ukrainian letters (і, ї, є, ґ) fall back to unidecode.
            return tuple(unidecode(iuliia.translate(part, schema)) if part else "" for part in (name.given, name.family, name.middle))
        return tuple(iuliia.translate(part, schema) if part else "" for part in (name.given, name.family, name.middle))
    if c == "el":
        style = "elot" if primary or rng.random() < 0.6 else "phonetic"
        return (_greek_given(name.given, rng, primary, style), _greek(name.family, style), "")
    if c == "vi":
        return (unidecode(name.given), unidecode(name.family), unidecode(name.middle))
    return (name.given, name.family, name.middle)


# Katakana → Hepburn, for long-vowel spellings (Tarō, Tarou, Taroh) that Faker's plain romaji leaves out.
_KANA = {
    "ア": "a", "イ": "i", "ウ": "u", "エ": "e", "オ": "o", "カ": "ka", "キ": "ki", "ク": "ku", "ケ": "ke", "コ": "ko",
    "サ": "sa", "シ": "shi", "ス": "su", "セ": "se", "ソ": "so", "タ": "ta", "チ": "chi", "ツ": "tsu", "テ": "te", "ト": "to",
    "ナ": "na", "ニ": "ni", "ヌ": "nu", "ネ": "ne", "ノ": "no", "ハ": "ha", "ヒ": "hi", "フ": "fu", "ヘ": "he", "ホ": "ho",
    "マ": "ma", "ミ": "mi", "ム": "mu", "メ": "me", "モ": "mo", "ヤ": "ya", "ユ": "yu", "ヨ": "yo",
    "ラ": "ra", "リ": "ri", "ル": "ru", "レ": "re", "ロ": "ro", "ワ": "wa", "ヲ": "o", "ン": "n",
    "ガ": "ga", "ギ": "gi", "グ": "gu", "ゲ": "ge", "ゴ": "go", "ザ": "za", "ジ": "ji", "ズ": "zu", "ゼ": "ze", "ゾ": "zo",
    "ダ": "da", "ヂ": "ji", "ヅ": "zu", "デ": "de", "ド": "do", "バ": "ba", "ビ": "bi", "ブ": "bu", "ベ": "be", "ボ": "bo",
    "パ": "pa", "ピ": "pi", "プ": "pu", "ペ": "pe", "ポ": "po",
}
_SMALL = {"ャ": "ya", "ュ": "yu", "ョ": "yo"}
_MACRON = {"o": "ō", "u": "ū", "a": "ā", "e": "ē", "i": "ī"}


def _kana_syllables(kana: str) -> list:
    out = []
    geminate = False
    for ch in kana:
        if ch == "ッ":
            geminate = True
            continue
        if ch in _SMALL and out:
            prev = out[-1]
            stem = prev[:-1] if prev not in ("chi", "shi", "ji") else prev[:-1]
            vowel = _SMALL[ch][1]
            out[-1] = (stem + ("" if prev in ("chi", "shi", "ji") else "y") + vowel)
            continue
        if ch == "ー" and out:
            out.append(out[-1][-1])
            continue
        syllable = _KANA.get(ch, "")
        if geminate and syllable:
            syllable = ("t" if syllable.startswith("ch") else syllable[0]) + syllable
            geminate = False
        out.append(syllable)
    return out


def _japanese(kana: str, romaji: str, rng: random.Random, primary: bool) -> str:
    style = "plain" if primary else rng.choices(["plain", "macron", "ou", "oh"], [65, 15, 15, 5])[0]
    if style == "plain" or not kana:
        return romaji
    syllables = _kana_syllables(kana)
    text = ""
    for index, syllable in enumerate(syllables):
        following = syllables[index + 1] if index + 1 < len(syllables) else ""
        # A long vowel: o + u/o, u + u (Tōkyō, Yūki), but not before a vowel (Inoue).
        long = (text and syllable in ("u", "o") and text[-1] in ("o", "u") and (syllable == "u" or text[-1] == "o")
                and not (following and following[0] in "aiueo"))
        if long:
            if style == "macron":
                text = text[:-1] + _MACRON[text[-1]]
            elif style == "ou":
                text += syllable
            elif style == "oh" and text[-1] == "o":
                text += "h"
            continue
        text += syllable
    return text[:1].upper() + text[1:] if text else romaji


def _pinyin_family(family: str, rng: random.Random, primary: bool) -> str:
    syllables = lazy_pinyin(family, style=Style.NORMAL, v_to_u=True)
    text = "".join(syllables)
    if "ü" in text and not primary:
        text = text.replace("ü", rng.choice(["u", "yu", "ü", "v"]))
    elif "ü" in text:
        text = text.replace("ü", "u")
    return text.capitalize()


def _pinyin_given(given: str, rng: random.Random, primary: bool) -> str:
    syllables = [s.replace("ü", "u" if primary else rng.choice(["u", "ü", "v"])) for s in lazy_pinyin(given, style=Style.NORMAL, v_to_u=True)]
    if primary or len(syllables) == 1:
        return "".join(syllables).capitalize()
    joiner = rng.choices(["", "-", " "], [70, 20, 10])[0]
    parts = [syllables[0].capitalize()] + [s.capitalize() if joiner == " " else s for s in syllables[1:]]
    return joiner.join(parts)


def _korean_family(family: str, rng: random.Random, primary: bool) -> str:
    entry = KOREAN_SURNAME_VARIANTS.get(family)
    if entry:
        forms = entry["forms"]
        weights = [60] + [40 / max(1, len(forms) - 1)] * (len(forms) - 1)
        form = forms[0] if primary else rng.choices(forms, weights)[0]
        return form.capitalize()
    return Romanizer(family).romanize().capitalize()


def _korean_given(given: str, rng: random.Random, primary: bool) -> str:
    syllables = [Romanizer(ch).romanize() for ch in given]
    if primary or len(syllables) == 1:
        return "".join(syllables).capitalize()
    joiner = rng.choices(["", "-", " "], [55, 35, 10])[0]
    parts = [syllables[0].capitalize()] + [s.capitalize() if joiner == " " else s for s in syllables[1:]]
    return joiner.join(parts)


@lru_cache(maxsize=None)
def _arabic_candidates(text: str) -> tuple:
    from arabic_name_romanizer import transliterate
    candidates = transliterate(text, top_k=3)
    if isinstance(candidates, str):
        return ((candidates, 1.0),)
    return tuple((c.text, max(c.score, 0.01)) for c in candidates) or ((unidecode(text), 1.0),)


def _arabic(text: str, rng: random.Random, primary: bool) -> str:
    candidates = _arabic_candidates(text)
    if primary or len(candidates) == 1 or rng.random() < 0.6:
        return candidates[0][0]
    return rng.choices([c[0] for c in candidates[1:]], [c[1] for c in candidates[1:]])[0]


def _greek_given(given: str, rng: random.Random, primary: bool, style: str) -> str:
    entry = GREEK_NAME_VARIANTS.get(given)
    if entry and not primary and rng.random() < 0.4:
        return rng.choice(entry["forms"]).capitalize()
    return _greek(given, style)


# Greek → Latin: ELOT 743 (passports), or the phonetic spelling people type (η, ι, υ, ει, οι → i; αι → e).
_GREEK_PAIRS = {
    "elot": {"ου": "ou", "αυ": "av", "ευ": "ev", "μπ": "mp", "ντ": "nt", "γκ": "gk", "γγ": "ng"},
    "phonetic": {"ου": "ou", "αυ": "av", "ευ": "ev", "ει": "i", "οι": "i", "αι": "e", "μπ": "b", "ντ": "d", "γκ": "g", "γγ": "ng"},
}
_GREEK_LETTERS = {
    "α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th", "ι": "i", "κ": "k", "λ": "l", "μ": "m",
    "ν": "n", "ξ": "x", "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "φ": "f", "χ": "ch", "ψ": "ps", "ω": "o",
}


def _greek(text: str, style: str) -> str:
    import unicodedata
    # Accents go; a diaeresis (Νικολαΐδης) stays until here, as it keeps two vowels apart.
    plain = "".join(ch for ch in unicodedata.normalize("NFD", text.lower()) if unicodedata.category(ch) != "Mn" or ch == "\u0308")
    out, index = "", 0
    while index < len(plain):
        if plain[index] == "\u0308":
            index += 1
            continue
        pair = plain[index:index + 2]
        if pair in _GREEK_PAIRS[style] and plain[index + 2:index + 3] != "\u0308":
            out += _GREEK_PAIRS[style][pair]
            index += 2
            continue
        letter = plain[index]
        latin = _GREEK_LETTERS.get(letter, letter)
        if style == "phonetic" and letter == "υ":
            latin = "i"
        if style == "phonetic" and letter == "χ":
            latin = "h"
        out += latin
        index += 1
    return "-".join(part[:1].upper() + part[1:] for part in out.split("-"))


# Ukrainian → Latin, the national system of 2010 (passports).
_UKRAINIAN = {
    "а": "a", "б": "b", "в": "v", "г": "h", "ґ": "g", "д": "d", "е": "e", "є": "ie", "ж": "zh", "з": "z", "и": "y", "і": "i",
    "ї": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u",
    "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ь": "", "ю": "iu", "я": "ia", "'": "", "’": "", "ʼ": "",
}
_UKRAINIAN_INITIAL = {"є": "ye", "ї": "yi", "й": "y", "ю": "yu", "я": "ya"}


def _ukrainian(text: str) -> str:
    out = []
    for word in text.split("-"):
        latin = ""
        for index, ch in enumerate(word.lower()):
            latin += (_UKRAINIAN_INITIAL.get(ch) if index == 0 else None) or _UKRAINIAN.get(ch, ch)
        out.append(latin[:1].upper() + latin[1:])
    return "-".join(out)
