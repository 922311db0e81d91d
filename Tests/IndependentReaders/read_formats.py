"""Reads what `contacts export --format csv|ldif` wrote with Python's own readers, for FormatRoundTripTests.

Usage: read_formats.py csv FILE | ldif FILE
Prints one JSON object a record: a CSV row as {column: value} (csv.DictReader), an LDIF entry as
{"dn": dn, attribute: [values]} (the PyPI `ldif` package's LDIFParser, strict), values decoded as UTF-8.
"""
import csv
import json
import sys


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle, strict=True):
            print(json.dumps(row, ensure_ascii=False))


def read_ldif(path):
    from ldif import LDIFParser

    with open(path, "rb") as handle:
        for dn, entry in LDIFParser(handle, strict=True).parse():
            record = {"dn": dn}
            for name, values in entry.items():
                record[name] = [len(v) if name == "jpegPhoto" else v if isinstance(v, str) else v.decode("utf-8") for v in values]
            print(json.dumps(record, ensure_ascii=False))


if __name__ == "__main__":
    {"csv": read_csv, "ldif": read_ldif}[sys.argv[1]](sys.argv[2])
