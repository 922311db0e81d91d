#!/usr/bin/env bash
# Builds the libFuzzer targets with the fuzzer and address sanitizers, seeds their corpora and runs
# each for SECONDS (one after the other, one process each: the machine is shared).
#
#   Fuzz/run.sh [SECONDS] [TARGET...]      SECONDS defaults to 300; TARGETs to both:
#                                          VCardReaderFuzzer PhotoHeaderFuzzer
#
# Everything it writes is under .fuzz/ (ignored by git):
#   .fuzz/build/                the release build with -sanitize=fuzzer,address and -DFUZZING
#   .fuzz/seeds/TARGET/         seeds, made anew each run: the .vcf files of ../shared/corpus and
#                               samples/; for photos, every inline photo in them plus generated images
#   .fuzz/corpus/TARGET/        what libFuzzer found interesting; kept from run to run
#   .fuzz/artifacts/TARGET/     crash-*, timeout-*, oom-*, leak-* inputs
#   .fuzz/logs/TARGET-DATE.log  libFuzzer's output; its last lines are the figures of the run
#
# Exits 1 when a target found a crash, a hang or an out-of-memory input. Fuzz/summary.sh adds up
# the runs in the logs (time, executions, exec/s, coverage). To shrink a crash input:
#   Fuzz/minimize.sh TARGET .fuzz/artifacts/TARGET/crash-…
# To replay inputs without the fuzzer (a plain debug build of the same checks):
#   swift run VCardReaderFuzzer FILE|FOLDER...
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=300
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(VCardReaderFuzzer PhotoHeaderFuzzer)

corpus_root=../shared/corpus
[[ -d $corpus_root ]] || { echo "run.sh: $corpus_root is missing; the seeds come from it" >&2; exit 66; }

# Swift's own crash backtracer would catch the signal before libFuzzer and can hang under it:
# let libFuzzer and AddressSanitizer report crashes themselves.
export SWIFT_BACKTRACE=enable=no
# Stop at the first ASan report (in our code or in a C library we call), with a full report.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:symbolize=1:detect_stack_use_after_return=1}

build() {
    # `--sanitize=fuzzer` makes SwiftPM link libFuzzer's `main` instead of the target's; the
    # `-Xswiftc -sanitize=fuzzer,address` after it is what the compiler keeps (given two separate
    # -sanitize flags, SwiftPM passes only one of them on to the frontend). -DFUZZING compiles the
    # LLVMFuzzerTestOneInput entry point instead of the replay `main`.
    swift build -c release --scratch-path .fuzz/build --product "$1" \
        --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
}

seed() {
    local target=$1 seeds=.fuzz/seeds/$1
    rm -rf "$seeds"
    mkdir -p "$seeds"
    case $target in
    VCardReaderFuzzer)
        # Flattened names: valid/ez-vcard/x.vcf → valid_ez-vcard_x.vcf.
        while IFS= read -r file; do
            local name=${file#"$corpus_root"/}
            cp "$file" "$seeds/${name//\//_}"
        done < <(find "$corpus_root" samples -name '*.vcf' -type f)
        ;;
    PhotoHeaderFuzzer)
        # A plain build of the same target writes the seeds (it reads the cards with our reader).
        swift build --product PhotoHeaderFuzzer >/dev/null
        "$(swift build --show-bin-path)/PhotoHeaderFuzzer" --seeds "$seeds" "$corpus_root" samples
        ;;
    *) echo "run.sh: unknown target $target" >&2; exit 64 ;;
    esac
}

options() {
    case $1 in
    # Cards: the corpus files are up to 46 KB; -max_len leaves room to grow them.
    VCardReaderFuzzer) echo "-max_len=65536 -dict=Fuzz/dictionaries/vcard.dict" ;;
    # Photos: the largest seed is 32 KB. PhotoChecks caps decoding at 256 K pixels, so one input
    # decodes in milliseconds however large a picture its header declares.
    PhotoHeaderFuzzer) echo "-max_len=65536 -dict=Fuzz/dictionaries/photo.dict" ;;
    esac
}

status=0
for target in "${targets[@]}"; do
    echo "== $target: build"
    build "$target"
    echo "== $target: seed"
    seed "$target"
    mkdir -p ".fuzz/corpus/$target" ".fuzz/artifacts/$target" .fuzz/logs
    log=.fuzz/logs/$target-$(date -u +%Y%m%dT%H%M%SZ).log
    echo "== $target: fuzz for ${seconds}s (log: $log)"
    started=$(date +%s)
    # shellcheck disable=SC2046 # options() holds several flags
    if ! ".fuzz/build/release/$target" $(options "$target") \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix=".fuzz/artifacts/$target/" -print_final_stats=1 \
        ".fuzz/corpus/$target" ".fuzz/seeds/$target" >"$log" 2>&1; then
        status=1
        echo "== $target: FOUND SOMETHING; see $log and .fuzz/artifacts/$target/"
        grep -aE '^(SUMMARY|==[0-9]+==ERROR|invariant broken|artifact_prefix)' "$log" || true
    fi
    echo "run.sh: elapsed $(($(date +%s) - started)) s" >>"$log"
    grep -aE '^#[0-9]+[[:space:]]+DONE|^stat::|^Done ' "$log" || tail -n 3 "$log"
    echo "corpus: $(find ".fuzz/corpus/$target" -type f | wc -l) files"
done
exit $status
