"""Parse a .vcf file with Python's vobject and print the median time, MB/s and cards/s.

Used by Benchmarks/compare-vobject.sh on the same input the Swift benchmark reads.
"""
import statistics
import sys
import time

import vobject


def main() -> None:
    path = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    data = open(path, encoding="utf-8").read()
    size = len(data.encode("utf-8"))
    times = []
    cards = 0
    for _ in range(runs):
        start = time.perf_counter()
        cards = sum(1 for _ in vobject.readComponents(data))
        times.append(time.perf_counter() - start)
    seconds = statistics.median(times)
    print(f"vobject {vobject.VERSION if hasattr(vobject, 'VERSION') else ''}: {path}: {size / 1e6:.2f} MB, "
          f"{seconds * 1000:.0f} ms, {size / 1e6 / seconds:.2f} MB/s, {cards / seconds:.0f} cards/s ({cards} cards)")


if __name__ == "__main__":
    main()
