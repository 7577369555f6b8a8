#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer.
#
#   scripts/sanitizers.sh [address|thread|all] [swift test --filter PATTERN]
#
# Each sanitizer builds into its own folder (.build-asan, .build-tsan). Exit status: non-zero
# when a run reports an error. Leaks are reported by LeakSanitizer at the end of the ASan
# run; set ASAN_OPTIONS=detect_leaks=0 to check memory errors alone.
set -euo pipefail
cd "$(dirname "$0")/.."
# Leaks that libraries outside Trellis keep on purpose (fontconfig's caches, Foundation's
# Process, XCTest) are suppressed; child processes the tests launch inherit the setting.
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0}"
which="${1:-all}"
filter=()
if [ $# -ge 2 ]; then filter=(--filter "$2"); fi
status=0

if [ "$which" = address ] || [ "$which" = all ]; then
    echo "== swift test under AddressSanitizer"
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
        swift test --build-path .build-asan --sanitize=address "${filter[@]}" || status=1
fi
if [ "$which" = thread ] || [ "$which" = all ]; then
    echo "== swift test under ThreadSanitizer"
    # scripts/tsan.supp: state that only Synchronization.Mutex guards, which ThreadSanitizer
    # cannot see through on Linux (the file says why and where).
    TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:suppressions=$PWD/scripts/tsan.supp}" \
        swift test --build-path .build-tsan --sanitize=thread "${filter[@]}" || status=1
fi
exit $status
