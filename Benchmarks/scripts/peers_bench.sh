#!/usr/bin/env bash
# Trellis beside kiwi's C++ core and amoeba's C core on the enaml-like workloads of
# RESULTS-solver.md, in one run: (a) build (2 strong edits + 111 constraints + update),
# (b) suggest width + suggest height + update, (c) add + update + remove + update of one
# strong constraint. Figures in RESULTS-peers.md.
#
#   scripts/peers_bench.sh --kiwi KIWI_DIR --amoeba AMOEBA_DIR [--repeats N] [--solver-timing BIN]
#
# KIWI_DIR is a checkout of nucleic/kiwi (the directory holding kiwi/kiwi.h), AMOEBA_DIR one of
# starwing/amoeba (holding amoeba.h); neither is part of this repository. Their headers are
# compiled here with -O3 against the drivers in Benchmarks/peers, which read the same system
# (scripts/peers_system.py writes it from the one definition in Sources/TrellisDemo). Trellis
# runs through `SolverTiming --quick --only a,b,c` (built with -c release unless --solver-timing
# names a binary). Each program reports the median over 7 rounds (30 builds, 20,000 suggest
# steps, 20,000 add/remove cycles a round); the three programs take turns, N times (default 3),
# and the table shows the median of the N runs and Trellis's ratio to each peer.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
kiwi="" amoeba="" repeats=3 timing=""
while [ $# -gt 0 ]; do
    case "$1" in
        --kiwi) kiwi="$2"; shift 2 ;;
        --amoeba) amoeba="$2"; shift 2 ;;
        --repeats) repeats="$2"; shift 2 ;;
        --solver-timing) timing="$2"; shift 2 ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done
if [ ! -f "$kiwi/kiwi/kiwi.h" ] || [ ! -f "$amoeba/amoeba.h" ]; then
    echo "usage: $0 --kiwi KIWI_DIR --amoeba AMOEBA_DIR [--repeats N] [--solver-timing BIN]" >&2
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
