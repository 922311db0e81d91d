"""Reads vCard exports with independent readers and reports every card one of them refuses.

Usage: read_exports.py [--khard=PATH] EXPORT...

Each EXPORT is a .vcf file as `contacts export` wrote it. Every card is read with vobject (readOne,
validating, as khard reads it) and, for vCard 3.0 cards, with the strict RFC 2426 validator `vcard`;
with --khard, every card is listed by khard, each card an address book (a vdir holding one .vcf) of
its own, in one run.

Prints one JSON object per line for each refusal: {"export", "card", "reader", "message", "known"},
where "known" names the entry of docs/vcard.md ("What other readers refuse") that explains it, or is
null; then a last line {"cards": N}. When `vcard` refuses a card for a known reason, that reason is
neutralised in a copy of the card and the copy validated again, so that a known refusal never hides
an unknown one.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import warnings

import vobject
from vcard import vcard_errors, vcard_validator


def split_cards(text):
    """The cards of an export (our exports hold no nested BEGIN:VCARD line)."""
    cards, current = [], None
    for line in text.splitlines(keepends=True):
        if line.rstrip("\r\n").upper() == "BEGIN:VCARD":
            current = [line]
        elif current is not None:
            current.append(line)
            if line.rstrip("\r\n").upper() == "END:VCARD":
                cards.append("".join(current))
                current = None
    return cards


def version_of(card):
    for line in card.splitlines():
        if line.upper().startswith("VERSION:"):
            return line.split(":", 1)[1].strip()
    return None


def one_line(text):
    return " ".join(str(text).split())[:300]


# MARK: - vobject

def vobject_findings(card):
    try:
        vobject.readOne(card, validate=True)
    except Exception as error:  # whatever vobject raises is a refusal
        message = f"{type(error).__name__}: {one_line(error)}"
        known = None
        if "cannot contain more than 1 N" in message and version_of(card) == "4.0" and re.search(r"^N;[^:]*ALTID=", card, re.M):
            known = "vobject-altid"
        return [(known, message)]
    return []


# MARK: - vcard

def unfolded(card):
    return re.sub(r"\r\n[ \t]", "", card)


def neutralise_line(card, property_line, replacement):
    """`card` (unfolded) with the content line `property_line` (as the validator quotes it, its group
    removed) replaced."""
    lines = card.split("\r\n")
    target = property_line.rstrip("\r\n")
    for index, line in enumerate(lines):
        if re.sub(r"^[A-Za-z0-9-]+\.", "", line) == target:
            lines[index] = replacement(line)
            return "\r\n".join(lines)
    return card


def without_parameter(name):
    """A replacement that removes the parameter `name` from a content line."""
    def replace(line):
        head, value = split_head(line)
        parts = [part for part in split_parameters(head) if part.split("=", 1)[0].upper() != name]
        return ";".join(parts) + ":" + value
    return replace


def split_parameters(head):
    """The name and parameters of a content line's head, split at the semicolons outside quotes."""
    parts, current, quoted = [], "", False
    for char in head:
        if char == '"':
            quoted = not quoted
        if char == ";" and not quoted:
            parts.append(current)
            current = ""
        else:
            current += char
    return parts + [current]


def without_parameters(line):
    head, value = split_head(line)
    return head.split(";", 1)[0] + ":" + value


def split_head(line):
    """The part before the first colon outside quotes, and the value."""
    quoted = False
    for index, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == ":" and not quoted:
            return line[:index], line[index + 1:]
    return line, ""


def classify_vcard(error, card):
    """Which known refusal `error` is, and the card with its cause neutralised; (None, card) when unknown."""
    message, context = error.message, dict(error.context)
    prop = context.get("Property")
    line = context.get("Property line", "")
    text = unfolded(card)
    if message.startswith((vcard_errors.NOTE_MISMATCH_GROUP, vcard_errors.NOTE_MISSING_GROUP)):
        return "vcard-groups", re.sub(r"(?m)^[A-Za-z0-9-]+\.", "", text)
    if any(ord(char) > 0xFF for char in message + str(context.get("String", ""))):
        return "vcard-non-latin-1", "".join("?" if ord(char) > 0xFF else char for char in text)
    if message.startswith(vcard_errors.NOTE_INVALID_PARAMETER_VALUE) and prop in ("TEL", "ADR", "LABEL"):
        return "vcard-type-values", neutralise_line(text, line, without_parameters)
    if message.startswith(vcard_errors.NOTE_MISSING_PARAMETER) and prop in ("PHOTO", "LOGO") and "VALUE=uri" in line:
        return "vcard-uri-type", neutralise_line(text, line, without_parameter("TYPE"))
    extension = re.search(r": (IMPP|FBURL|CALURI|CALADRURI)$", message)
    if message.startswith(vcard_errors.NOTE_INVALID_PROPERTY_NAME) and extension:
        return "vcard-extensions", re.sub(rf"(?m)^{extension.group(1)}([;:])", rf"X-{extension.group(1)}\1", text)
    if message.startswith(vcard_errors.NOTE_NON_EMPTY_PARAMETER) and prop == "BDAY" and re.search(r"\{'VALUE': \{'date(-time)?'\}\}", message):
        return "vcard-bday-value", neutralise_line(text, line, lambda l: "BDAY:" + split_head(l)[1].split("T")[0])
    year_less = re.fullmatch(r"--(\d{4})", str(context.get("String", "")))
    if prop == "BDAY" and year_less:
        return "vcard-year-less-date", neutralise_line(text, line, lambda l: split_head(l)[0] + ":2000" + year_less.group(1))
    if message.startswith(vcard_errors.NOTE_MISSING_PARAMETER) and prop == "SOURCE":
        return "vcard-source", neutralise_line(text, line, lambda l: "SOURCE;VALUE=uri:" + split_head(l)[1])
    if message.startswith(vcard_errors.NOTE_NON_EMPTY_PARAMETER) and prop == "TZ" and "{'VALUE': {'text'}}" in message:
        return "vcard-tz-text", neutralise_line(text, line, lambda l: "TZ:+00:00")
    if message.startswith(vcard_errors.NOTE_INVALID_VALUE) and '"' in message and "vCard line" in context:
        # A quoted parameter value with a comma (`SORT-AS="Yamada,Taro"`): split at the comma inside quotes.
        lines = text.split("\r\n")
        index = context["vCard line"]
        if 0 <= index < len(lines) and '"' in split_head(lines[index])[0]:
            head, value = split_head(lines[index])
            lines[index] = re.sub(r'"[^"]*"', "x", head) + ":" + value
            return "vcard-quoted-commas", "\r\n".join(lines)
    if message.startswith(vcard_errors.NOTE_NON_EMPTY_PARAMETER) or (
            message.startswith(vcard_errors.NOTE_INVALID_X_NAME) and context.get("String") == "TYPE"):
        return "kept-parameters", neutralise_line(text, line, without_parameters)
    x_parameter = re.search(r": (X-[A-Za-z0-9-]+)$", message)
    if message.startswith(vcard_errors.NOTE_INVALID_PARAMETER_NAME) and x_parameter:
        return "kept-parameters", neutralise_line(text, line, without_parameter(x_parameter.group(1).upper()))
    return None, card


def vcard_findings(card):
    findings = []
    text = card
    for _ in range(100):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                vcard_validator.VCard(text)
                return findings
            except vcard_errors.VCardError as error:
                known, neutralised = classify_vcard(error, text)
                findings.append((known, f"{type(error).__name__}: {one_line(error)}"))
                if known is None or neutralised == text:
                    return findings
                text = neutralised
            except Exception as error:
                findings.append((None, f"{type(error).__name__}: {one_line(error)}"))
                return findings
    return findings


# MARK: - khard

def khard_findings(exports, khard):
    """Lists every card with one run of khard, each card an address book of its own, so that khard's
    messages (which name the file or the address book) tell which card they are about. Returns
    {(export, card index): message}. When khard stops on a card, each card is listed alone."""
    books = {}
    with tempfile.TemporaryDirectory() as folder:
        for export, cards in exports:
            for index, card in enumerate(cards):
                name = f"book{len(books)}"
                books[name] = (export, index)
                os.mkdir(os.path.join(folder, name))
                with open(os.path.join(folder, name, "card.vcf"), "w", newline="") as file:
                    file.write(card)
        findings = run_khard(folder, list(books), books, khard)
        if findings is None:  # khard stopped: find the cards that stop it, one at a time
            findings = {}
            for name in books:
                alone = run_khard(folder, [name], books, khard)
                findings.update({books[name]: "khard stopped (a Python exception) on this card"} if alone is None else alone)
    return findings


def run_khard(folder, names, books, khard):
    config = ["[addressbooks]"]
    for name in names:
        config += [f"[[{name}]]", f"path = {os.path.join(folder, name)}"]
    config += ["[general]", "default_action = list", "[vcard]", "skip_unparsable = yes"]
    path = os.path.join(folder, "khard.conf")
    with open(path, "w") as file:
        file.write("\n".join(config) + "\n")
    run = subprocess.run([khard, "-c", path, "list", "--parsable"], capture_output=True, text=True,
                         env={**os.environ, "HOME": folder})
    if run.returncode != 0 and "Traceback" in run.stderr:
        return None
    findings, shadowed = {}, 0
    for line in run.stderr.splitlines():
        if "because there is already another card with the same UID" in line:
            shadowed += 1  # the same card in two exports: not a refusal
            continue
        for name in re.findall(r"(?:address book |/)(book\d+)\b", line):
            if name in books:
                findings.setdefault(books[name], one_line(line))
    listed = len([line for line in run.stdout.splitlines() if line.strip()])
    refused = len([1 for key in findings if "Filtering some problematic tags" not in findings[key]])
    if run.returncode != 0 or listed != len(names) - refused - shadowed:
        findings[("(khard)", -1)] = f"khard exited {run.returncode}, listed {listed} of {len(names)}: {one_line(run.stderr)}"
    return findings


# MARK: - Main

def main(arguments):
    khard = None
    if arguments and arguments[0].startswith("--khard="):
        khard = arguments.pop(0).split("=", 1)[1]
    exports = []
    for export in arguments:
        with open(export, encoding="utf-8", newline="") as file:
            cards = split_cards(file.read())
        exports.append((export, cards))
        for index, card in enumerate(cards):
            findings = [("vobject", finding) for finding in vobject_findings(card)]
            if version_of(card) == "3.0":
                findings += [("vcard", finding) for finding in vcard_findings(card)]
            for reader, (known, message) in findings:
                print(json.dumps({"export": export, "card": index, "reader": reader, "message": message, "known": known}))
    if khard:
        for (export, index), message in sorted(khard_findings(exports, khard).items()):
            print(json.dumps({"export": export, "card": index, "reader": "khard", "message": message, "known": None}))
    print(json.dumps({"cards": sum(len(cards) for _, cards in exports)}))


if __name__ == "__main__":
    main(sys.argv[1:])
