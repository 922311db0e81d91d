#!/usr/bin/env bash
# Shrinks a crash input found by Fuzz/run.sh to a small one that still crashes the same way.
#
#   Fuzz/minimize.sh TARGET CRASH-FILE [SECONDS]     SECONDS defaults to 60
#
# Writes .fuzz/artifacts/TARGET/minimized-… and prints it (and its bytes as hex). Uses the build
# Fuzz/run.sh made.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 2 ]] || { echo "usage: Fuzz/minimize.sh TARGET CRASH-FILE [SECONDS]" >&2; exit 64; }
target=$1 crash=$2 seconds=${3:-60}
binary=.fuzz/build/release/$target
[[ -x $binary ]] || { echo "minimize.sh: no $binary; run Fuzz/run.sh first" >&2; exit 66; }
export SWIFT_BACKTRACE=enable=no
mkdir -p .fuzz/logs
output=.fuzz/artifacts/$target/minimized-$(basename "$crash")
"$binary" -minimize_crash=1 -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -exact_artifact_path="$output" "$crash" >".fuzz/logs/minimize-$(basename "$crash").log" 2>&1 || true
[[ -f $output ]] || { echo "minimize.sh: nothing written; see .fuzz/logs/minimize-$(basename "$crash").log" >&2; exit 1; }
echo "$output ($(wc -c <"$output") bytes):"
xxd "$output"
