#!/bin/sh
# The serial floor of a bulk import (see import_floor.c), on the SQLite the package builds.
# Usage: Benchmarks/import-floor/import_floor.sh [CARDS]   (default 50000; run from the package root
# after `swift build -c release`, which checks out sqlite-nio and builds `contacts` and StoreBenchmark)
set -eu
cards=${1:-50000}
work=${TMPDIR:-/tmp}/import-floor
sqlite=.build/checkouts/sqlite-nio/Sources/VaporCSQLite
mkdir -p "$work"
[ "$work/import_floor" -nt Benchmarks/import-floor/import_floor.c ] || cc -O2 -DSQLITE_ENABLE_FTS5 -DSQLITE_THREADSAFE=1 -DSQLITE_DEFAULT_MEMSTATUS=0 \
    -DSQLITE_SECURE_DELETE -I"$sqlite/include" -o "$work/import_floor" Benchmarks/import-floor/import_floor.c "$sqlite/sqlite_nio_sqlite3.c" -lm
.build/release/StoreBenchmark --write-cards "$work/cards.vcf" --cards "$cards" >/dev/null
rm -f "$work/store.sqlite"*
.build/release/contacts import --store "$work/store.sqlite" "$work/cards.vcf"
"$work/import_floor" "$work/store.sqlite" "$work/scratch.sqlite"
