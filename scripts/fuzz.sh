#!/usr/bin/env bash
# Fuzzes the parsers and parse-then-solve with libFuzzer (Fuzz/TrellisFuzz).
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#
# Builds the fuzz target (release, -sanitize=fuzzer plus AddressSanitizer) into .build-fuzz, then
# runs it for SECONDS (default 60) over a scratch copy of the seed corpus in Fuzz/corpus.
# Crash inputs go to $FUZZ_ARTIFACTS (default .build-fuzz/artifacts). Exit status: 0 when the
# run ended with no finding, non-zero otherwise. Leak reports (LeakSanitizer) are off unless
# FUZZ_DETECT_LEAKS=1, which CI sets (scripts/sanitizers.sh checks leaks on the test suite);
# a long run with -fork may leave them off to keep going past a finding. Long runs:
#   FUZZ_ARTIFACTS=/tmp/trellis-crashes nice -n 19 scripts/fuzz.sh 7200 -fork=1 -ignore_crashes=1
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
build=.build-fuzz
artifacts="${FUZZ_ARTIFACTS:-$build/artifacts}"
corpus="${FUZZ_CORPUS:-$build/corpus}"

flags=(-c release --build-path "$build" -Xswiftc -sanitize=fuzzer,address -Xswiftc -g)
TRELLIS_FUZZ=1 swift build "${flags[@]}" --product TrellisFuzz 2>&1 | grep -v "Cannot export local symbol" || true
binary="$(TRELLIS_FUZZ=1 swift build "${flags[@]}" --show-bin-path)/TrellisFuzz"
[ -x "$binary" ] || { echo "fuzz.sh: build failed" >&2; exit 1; }

mkdir -p "$artifacts" "$corpus"
cp -n Fuzz/corpus/* "$corpus"/ 2>/dev/null || true
if [ "${FUZZ_DETECT_LEAKS:-0}" = 0 ]; then export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"; fi
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0}"
exec "$binary" "$corpus" -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 -detect_leaks="${FUZZ_DETECT_LEAKS:-0}" "$@"
