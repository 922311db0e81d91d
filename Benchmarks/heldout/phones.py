"""Telephone numbers: one number per identity, written the many ways people and clients write it.

A `Phone` is a country calling code, a national significant number and, for a switchboard, an
optional extension. `written(style, rng)` gives one way of writing it: as dialled at home (with
the trunk prefix: `0`, `1` in North America, `8` in Russia), internationally (`+49 151 …`,
`0049 …`, `+44 (0)20 …`), with the grouping habits of the country.
"""

from dataclasses import dataclass
import random

# country: (calling code, trunk prefix, mobile prefixes, mobile length, landline prefixes, landline length, groupings)
# Lengths are of the national significant number. Groupings split it after the prefix.
COUNTRIES = {
    "us": ("1", "1", ["201", "312", "415", "646", "702", "917"], 10, ["212", "303", "617", "713"], 10, [(3, 3, 4)]),
    "gb": ("44", "0", ["7700", "7911", "7450"], 10, ["20", "161", "131"], 10, [(4, 6), (4, 3, 3)]),
    "de": ("49", "0", ["151", "160", "170", "176"], 11, ["30", "89", "40", "221", "6131"], 10, [(3, 8), (3, 4, 4), (4, 7)]),
    "fr": ("33", "0", ["6", "7"], 9, ["1", "4", "5"], 9, [(1, 2, 2, 2, 2)]),
    "es": ("34", "", ["6"], 9, ["91", "93"], 9, [(3, 3, 3), (3, 2, 2, 2)]),
    "it": ("39", "", ["3"], 10, ["06", "02"], 10, [(3, 7), (3, 3, 4)]),
    "pl": ("48", "", ["5", "6", "7"], 9, ["22", "12"], 9, [(3, 3, 3)]),
    "br": ("55", "", ["119", "219"], 11, ["11", "21"], 10, [(2, 5, 4)]),
    "nl": ("31", "0", ["6"], 9, ["20", "10"], 9, [(1, 8), (1, 2, 2, 2, 2)]),
    "se": ("46", "0", ["70", "73"], 9, ["8"], 9, [(2, 3, 2, 2)]),
    "tr": ("90", "0", ["532", "505"], 10, ["212", "312"], 10, [(3, 3, 2, 2)]),
    "jp": ("81", "0", ["90", "80", "70"], 10, ["3", "6"], 9, [(2, 4, 4), (1, 4, 4)]),
    "cn": ("86", "0", ["138", "139", "186"], 11, ["10", "21"], 10, [(3, 4, 4)]),
    "kr": ("82", "0", ["10"], 10, ["2"], 9, [(2, 4, 4), (1, 4, 4)]),
    "sa": ("966", "0", ["5"], 9, ["11"], 9, [(2, 3, 4)]),
    "eg": ("20", "0", ["10", "11", "12"], 10, ["2"], 9, [(2, 4, 4)]),
    "ae": ("971", "0", ["50", "55"], 9, ["4"], 8, [(2, 3, 4)]),
    "lb": ("961", "0", ["3"], 7, ["1"], 7, [(1, 3, 3)]),
    "ru": ("7", "8", ["912", "916", "925"], 10, ["495", "812"], 10, [(3, 3, 2, 2)]),
    "ua": ("380", "0", ["67", "50"], 9, ["44"], 9, [(2, 3, 2, 2)]),
    "gr": ("30", "", ["69"], 10, ["21"], 10, [(3, 3, 4)]),
    "vn": ("84", "0", ["91", "98"], 9, ["24", "28"], 10, [(2, 3, 2, 2)]),
}
CULTURE_COUNTRIES = {
    "en": ["us"], "gb": ["gb"], "de": ["de"], "fr": ["fr"], "es": ["es"], "it": ["it"], "pl": ["pl"], "pt": ["br"],
    "nl": ["nl"], "sv": ["se"], "tr": ["tr"], "ja": ["jp"], "zh": ["cn"], "ko": ["kr"], "ar": ["sa", "eg", "ae", "lb"],
    "ru": ["ru"], "uk": ["ua"], "el": ["gr"], "vi": ["vn"],
}


@dataclass(frozen=True)
class Phone:
    """One telephone number (an identity: the same number however it is written)."""

    country: str
    national: str  # national significant number, digits only
    extension: str = ""

    def with_extension(self, extension: str) -> "Phone":
        return Phone(self.country, self.national, extension)

    def written(self, style: str, rng: random.Random) -> str:
        """`style`: `national`, `international`, or `any` (a person's habit: either, and variants)."""
        code, trunk, *_rest, groupings = COUNTRIES[self.country]
        if style == "any":
            style = rng.choice(["national", "international", "international", "plain"])
        groups = _group(self.national, rng.choice(groupings))
        if self.country == "cn" and self.national.startswith("1"):
            trunk = ""  # Chinese mobile numbers are dialled without the trunk 0
        if style == "national" or style == "plain":
            separator = rng.choice([" ", "-", " ", "."]) if style == "national" else ""
            text = trunk + separator.join(groups) if self.country != "us" else _north_american(self.national, rng)
            if style == "national" and trunk == "0" and rng.random() < 0.15:
                text = "(0" + groups[0] + ") " + " ".join(groups[1:])
            if self.country == "ru" and rng.random() < 0.5:
                text = "8 (" + groups[0] + ") " + "-".join(groups[1:])
        else:
            prefix = rng.choices(["+", "00"], [90, 10])[0]
            separator = rng.choice([" ", "-", " "])
            body = separator.join(groups)
            if trunk == "0" and rng.random() < 0.1:
                body = "(0)" + body
            text = f"{prefix}{code} {body}"
        if self.extension:
            text += rng.choice([f" x{self.extension}", f" ext. {self.extension}", f" ext {self.extension}", f" x {self.extension}"])
        return text


def _group(digits: str, sizes: tuple) -> list:
    out, index = [], 0
    for size in sizes[:-1]:
        out.append(digits[index:index + size])
        index += size
    out.append(digits[index:])
    return [g for g in out if g]


def _north_american(digits: str, rng: random.Random) -> str:
    a, b, c = digits[:3], digits[3:6], digits[6:]
    return rng.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"1-{a}-{b}-{c}", f"1 ({a}) {b}-{c}"])


def new_phone(country: str, mobile: bool, rng: random.Random, used: set) -> Phone:
    """A number never drawn before in this corpus."""
    _code, _trunk, mobiles, mobile_length, landlines, landline_length, _groups = COUNTRIES[country]
    prefixes, length = (mobiles, mobile_length) if mobile else (landlines, landline_length)
    while True:
        prefix = rng.choice(prefixes)
        national = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix)))
        if country == "us" and national[3] in "01":
            continue
        if (country, national) not in used:
            used.add((country, national))
            return Phone(country, national)
