#!/usr/bin/env bash
# Sums up the runs Fuzz/run.sh logged in .fuzz/logs: per run and per target, the time, the
# executions, exec/s, the coverage libFuzzer reported last (cov: edges, ft: features), and how
# the run ended.
#
#   Fuzz/summary.sh [TARGET...]      TARGETs default to both
set -euo pipefail
cd "$(dirname "$0")/.."
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(VCardReaderFuzzer PhotoHeaderFuzzer)

for target in "${targets[@]}"; do
    echo "== $target"
    printf '%-40s %8s %12s %8s %8s %8s  %s\n' log seconds executions exec/s cov ft ended
    rows=$(for log in .fuzz/logs/"$target"-*.log; do
        [[ -f $log ]] || continue
        awk -v name="$(basename "$log")" '
            /^#[0-9]+[ \t]/ && /cov: / {
                for (i = 1; i <= NF; i++) {
                    if ($i == "cov:") cov = $(i + 1)
                    if ($i == "ft:") ft = $(i + 1)
                }
            }
            /^Done [0-9]+ runs in [0-9]+ second/ { seconds = $5; ended = "time up" }
            /^stat::number_of_executed_units:/ { units = $2 }
            /^stat::average_exec_per_sec:/ { rate = $2 }
            /^run\.sh: elapsed/ { elapsed = $3 }
            /^SUMMARY: / { ended = substr($0, 10) }
            /^invariant broken/ { ended = "invariant: " substr($0, 1, 60) }
            END {
                if (elapsed != "") seconds = elapsed
                if (seconds == "") seconds = (rate > 0 ? int(units / rate + 0.5) : 1)
                printf "%-40s %8d %12d %8d %8s %8s  %s\n", name, seconds, units, rate, cov, ft, ended
            }' "$log"
    done)
    echo "$rows"
    echo "$rows" | awk '
        { total += $2; runs += $3 }
        END { printf "total: %d s (%.1f min), %d executions, %d exec/s on average\n", total, total / 60, runs, (total > 0 ? runs / total : 0) }'
    echo "corpus: $(find ".fuzz/corpus/$target" -type f 2>/dev/null | wc -l) files, $(du -sh ".fuzz/corpus/$target" 2>/dev/null | cut -f1)"
done
