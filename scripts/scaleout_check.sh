#!/usr/bin/env bash
# Scale-out check: `trellis bulk` split across Apache Spark partitions (scripts/spark_bulk.py,
# local mode) and across GNU parallel jobs gives byte for byte the output of one run, with the
# same exit status; bad lines stay error lines; a failing partition becomes error lines.
# Needs python3 with pyspark, Java 17 and GNU parallel. TRELLIS names the binary to test.
set -euo pipefail
cd "$(dirname "$0")/.."
TRELLIS=${TRELLIS:-$PWD/.build/debug/trellis}
[ -x "$TRELLIS" ] || swift build --product trellis
TRELLIS=$(cd "$(dirname "$TRELLIS")" && pwd)/$(basename "$TRELLIS")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 scripts/scaleout/make_input.py "$work/in.jsonl" 1200
failures=0

# spark ARGS...: scripts/spark_bulk.py, Spark's own log kept in $work/spark.log.
spark() {
    SPARK_LOCAL_IP=127.0.0.1 python3 scripts/spark_bulk.py "$@" 2>> "$work/spark.log" || {
        local status=$?
        [ "$status" = 2 ] || tail -20 "$work/spark.log" >&2
        return "$status"
    }
}

# run NAME EXPECTED_STATUS COMMAND...: runs COMMAND, checks its exit status.
run() {
    local name=$1 expected=$2
    shift 2
    set +e
    "$@"
    local status=$?
    set -e
    if [ "$status" != "$expected" ]; then
        echo "FAIL $name: exit status $status, expected $expected"
        failures=$((failures + 1))
    fi
}

# same NAME A B: the two files are byte-identical.
same() {
    if cmp -s "$2" "$3"; then
        echo "ok   $1 ($(wc -l < "$2") lines identical)"
    else
        echo "FAIL $1: output differs from one run"
        cmp "$2" "$3" | head -3 || true
        failures=$((failures + 1))
    fi
}

echo "== one trellis bulk run (layouts with text, a conflict and bad lines; feed cells)"
run single 2 "$TRELLIS" bulk "$work/in.jsonl" > "$work/single.jsonl"
run single-feed 0 "$TRELLIS" bulk --template feed "$work/in-feed.jsonl" > "$work/single-feed.jsonl"
run single-average 2 "$TRELLIS" bulk --text average "$work/in.jsonl" > "$work/single-average.jsonl"

echo "== Spark (local[2]), partitions of 256 lines"
run spark 2 spark "$work/in.jsonl" --trellis "$TRELLIS" \
    --lines-per-partition 256 --output "$work/spark.jsonl"
same spark "$work/single.jsonl" "$work/spark.jsonl"

echo "== Spark with a failing partition (lines 512-767: the binary crashes on them)"
cat > "$work/crashing-trellis" <<WRAPPER
#!/bin/sh
# trellis, except that it dies on any input holding the marker (line 600).
input=\$(cat; echo x)
if printf '%s' "\$input" | grep -q 'CRASH-HERE'; then echo "simulated crash" >&2; exit 134; fi
printf '%s' "\${input%x}" | exec "$TRELLIS" "\$@"
WRAPPER
chmod +x "$work/crashing-trellis"
python3 - "$work/in.jsonl" <<'PY'
import sys
path = sys.argv[1]
lines = open(path, "rb").read().split(b"\n")
lines[600] = b'{"CRASH-HERE": true}'
open(path.replace(".jsonl", "-crash.jsonl"), "wb").write(b"\n".join(lines))
PY
run single-crash 2 "$TRELLIS" bulk "$work/in-crash.jsonl" > "$work/single-crash.jsonl"
run spark-crash 2 spark "$work/in-crash.jsonl" --trellis "$work/crashing-trellis" \
    --lines-per-partition 256 --output "$work/spark-crash.jsonl"
python3 - "$work/single-crash.jsonl" "$work/expected-crash.jsonl" <<'PY'
import sys
lines = open(sys.argv[1], "rb").read().split(b"\n")[:-1]
message = b'"partition at line 512 failed: simulated crash"'
for index in range(512, 768):
    lines[index] = b'{ "index": %d, "status": "error", "message": %s }' % (index, message)
open(sys.argv[2], "wb").write(b"".join(line + b"\n" for line in lines))
PY
same spark-crash "$work/expected-crash.jsonl" "$work/spark-crash.jsonl"

echo "== GNU parallel (scripts/parallel_bulk.sh), jobs of 512 and 256 lines, kept in order"
run parallel 2 scripts/parallel_bulk.sh --trellis "$TRELLIS" \
    < "$work/in.jsonl" > "$work/parallel.jsonl"
same parallel "$work/single.jsonl" "$work/parallel.jsonl"
run parallel-average 2 scripts/parallel_bulk.sh -N 256 --trellis "$TRELLIS" -- --text average \
    < "$work/in.jsonl" > "$work/parallel-average.jsonl"
same parallel-average "$work/single-average.jsonl" "$work/parallel-average.jsonl"
run parallel-feed 0 scripts/parallel_bulk.sh --trellis "$TRELLIS" -- --template feed \
    < "$work/in-feed.jsonl" > "$work/parallel-feed.jsonl"
same parallel-feed "$work/single-feed.jsonl" "$work/parallel-feed.jsonl"
run parallel-crash 1 scripts/parallel_bulk.sh --trellis "$work/crashing-trellis" \
    < "$work/in-crash.jsonl" > /dev/null

if [ "$failures" -gt 0 ]; then
    echo "scale-out check: $failures failures"
    exit 1
fi
echo "scale-out check: all outputs identical to one run"
