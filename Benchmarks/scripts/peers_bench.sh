#!/usr/bin/env bash
# Trellis beside kiwi's C++ core and amoeba's C core on the enaml-like workloads of
# RESULTS-solver.md, in one run: (a) build (2 strong edits + 111 constraints + update),
# (b) suggest width + suggest height + update, (c) add + update + remove + update of one
# strong constraint. Figures in RESULTS-peers.md.
#
#   scripts/peers_bench.sh --kiwi KIWI_DIR --amoeba AMOEBA_DIR [--repeats N] [--solver-timing BIN]
#                          [--instructions]
#
# KIWI_DIR is a checkout of nucleic/kiwi (the directory holding kiwi/kiwi.h), AMOEBA_DIR one of
# starwing/amoeba (holding amoeba.h); neither is part of this repository. Their headers are
# compiled here with -O3 against the drivers in Benchmarks/peers, which read the same system
# (scripts/peers_system.py writes it from the one definition in Sources/TrellisDemo). Trellis
# runs through `SolverTiming --quick --only a,b,c` (built with -c release unless --solver-timing
# names a binary). Each program reports the median over 7 rounds (30 builds, 20,000 suggest
# steps, 20,000 add/remove cycles a round); the three programs take turns, N times (default 3),
# and the table shows the median of the N runs and Trellis's ratio to each peer.
#
# With --instructions, the three programs are counted instead of timed: instructions per
# operation under callgrind (valgrind), which the machine's load does not change. Each figure
# is the difference of two runs that differ only in how many operations they make, divided by
# that difference (start-up, reading the system and the other workloads cancel out);
# SolverTiming runs stripped of debug information (valgrind cannot read this toolchain's).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
kiwi="" amoeba="" repeats=3 timing="" instructions=0
while [ $# -gt 0 ]; do
    case "$1" in
        --kiwi) kiwi="$2"; shift 2 ;;
        --amoeba) amoeba="$2"; shift 2 ;;
        --repeats) repeats="$2"; shift 2 ;;
        --solver-timing) timing="$2"; shift 2 ;;
        --instructions) instructions=1; shift ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done
if [ ! -f "$kiwi/kiwi/kiwi.h" ] || [ ! -f "$amoeba/amoeba.h" ]; then
    echo "usage: $0 --kiwi KIWI_DIR --amoeba AMOEBA_DIR [--repeats N] [--solver-timing BIN] [--instructions]" >&2
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
if [ "$instructions" = 1 ]; then
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
    exit 0
fi
echo "kiwi $(git -C "$kiwi" rev-parse --short HEAD 2>/dev/null || echo '?'), amoeba $(git -C "$amoeba" rev-parse --short HEAD 2>/dev/null || echo '?'), $(${CXX:-g++} --version | head -1)"
for run in $(seq "$repeats"); do
    "$work/amoeba" "$work/enaml.txt" 2>/dev/null | sed "s/^/amoeba $run /" >> "$work/figures"
    "$work/kiwi" "$work/enaml.txt" 2>/dev/null | sed "s/^/kiwi $run /" >> "$work/figures"
    "$timing" --quick --only a,b,c --json "$work/trellis.json" > /dev/null
    python3 -c 'import json,sys; [print("trellis", sys.argv[2], k, v) for k, v in json.load(open(sys.argv[1])).items()]' \
        "$work/trellis.json" "$run" >> "$work/figures"
done
python3 - "$work/figures" <<'PY'
import statistics, sys
figures = {}
for line in open(sys.argv[1]):
    who, run, key, ns = line.split()
    figures.setdefault((who, key), []).append(float(ns))
def fmt(ns):
    return f"{ns / 1e3:.2f} µs" if ns >= 1e3 else f"{ns:.0f} ns"
rows = [("enaml_build", "(a) enaml-like build"), ("suggest_step", "(b) suggest w + suggest h + update"),
        ("add_remove", "(c) add + update + remove + update")]
print(f"| workload | kiwi (C++) | amoeba (C) | Trellis | Trellis / kiwi | Trellis / amoeba | Trellis / best peer |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
for key, label in rows:
    k, a, t = (statistics.median(figures[(w, key)]) for w in ("kiwi", "amoeba", "trellis"))
    spread = lambda w: "-".join(fmt(x) for x in (min(figures[(w, key)]), max(figures[(w, key)])))
    print(f"| {label} | {fmt(k)} | {fmt(a)} | {fmt(t)} | {t / k:.2f}x | {t / a:.2f}x | {t / min(k, a):.2f}x |")
print()
print("spread over runs (min-max): " + "; ".join(
    f"{key}: kiwi {spread('kiwi')}, amoeba {spread('amoeba')}, Trellis {spread('trellis')}"
    for key, _ in rows for spread in [lambda w, key=key: '-'.join(fmt(x) for x in (min(figures[(w, key)]), max(figures[(w, key)])))]))
PY
