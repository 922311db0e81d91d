"""The ways one person's name comes out differently on two cards: typos, capitals, accents."""

import random
import unicodedata

# Neighbours on a QWERTY keyboard, for substitution typos.
_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
_NEIGHBOURS = {}
for row_index, row in enumerate(_ROWS):
    for index, key in enumerate(row):
        near = set()
        if index > 0:
            near.add(row[index - 1])
        if index + 1 < len(row):
            near.add(row[index + 1])
        for other in (row_index - 1, row_index + 1):
            if 0 <= other < len(_ROWS):
                for offset in (0, 1):
                    if 0 <= index - offset < len(_ROWS[other]):
                        near.add(_ROWS[other][index - offset])
        _NEIGHBOURS[key] = sorted(near)


def typo(word: str, rng: random.Random) -> str:
    """One slip of the fingers: two neighbouring letters swapped, a letter doubled, dropped or mistyped.

    Letters other than the first are hit (people rarely get the first letter wrong); words of fewer
    than 3 letters are left alone.
    """
    letters = list(word)
    positions = [i for i in range(1, len(letters)) if letters[i].isalpha()]
    if len(positions) < 2:
        return word
    kind = rng.choices(["transpose", "double", "drop", "substitute"], [40, 15, 20, 25])[0]
    i = rng.choice(positions)
    if kind == "transpose":
        i = rng.choice([p for p in positions if p + 1 < len(letters) and letters[p + 1].isalpha()] or positions[:1])
        if i + 1 < len(letters) and letters[i] != letters[i + 1]:
            letters[i], letters[i + 1] = letters[i + 1], letters[i]
            return "".join(letters)
        kind = "drop"
    if kind == "double":
        letters.insert(i, letters[i])
    elif kind == "drop":
        del letters[i]
    else:
        lower = letters[i].lower()
        near = _NEIGHBOURS.get(lower)
        if not near:
            del letters[i]
        else:
            replacement = rng.choice(near)
            letters[i] = replacement.upper() if letters[i].isupper() else replacement
    return "".join(letters)


def strip_accents(text: str) -> str:
    """`Schäfer` → `Schafer`, `Đặng` → `Dang`: what a US keyboard or an old system leaves."""
    text = text.replace("ß", "ss").replace("Đ", "D").replace("đ", "d").replace("ø", "o").replace("Ø", "O").replace("ł", "l").replace("Ł", "L")
    text = text.replace("ı", "i")
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if unicodedata.category(ch) != "Mn")


def expand_umlauts(text: str) -> str:
    """`Schäfer` → `Schaefer`, `Müller` → `Mueller`, the German spelling without umlauts."""
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss")):
        text = text.replace(a, b)
    return strip_accents(text)


def has_accents(text: str) -> bool:
    return strip_accents(text) != text
