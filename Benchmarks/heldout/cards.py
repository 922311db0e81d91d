"""One copy of a person as a client writes it: an iPhone (vCard 3.0), Gmail (3.0) or Outlook (2.1) card."""

from dataclasses import dataclass, field
import quopri
import random

SOURCES = ["iphone", "gmail", "outlook"]


@dataclass
class Card:
    """What one card says, already in the words and spelling of its writer."""

    uid: str
    family: str = ""
    given: str = ""
    middle: str = ""
    formatted: str = ""
    organization: bool = False  # the card is a company's own card
    company: str = ""
    department: str = ""
    title: str = ""
    # (value, kind) with kind in home, work, other
    emails: list = field(default_factory=list)
    # (written number, kind) with kind in cell, home, work, main
    phones: list = field(default_factory=list)
    birthday: tuple = None  # (year or None, month, day)
    address: tuple = None  # (street, locality, postcode, country)
    phonetic: tuple = None  # (family, given) in katakana
    note: str = ""


def render(source: str, card: Card, rng: random.Random) -> str:
    return {"iphone": _iphone, "gmail": _gmail, "outlook": _outlook}[source](card, rng)


# MARK: - vCard 3.0


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")


def _fold(line: str) -> str:
    """Folds at 75 octets without splitting a UTF-8 sequence (RFC 2425)."""
    data = line.encode()
    if len(data) <= 75:
        return line
    parts, start, limit = [], 0, 75
    while start < len(data):
        end = min(len(data), start + limit)
        while end < len(data) and (data[end] & 0xC0) == 0x80:
            end -= 1
        parts.append(data[start:end].decode())
        start, limit = end, 74
    return "\r\n ".join(parts)


def _lines3(lines: list) -> str:
    return "".join(_fold(line) + "\r\n" for line in lines)


def _iphone(card: Card, rng: random.Random) -> str:
    lines = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//iPhone OS 17.5.1//EN"]
    lines.append("N:" + ";".join(_escape(p) for p in (card.family, card.given, card.middle, "", "")))
    lines.append("FN:" + _escape(card.formatted))
    if card.phonetic:
        lines.append("X-PHONETIC-FIRST-NAME:" + _escape(card.phonetic[1]))
        lines.append("X-PHONETIC-LAST-NAME:" + _escape(card.phonetic[0]))
    if card.company:
        lines.append("ORG:" + _escape(card.company) + ";" + _escape(card.department))
    if card.title:
        lines.append("TITLE:" + _escape(card.title))
    item = 0
    for index, (value, kind) in enumerate(card.emails):
        types = ";type=INTERNET" + {"home": ";type=HOME", "work": ";type=WORK", "other": ""}[kind] + (";type=pref" if index == 0 else "")
        if kind == "other":
            item += 1
            lines.append(f"item{item}.EMAIL{types}:{value}")
            lines.append(f"item{item}.X-ABLabel:_$!<Other>!$_")
        else:
            lines.append(f"EMAIL{types}:{value}")
    for index, (value, kind) in enumerate(card.phones):
        types = {"cell": ";type=CELL;type=VOICE", "home": ";type=HOME;type=VOICE", "work": ";type=WORK;type=VOICE",
                 "main": ";type=MAIN"}[kind] + (";type=pref" if index == 0 else "")
        lines.append(f"TEL{types}:{value}")
    if card.address:
        street, locality, postcode, country = card.address
        item += 1
        lines.append(f"item{item}.ADR;type=HOME;type=pref:;;" + ";".join(_escape(p) for p in (street, locality, "", postcode, country)))
        lines.append(f"item{item}.X-ABADR:" + rng.choice(["us", "de", "fr", "jp", "gb"]))
    if card.birthday:
        year, month, day = card.birthday
        if year is None:
            lines.append(f"BDAY;X-APPLE-OMIT-YEAR=1604:1604-{month:02}-{day:02}")
        else:
            lines.append(f"BDAY;value=date:{year:04}-{month:02}-{day:02}")
    if card.note:
        lines.append("NOTE:" + _escape(card.note))
    if card.organization:
        lines.append("X-ABShowAs:COMPANY")
    lines.append("UID:" + card.uid)
    lines.append("END:VCARD")
    return _lines3(lines)


def _gmail(card: Card, rng: random.Random) -> str:
    lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:" + _escape(card.formatted)]
    lines.append("N:" + ";".join(_escape(p) for p in (card.family, card.given, card.middle, "", "")))
    for value, kind in card.emails:
        lines.append("EMAIL;TYPE=INTERNET" + {"home": ";TYPE=HOME", "work": ";TYPE=WORK", "other": ""}[kind] + ":" + value)
    for value, kind in card.phones:
        lines.append("TEL" + {"cell": ";TYPE=CELL", "home": ";TYPE=HOME", "work": ";TYPE=WORK", "main": ";TYPE=MAIN"}[kind] + ":" + value)
    if card.address:
        street, locality, postcode, country = card.address
        lines.append("ADR;TYPE=HOME:;;" + ";".join(_escape(p) for p in (street, locality, "", postcode, country)))
    if card.company:
        lines.append("ORG:" + _escape(card.company))
    if card.title:
        lines.append("TITLE:" + _escape(card.title))
    if card.birthday:
        year, month, day = card.birthday
        lines.append(f"BDAY:{year:04}-{month:02}-{day:02}" if year else f"BDAY:--{month:02}-{day:02}")
    if card.note:
        lines.append("NOTE:" + _escape(card.note))
    lines.append("CATEGORIES:myContacts")
    lines.append("UID:" + card.uid)
    lines.append("END:VCARD")
    return _lines3(lines)


# MARK: - vCard 2.1


def _value21(name: str, value: str) -> str:
    """A 2.1 property line: plain when ASCII, else UTF-8 in quoted-printable with soft line breaks."""
    if value.isascii() and "\n" not in value:
        return f"{name}:{value}\r\n"
    encoded = quopri.encodestring(value.encode(), quotetabs=True).decode().replace("=\n", "")
    encoded = encoded.replace("\n", "=0D=0A")
    head = f"{name};CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:"
    out, line = [], head
    for index in range(0, len(encoded)):
        line += encoded[index]
        # Soft breaks between encoded bytes, never inside an =XX.
        if (len(line) >= 73 and index + 1 < len(encoded)
                and not (encoded[index] == "=" or (index >= 1 and encoded[index - 1] == "="))):
            out.append(line + "=")
            line = ""
    out.append(line)
    return "\r\n".join(out) + "\r\n"


def _outlook(card: Card, rng: random.Random) -> str:
    text = "BEGIN:VCARD\r\nVERSION:2.1\r\n"
    text += _value21("N", ";".join(p.replace(";", "\\;") for p in (card.family, card.given, card.middle, "", "")))
    text += _value21("FN", card.formatted)
    if card.company:
        text += _value21("ORG", card.company + (";" + card.department if card.department else ""))
    if card.title:
        text += _value21("TITLE", card.title)
    for index, (value, kind) in enumerate(card.phones):
        types = {"cell": "CELL;VOICE", "home": "HOME;VOICE", "work": "WORK;VOICE", "main": "WORK;PREF;VOICE"}[kind]
        text += f"TEL;{types}:{value}\r\n"
    if card.address:
        street, locality, postcode, country = card.address
        text += _value21("ADR;HOME", ";".join(("", "", street, locality, "", postcode, country)))
    for index, (value, _kind) in enumerate(card.emails):
        text += f"EMAIL;{'PREF;' if index == 0 else ''}INTERNET:{value}\r\n"
    if card.birthday and card.birthday[0]:
        year, month, day = card.birthday
        text += f"BDAY:{year:04}{month:02}{day:02}\r\n"
    if card.note:
        text += _value21("NOTE", card.note)
    text += "UID:" + card.uid + "\r\n"
    text += "REV:20260112T091500Z\r\nEND:VCARD\r\n"
    return text
