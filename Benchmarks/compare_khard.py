"""The same operations with `contacts`, with khard on a vdir, and with vobject's parser, on the same cards.

Run by Benchmarks/compare.sh, which makes the cards and the virtual environment:

    python compare_khard.py CARDS.vcf CONTACTS_BINARY WORK_DIR [RUNS]

The cards are split into a vdir (one file per card, named by UID, as khard and vdirsyncer keep them)
for khard; `contacts` imports the single file into a store. Every command runs as a process with
standard output to /dev/null; the time is the median wall time of RUNS runs (3) after one untimed
warm-up run, which also fills the page cache for both.
"""
import os
import statistics
import subprocess
import sys
import time

import vobject
from importlib.metadata import version


def split_into_vdir(cards_path: str, vdir: str) -> list[str]:
    """Writes each card to vdir/UID.vcf; returns the UIDs in file order."""
    os.makedirs(vdir, exist_ok=True)
    uids = []
    data = open(cards_path, "rb").read()
    for chunk in data.split(b"END:VCARD\r\n"):
        if not chunk.strip():
            continue
        card = chunk + b"END:VCARD\r\n"
        uid = next(line[4:].decode() for line in card.split(b"\r\n") if line.startswith(b"UID:"))
        with open(os.path.join(vdir, uid + ".vcf"), "wb") as out:
            out.write(card)
        uids.append(uid)
    return uids


KHARD_CONFIG = """[addressbooks]
[[bench]]
path = {vdir}

[general]
debug = no
default_action = list
editor = /bin/true
merge_editor = /bin/true

[contact table]
display = first_name
group_by_addressbook = no
reverse = no
show_nicknames = no
show_uids = yes
sort = last_name
localize_dates = yes

[vcard]
preferred_version = 3.0
search_in_source_files = no
skip_unparsable = no
"""


def timed(command: list[str], runs: int, before=None, env=None) -> tuple[float, int]:
    """Median wall seconds of `runs` runs after one warm-up, and the last exit status."""
    times = []
    status = 0
    for run in range(runs + 1):
        if before:
            before()
        start = time.perf_counter()
        status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env).returncode
        if run > 0:
            times.append(time.perf_counter() - start)
    return statistics.median(times), status


def main() -> None:
    cards_path, contacts, work = sys.argv[1], sys.argv[2], sys.argv[3]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    vdir = os.path.join(work, "vdir")
    uids = split_into_vdir(cards_path, vdir)
    config = os.path.join(work, "khard.conf")
    with open(config, "w") as out:
        out.write(KHARD_CONFIG.format(vdir=vdir))
    khard_bin = os.path.join(os.path.dirname(sys.executable), "khard")
    store = os.path.join(work, "store", "contacts.sqlite")
    env = dict(os.environ, NO_COLOR="1")
    n = len(uids)
    middle = n // 2
    print(f"{n} cards ({os.path.getsize(cards_path) / 1e6:.1f} MB); khard {version('khard')} "
          f"with vobject {version('vobject')}; median of {runs} runs after a warm-up", flush=True)

    def remove_store() -> None:
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(store + suffix):
                os.remove(store + suffix)

    rows = []

    def compare(what: str, ours: list[str], theirs: list[str] | None, ours_before=None) -> None:
        mine, my_status = timed([contacts] + ours, runs, before=ours_before, env=env)
        if theirs is None:
            rows.append((what, mine, None, my_status, None))
        else:
            other, other_status = timed([khard_bin, "-c", config] + theirs, runs, env=env)
            rows.append((what, mine, other, my_status, other_status))
        print(f"  {what}: contacts {mine * 1000:.0f} ms" + (f", khard {rows[-1][2] * 1000:.0f} ms" if theirs else ""), flush=True)

    # Reading every card: contacts' import parses and stores them; khard parses them on every command.
    compare("import all cards into a new store", ["import", "--store", store, cards_path], None, ours_before=remove_store)
    subprocess.run([contacts, "import", "--store", store, cards_path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # `show` by UID: khard's search term `uid:` names the one contact; ours by position.
    target_uid = uids[middle]
    position = None
    listing = subprocess.run([contacts, "list", "--store", store, "--json"], capture_output=True, text=True, env=env).stdout
    for line_number, line in enumerate(listing.splitlines(), start=1):
        if f'"uid":"{target_uid}"' in line.replace(" ", ""):
            position = line_number
            break
    compare("list, sorted by family name", ["list", "--store", store, "--sorted"], ["list", "-s", "last_name"])
    compare("first sorted page (50 rows)", ["list", "--store", store, "--sorted", "--limit", "50"], ["list", "-s", "last_name"])
    compare("filtered list `mar`", ["list", "--store", store, "mar"], ["list", "mar"])
    # khard matches a plain substring, so it is given the number as the cards write it.
    compare("filtered list `555 01` (khard: `(555) 01`)", ["list", "--store", store, "555", "01"], ["list", "(555) 01"])
    compare("show one contact", ["show", "--store", store, str(position or middle)], ["show", f"uid:{target_uid}"])
    compare("all email addresses (mutt query)", ["query", "--store", store, "mar"], ["email", "--parsable", "mar"])

    # vobject's parser alone, in this process, on the single file.
    data = open(cards_path, encoding="utf-8").read()
    times = []
    for run in range(runs + 1):
        start = time.perf_counter()
        parsed = sum(1 for _ in vobject.readComponents(data))
        if run > 0:
            times.append(time.perf_counter() - start)
    vobject_seconds = statistics.median(times)
    print(f"  vobject: parsed {parsed} cards in {vobject_seconds * 1000:.0f} ms ({parsed / vobject_seconds:.0f} cards/s)")

    print(f"\n| {n:,} cards | contacts | khard | khard / contacts |")
    print("| --- | ---: | ---: | ---: |")
    for what, mine, other, my_status, other_status in rows:
        flag = "" if my_status == 0 and (other_status in (None, 0)) else f" (exit {my_status}/{other_status})"
        if other is None:
            print(f"| {what}{flag} | {mine * 1000:,.0f} ms ({n / mine:,.0f} cards/s) | — | — |")
        else:
            print(f"| {what}{flag} | {mine * 1000:,.0f} ms | {other * 1000:,.0f} ms | **{other / mine:,.0f}×** |")
    print(f"| parse every card (vobject in-process; contacts: the import above, which also stores them) "
          f"| {rows[0][1] * 1000:,.0f} ms | vobject {vobject_seconds * 1000:,.0f} ms ({parsed / vobject_seconds:,.0f} cards/s) "
          f"| {vobject_seconds / rows[0][1]:,.1f}× |")


if __name__ == "__main__":
    main()
