#!/usr/bin/env bash
# `contacts` against khard (on a vdir) and vobject's parser, on the same generated cards, in one run.
#   Benchmarks/compare.sh [CARDS] [RUNS]          # 11000 cards (khard's ~10 s case), 3 runs
# Makes .venv-bench/ (khard and vobject from PyPI) on first use and builds the release binaries.
set -euo pipefail
cd "$(dirname "$0")/.."
cards=${1:-11000}
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ ! -x .venv-bench/bin/khard ]; then
    python3 -m venv .venv-bench
    .venv-bench/bin/pip install -q khard vobject
fi
swift build -c release --product contacts >/dev/null
swift build -c release --product StoreBenchmark >/dev/null
.build/release/StoreBenchmark --write-cards "$work/cards.vcf" --cards "$cards"
.venv-bench/bin/python Benchmarks/compare_khard.py "$work/cards.vcf" "$PWD/.build/release/contacts" "$work" "$runs"
