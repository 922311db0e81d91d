#!/usr/bin/env bash
# Reader throughput of VCard against Python's vobject, on the same generated input, in one run.
#   Benchmarks/compare-vobject.sh [CARDS]
set -euo pipefail
cd "$(dirname "$0")/.."
cards=${1:-20000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ ! -x .venv-bench/bin/python ]; then
    python3 -m venv .venv-bench
    .venv-bench/bin/pip install -q vobject
fi
swift build -c release --product VCardBenchmark >/dev/null
.build/release/VCardBenchmark --cards "$cards" --runs 5 --write-input "$work" --only "read"
.venv-bench/bin/python Benchmarks/vobject_parse.py "$work/plain.vcf" 3
.venv-bench/bin/python Benchmarks/vobject_parse.py "$work/photos.vcf" 3
