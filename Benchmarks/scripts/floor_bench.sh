#!/usr/bin/env bash
# The C floor of `trellis solve` against trellis, in the same run.
#
#   Benchmarks/scripts/floor_bench.sh [--trellis BIN] [--before BIN] [--dir DIR] [--repeats N]
#
# Builds Benchmarks/floor/solve_floor.c (cc -O2), writes the inputs with gen_scale.py into DIR
# (default: a temporary directory) unless they are there, and prints, for chain, table and
# cells of 10,000 and cells of 100,000: CPU seconds (user + system) and peak resident memory
# of the floor and of trellis (`trellis solve --backend auto`), best of N runs (default 3)
# each (CPU time from `wait4`, peak from `/usr/bin/time -f %M`), and trellis over the floor. With --before, a
# second trellis binary is timed in the same run, right after the first, on each input.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
trellis="$here/../.build/release/trellis"
before=""
dir=""
repeats=3
while [ $# -gt 0 ]; do
    case $1 in
        --trellis) trellis=$2; shift 2 ;;
        --before) before=$2; shift 2 ;;
        --dir) dir=$2; shift 2 ;;
        --repeats) repeats=$2; shift 2 ;;
        *) echo "usage: $0 [--trellis BIN] [--before BIN] [--dir DIR] [--repeats N]" >&2; exit 64 ;;
    esac
done
[ -n "$dir" ] || dir=$(mktemp -d)
mkdir -p "$dir"
floor="$dir/solve_floor"
cc -O2 -o "$floor" "$here/floor/solve_floor.c" -lm

# best CPU seconds (user + system) and peak KB of N runs of a command (its output
# discarded): the CPU time from wait4 (to the microsecond; /usr/bin/time rounds to 10 ms), the
# peak from /usr/bin/time's %M (a child forked from Python would count Python's pages too)
best() {
    python3 - "$repeats" "$dir/peak.log" "$@" <<'PY'
import os, subprocess, sys
repeats, log, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
cpu = rss = None
for _ in range(repeats):
    child = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", log] + command,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    seconds = usage.ru_utime + usage.ru_stime
    peak = int(open(log).read().split()[-1])
    cpu = seconds if cpu is None else min(cpu, seconds)
    rss = peak if rss is None else min(rss, peak)
print(f"{cpu:.4f} {rss}")
PY
}

printf "%-14s %18s %18s %8s %8s" "input" "floor" "trellis" "cpu x" "rss x"
[ -n "$before" ] && printf " %18s %8s %8s" "before" "cpu x" "rss x"
echo
for case in "chain 10000" "table 10000" "cells 10000" "cells 100000"; do
    set -- $case
    file="$dir/solve-$1-$2.json"
    [ -s "$file" ] || python3 "$here/scripts/gen_scale.py" solve "$1" "$2" > "$file"
    read -r fc fm <<< "$(best "$floor" "$file")"
    read -r tc tm <<< "$(best "$trellis" solve --backend auto "$file")"
    printf "%-14s %9.3f s %5d MB %9.3f s %5d MB %7.1fx %7.1fx" "$1 $2" "$fc" $((fm / 1024)) "$tc" \
        $((tm / 1024)) "$(python3 -c "print($tc / max($fc, 0.001))")" "$(python3 -c "print($tm / $fm)")"
    if [ -n "$before" ]; then
        read -r bc bm <<< "$(best "$before" solve --backend auto "$file")"
        printf " %9.3f s %5d MB %7.1fx %7.1fx" "$bc" $((bm / 1024)) "$(python3 -c "print($bc / max($fc, 0.001))")" \
            "$(python3 -c "print($bm / $fm)")"
    fi
    echo
done
