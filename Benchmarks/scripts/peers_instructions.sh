#!/usr/bin/env bash
# Instructions per operation of Trellis, kiwi's C++ core and amoeba's C core on the
# enaml-like workloads of RESULTS-peers.md: (a) a build, (b) a suggest step, (c) an add +
# remove cycle. Counted with callgrind (valgrind), so the figures do not depend on the
# machine's load. Each figure is the difference of two runs that differ only in how many
# operations they make, divided by that difference (start-up, reading the system and the
# other workloads cancel out).
#
#   scripts/peers_instructions.sh --kiwi KIWI_DIR --amoeba AMOEBA_DIR [--solver-timing BIN]
#
# KIWI_DIR and AMOEBA_DIR are checkouts of nucleic/kiwi and starwing/amoeba, as for
# peers_bench.sh; the peers are compiled here with -O3 -DNDEBUG. SolverTiming is built with
# -c release unless --solver-timing names a binary; it is run stripped of debug information
# (valgrind cannot read this toolchain's).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
kiwi="" amoeba="" timing=""
while [ $# -gt 0 ]; do
    case "$1" in
        --kiwi) kiwi="$2"; shift 2 ;;
        --amoeba) amoeba="$2"; shift 2 ;;
        --solver-timing) timing="$2"; shift 2 ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done
if [ ! -f "$kiwi/kiwi/kiwi.h" ] || [ ! -f "$amoeba/amoeba.h" ]; then
    echo "usage: $0 --kiwi KIWI_DIR --amoeba AMOEBA_DIR [--solver-timing BIN]" >&2
    exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$here/scripts/peers_system.py" "$work/enaml.txt"
${CC:-gcc} -O3 -DNDEBUG -I"$amoeba" -I"$here/peers" -o "$work/amoeba" "$here/peers/peers_amoeba.c" -lm
${CXX:-g++} -O3 -DNDEBUG -std=c++17 -I"$kiwi" -I"$here/peers" -o "$work/kiwi" "$here/peers/peers_kiwi.cpp"
if [ -z "$timing" ]; then
    (cd "$here" && swift build -c release --product SolverTiming >&2)
    timing="$(cd "$here" && swift build -c release --show-bin-path)/SolverTiming"
fi
strip -g -o "$work/trellis" "$timing"

# Total instructions of one run.
count() {
    valgrind --tool=callgrind --callgrind-out-file="$work/cg" "$@" > /dev/null 2>&1
    awk '/^(summary|totals):/ { print $2; exit }' "$work/cg"
}

rounds=8  # the warm-up round and the 7 measured ones
# (c) runs on the solver (b) left, at the last window size of its 20,000 steps a round (at
# the starting size an add + remove cycle costs several times more), so (c) is counted with
# (b) run in full before it.
# The peers take the calls per round of (a), (b) and (c) after the system's path.
for peer in amoeba kiwi; do
    base=$(count "$work/$peer" "$work/enaml.txt" 0 0 0)
    a=$(count "$work/$peer" "$work/enaml.txt" 5 0 0)
    b=$(count "$work/$peer" "$work/enaml.txt" 0 1000 0)
    b0=$(count "$work/$peer" "$work/enaml.txt" 0 20000 0)
    c=$(count "$work/$peer" "$work/enaml.txt" 0 20000 100)
    echo "$peer $(( (a - base) / (5 * rounds) )) $(( (b - base) / (1000 * rounds) )) $(( (c - b0) / (100 * rounds) ))"
done > "$work/figures"
# SolverTiming: --iterations sets the calls per round of (a) and (c); (b) makes 20,000 a
# round under --quick, counted against a run without it.
a0=$(count "$work/trellis" --quick --only as --iterations 0)
a5=$(count "$work/trellis" --quick --only as --iterations 5)
c0=$(count "$work/trellis" --quick --only c --iterations 0)
bc0=$(count "$work/trellis" --quick --only b,c --iterations 0)
bc100=$(count "$work/trellis" --quick --only b,c --iterations 100)
echo "trellis $(( (a5 - a0) / (5 * rounds) )) $(( (bc0 - c0) / (20000 * rounds) )) $(( (bc100 - bc0) / (100 * rounds) ))" >> "$work/figures"

echo "kiwi $(git -C "$kiwi" rev-parse --short HEAD 2>/dev/null || echo '?'), amoeba $(git -C "$amoeba" rev-parse --short HEAD 2>/dev/null || echo '?'), $(${CXX:-g++} --version | head -1), $(valgrind --version)"
python3 - "$work/figures" <<'PY'
import sys
figures = {}
for line in open(sys.argv[1]):
    who, *counts = line.split()
    figures[who] = [int(c) for c in counts]
rows = ["(a) enaml-like build", "(b) suggest w + suggest h + update", "(c) add + update + remove + update"]
print("| workload | kiwi (C++) | amoeba (C) | Trellis | Trellis / kiwi | Trellis / amoeba | Trellis / best peer |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
for i, name in enumerate(rows):
    k, a, t = figures["kiwi"][i], figures["amoeba"][i], figures["trellis"][i]
    print(f"| {name} | {k:,} | {a:,} | {t:,} | {t / k:.2f}x | {t / a:.2f}x | {t / min(k, a):.2f}x |")
PY
