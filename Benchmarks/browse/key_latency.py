#!/usr/bin/env python3
"""Key-to-redrawn-screen latency of `contacts browse` (issue 16), in a pseudo-terminal.

Runs the binary in a pty of 80 x 24, waits for the first screen, then for each scenario types a key
and times until the screen update has arrived whole: from writing the key to the last byte of the
output that follows it (the update is written at once; the output is considered complete after
`--quiet` ms without a byte, which is not counted). Prints p50/p99/max per scenario, and the
process's peak RSS (VmHWM) at the end.

    python3 Benchmarks/browse/key_latency.py --binary .build/release/contacts --store /tmp/sb/large.sqlite
    python3 Benchmarks/browse/key_latency.py --binary ... --store ... --photos --presses 9100   # RSS after scrolling
"""
import argparse, os, pty, select, signal, struct, fcntl, termios, time

parser = argparse.ArgumentParser()
parser.add_argument("--binary", required=True)
parser.add_argument("--store", required=True)
parser.add_argument("--runs", type=int, default=200, help="keys per scenario")
parser.add_argument("--quiet", type=float, default=8.0, help="ms of silence that ends an update")
parser.add_argument("--photos", action="store_true", help="browse with --photos, scroll --rows rows, report RSS")
parser.add_argument("--presses", type=int, default=0, help="with --photos: how many scrolling keys to press")
parser.add_argument("--key", default="pgdn", choices=["j", "pgdn"], help="with --photos: the scrolling key")
parser.add_argument("--sorted", action="store_true")
parser.add_argument("--search-only", action="store_true", help="time only the search letters (runs/20 words; for perf)")
parser.add_argument("--words", default="martin,marcus,margaret,mariana",
                    help="the words the search types, comma-separated (issue 41: note words and cities, e.g. conference,coffee,berlin,london)")
parser.add_argument("--each", action="store_true", help="with the search: print each letter's time")
parser.add_argument("--scroll", action="store_true", help="scroll --presses keys and report RSS (with or without --photos)")
args = parser.parse_args()

pid, fd = pty.fork()
if pid == 0:
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("NO_COLOR", None)
    command = [args.binary, "browse", "--store", args.store] + (["--photos"] if args.photos else []) + (["--sorted"] if args.sorted else [])
    os.execvpe(args.binary, command, env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
os.kill(pid, signal.SIGWINCH)


def drain(quiet_ms, limit_s=10.0):
    """Reads until `quiet_ms` pass without output; the time of the last byte (or None)."""
    last = None
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet_ms / 1000)
        if not ready:
            if last is not None:
                return last
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            return last
        if not data:
            return last
        last = time.monotonic()
    return last


def key(bytes_):
    start = time.monotonic()
    os.write(fd, bytes_)
    end = drain(args.quiet)
    return None if end is None else (end - start) * 1000


def rss():
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM") or line.startswith("VmRSS"):
                print("  " + " ".join(line.split()))
    with open(f"/proc/{pid}/smaps_rollup") as rollup:
        parts = {line.split(":")[0]: line.split(":")[1].strip() for line in rollup if ":" in line}
        print(f"  of which anonymous {parts.get('Anonymous')}, file-backed {parts.get('Rss')} in all")
    if os.environ.get("SMAPS"):
        current, sizes = None, {}
        with open(f"/proc/{pid}/smaps") as smaps:
            for line in smaps:
                fields = line.split()
                if "-" in fields[0] and len(fields) >= 5:
                    current = fields[5] if len(fields) > 5 else "[anon]"
                elif fields[0] == "Rss:":
                    sizes[current] = sizes.get(current, 0) + int(fields[1])
        for name, size in sorted(sizes.items(), key=lambda item: -item[1])[:6]:
            print(f"    {size:8} kB  {name}")


drain(200, 30)  # the first screen
print(f"contacts browse on {args.store}, 80x24, {args.runs} keys per scenario")


def report(name, times):
    times = sorted(t for t in times if t is not None)
    if not times:
        print(f"  {name}: no update seen")
        return
    p = lambda q: times[min(len(times) - 1, int(q * len(times)))]
    print(f"  {name:34} p50 {p(0.5):6.2f} ms  p99 {p(0.99):6.2f} ms  max {times[-1]:6.2f} ms  (n={len(times)})")


if args.photos or args.scroll:
    start = time.monotonic()
    scroll = b"j" if args.key == "j" else b"\x1b[6~"
    pressed = 0
    # Keys and screen updates interleaved: a driver that only wrote would fill the terminal's
    # output buffer and stop both sides.
    while pressed < args.presses:
        readable, writable, _ = select.select([fd], [fd], [], 1)
        if readable:
            os.read(fd, 65536)
        elif writable:
            os.write(fd, scroll)
            pressed += 1
            if pressed % 1000 == 0:
                print(f"  {pressed} presses, {time.monotonic() - start:.1f} s")
                rss()
    drain(500, 120)
    print(f"  pressed {args.key} {args.presses} times in {time.monotonic() - start:.1f} s")
    os.write(fd, b"\x07")  # nothing: Ctrl-G redraws nothing, it only makes the title current
    drain(100)
    rss()
else:
    if not args.search_only:
        report("j", [key(b"j") for _ in range(args.runs)])
        report("k", [key(b"k") for _ in range(args.runs)])
        report("PgDn", [key(b"\x1b[6~") for _ in range(args.runs)])
        times = []
        for _ in range(args.runs // 4):
            times.append(key(b"G"))
            times.append(key(b"g"))
        report("G (and g back)", times)
    # search: type each word ("mar" + more letters by default), timing the characters after the
    # third; Escape clears
    words = args.words.split(",")
    times = []
    for run in range(max(1, args.runs // 20)):
        key(b"/")
        word = words[run % len(words)]
        for index, letter in enumerate(word):
            elapsed = key(letter.encode())
            if index >= 3:
                times.append(elapsed)
            if args.each:
                print(f"  {word[:index + 1]:<16} {elapsed:8.2f} ms")
        key(b"\x1b")
        drain(60)
    report("search letters after the third", times)
    rss()
os.write(fd, b"q")
os.waitpid(pid, 0)
