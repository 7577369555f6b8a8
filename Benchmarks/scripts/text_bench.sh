#!/usr/bin/env bash
# Real text against the average-advance model, through the release `trellis` on one thread, in
# one run: `trellis demo` and `trellis bulk --template feed` with --text average, pango (cached
# words) and pango-uncached (every text laid out by Pango), alternating, several rounds.
#
#   swift build -c release --product trellis
#   Benchmarks/scripts/text_bench.sh [cells] [rounds]      # defaults: 100000 cells, 3 rounds
#
# Prints each run's layout seconds (what `trellis demo` reports) and process CPU seconds, then
# the median of each round's ratio to --text average (same round, same machine load).
set -euo pipefail
cd "$(dirname "$0")/../.."
cells=${1:-100000}
rounds=${2:-3}
trellis=.build/release/trellis
[ -x "$trellis" ] || { echo "build first: swift build -c release --product trellis" >&2; exit 1; }
lines=$(mktemp)
trap 'rm -f "$lines"' EXIT
python3 Benchmarks/scripts/feed_lines.py "$cells" feed > "$lines"

# Process CPU seconds (user + system) of a command, its output discarded.
cpu() {
    /usr/bin/env time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'
}

declare -A demo bulk ratios
modes="average pango pango-uncached"
echo "trellis demo/bulk, $cells cells, --threads 1, $rounds rounds ($(date -u +%F), load $(cut -d' ' -f1 /proc/loadavg))"
for round in $(seq 1 "$rounds"); do
    for mode in $modes; do
        out=$("$trellis" demo --cells "$cells" --threads 1 --text "$mode")
        seconds=$(echo "$out" | sed -n 's/.* in \([0-9.]*\) s: .*/\1/p' | head -1)
        demo[$mode]="${demo[$mode]:-} $seconds"
        b=$(cpu "$trellis" bulk --template feed --threads 1 --text "$mode" "$lines")
        bulk[$mode]="${bulk[$mode]:-} $b"
        echo "round $round  $mode: demo ${seconds} s, bulk ${b} s CPU"
        if [ "$mode" = pango ] && [ "$round" = 1 ]; then
            echo "$out" | grep -E '^(Texts|Word cache):' | sed 's/^/    /'
        fi
    done
    for kind in demo bulk; do
        declare -n row=$kind
        a=$(echo "${row[average]}" | awk '{print $NF}')
        for mode in pango pango-uncached; do
            r=$(echo "${row[$mode]}" | awk -v a="$a" '{printf "%.3f", $NF / a}')
            ratios[$kind-$mode]="${ratios[$kind-$mode]:-} $r"
        done
    done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo
echo "| command (--threads 1, $cells cells; medians) | average | pango (cached words) | pango-uncached | pango / average | uncached / average |"
echo "|---|---:|---:|---:|---:|---:|"
for kind in demo bulk; do
    declare -n table=$kind
    a=$(echo "${table[average]}" | median)
    p=$(echo "${table[pango]}" | median)
    u=$(echo "${table[pango-uncached]}" | median)
    label="trellis demo (layout s)"
    [ "$kind" = bulk ] && label="trellis bulk --template feed (CPU s)"
    rp=$(echo "${ratios[$kind-pango]}" | median)
    ru=$(echo "${ratios[$kind-pango-uncached]}" | median)
    awk -v l="$label" -v a="$a" -v p="$p" -v u="$u" -v rp="$rp" -v ru="$ru" \
        'BEGIN {printf "| %s | %.3f | %.3f | %.3f | %.2fx | %.1fx |\n", l, a, p, u, rp, ru}'
done
