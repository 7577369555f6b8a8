#!/usr/bin/env bash
# `trellis bulk` across GNU parallel jobs: standard input cut into slices of whole lines, each
# slice laid out by its own `trellis bulk`, the output kept in input order with every index
# made global, and the exit status one `trellis bulk` run would give: 0 when every line was
# laid out, 2 when any line had a conflict or an error, 1 when a job failed otherwise.
#
#   scripts/parallel_bulk.sh < in.jsonl > out.jsonl
#   scripts/parallel_bulk.sh -N 1024 -j 8 --trellis ./trellis -- --template feed < in.jsonl
#
# -N is the lines per job (default 512; keep it a multiple of bulk's 256-line chunks so that
# every line is laid out as one run lays it out), -j the jobs at once (default: one per core),
# --trellis the binary (default: `trellis` on PATH); what follows `--` goes to `trellis bulk`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
lines=512 jobs=100% trellis=trellis
while [ $# -gt 0 ]; do
    case "$1" in
        -N) lines=$2; shift 2 ;;
        -j) jobs=$2; shift 2 ;;
        --trellis) trellis=$2; shift 2 ;;
        --) shift; break ;;
        *) echo "parallel_bulk: unknown option $1" >&2; exit 1 ;;
    esac
done
case "$lines" in '' | *[!0-9]* | 0) echo "parallel_bulk: -N needs a positive number" >&2; exit 1 ;; esac

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
command="python3 $(printf '%q' "$here/bulk_reindex.py") \$(( ({#} - 1) * $lines )) -- $(printf '%q' "$trellis") bulk"
for option in "$@"; do command+=" $(printf '%q' "$option")"; done
set +e
parallel --will-cite --pipe -N "$lines" -j "$jobs" --keep-order --joblog "$log" "$command"
set -e
# The job log's seventh column is each job's exit status, the eighth the signal that ended it.
awk -F'\t' '
    NR > 1 && ($7 != 0 || $8 != 0) { if ($7 == 2 && $8 == 0) conflict = 1; else failed = 1 }
    END { exit failed ? 1 : (conflict ? 2 : 0) }
' "$log"
