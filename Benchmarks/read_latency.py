#!/usr/bin/env python3
"""Issue 18's read targets in one run: each command's wall time against the process start-up.

Runs, interleaved round by round so that the machine's load falls on every command alike:
`contacts --help` (the start-up), the first sorted page, filtered first pages (a name, a phone, and
issue 41's fields beyond the name: a word of the note and a city, `--query WORD` for others),
searches without a limit (`--unlimited WORDS`: `list` and `query`, which exits 1 when nothing
matches), `show` of a contact in the middle, and `move` (near the end to near the front, then
back, so the store ends as it began); and `sqlite3 -version`, the peer. Prints p50/p90 per command and the ratio
of each p50 to the start-up's; the target is <= 3x.

    python3 Benchmarks/read_latency.py --binary .build/release/contacts --store /tmp/1m.sqlite --rounds 40

`move` writes: give it a copy of a store you do not mind reordering (it is put back, but a
crash midway leaves one contact moved).
"""
import argparse, os, sqlite3, subprocess, time

parser = argparse.ArgumentParser()
parser.add_argument("--binary", required=True)
parser.add_argument("--store", required=True)
parser.add_argument("--rounds", type=int, default=30)
parser.add_argument("--no-move", action="store_true", help="leave out move (a store you must not write)")
parser.add_argument("--query", action="append", default=None,
                    help="a filtered first page to time (repeatable; default: tea, a note word, and berlin, a city)")
parser.add_argument("--unlimited", action="append", default=[],
                    help="a search to time without a limit, as `list WORDS` and `query WORDS` (repeatable; issue 39)")
args = parser.parse_args()

env = dict(os.environ, NO_COLOR="1")
with sqlite3.connect(f"file:{args.store}?mode=ro", uri=True) as connection:
    count = connection.execute("SELECT COUNT(*) FROM contact").fetchone()[0]
middle = str(max(1, count // 2))
last = str(max(2, count - 10))
store = ["--store", args.store]
commands = {
    "start-up (--help)": [args.binary, "--help"],
    "first sorted page": [args.binary, "list", "--sorted", "--limit", "50"] + store,
    "filtered: list mar": [args.binary, "list", "mar", "--limit", "50"] + store,
    "filtered: list 555 01": [args.binary, "list", "555 01", "--limit", "50"] + store,
}
for word in args.query if args.query is not None else ["tea", "berlin"]:
    commands[f"filtered: list {word}"] = [args.binary, "list", word, "--limit", "50"] + store
for words in args.unlimited:
    commands[f"unlimited: list {words}"] = [args.binary, "list", *words.split()] + store
    commands[f"unlimited: query {words}"] = [args.binary, "query", *words.split()] + store
commands |= {
    f"show {middle}": [args.binary, "show", middle] + store,
    "peer: sqlite3 -version": ["sqlite3", "-version"],
}
if not args.no_move:
    commands[f"move {last} 10 (and back)"] = None


def timed(command):
    start = time.monotonic()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    elapsed = (time.monotonic() - start) * 1000
    if done.returncode != 0 and not (done.returncode == 1 and command[1] == "query"):
        raise SystemExit(f"{' '.join(command)} failed: {done.stderr.decode().strip()}")
    return elapsed


times = {name: [] for name in commands}
for command in commands.values():  # warm the page cache once
    if command:
        timed(command)
for round_ in range(args.rounds):
    for name, command in commands.items():
        if command is None:
            forth, back = ("move", last, "10"), ("move", "10", last)
            times[name].append(timed([args.binary, *(forth if round_ % 2 == 0 else back)] + store))
        else:
            times[name].append(timed(command))
if not args.no_move and args.rounds % 2 == 1:
    timed([args.binary, "move", "10", last] + store)

load = open("/proc/loadavg").read().split()[:3]
print(f"{args.store}: {count} contacts, {args.rounds} rounds, load average {' '.join(load)}")
p = lambda values, q: sorted(values)[min(len(values) - 1, int(q * len(values)))]
base = p(times["start-up (--help)"], 0.5)
for name, values in times.items():
    print(f"  {name:28} p50 {p(values, 0.5):7.2f} ms  p90 {p(values, 0.9):7.2f} ms  {p(values, 0.5) / base:5.2f}x start-up")
