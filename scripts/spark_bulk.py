#!/usr/bin/env python3
"""Runs `trellis bulk` under Apache Spark: the input is split into partitions of whole lines,
each partition is piped through `trellis bulk`, and the output lines come back in input order
with global indices -- byte for byte what one `trellis bulk` run over the whole input prints.

    python3 scripts/spark_bulk.py INPUT.jsonl [--trellis PATH] [--master local[2]]
        [--lines-per-partition N] [--output OUT.jsonl] [-- BULK OPTIONS...]

Everything after `--` goes to `trellis bulk` (e.g. `-- --template feed --text average`).

How it stays identical to one run:
- Lines are split exactly as `trellis bulk` splits them (at "\\n", a "\\r" before it dropped),
  kept as bytes, and each partition holds a contiguous range of them.
- Partitions hold a multiple of 256 lines: `trellis bulk` lays out lines in chunks of 256
  (each chunk with its own templates), so every partition's chunks are the whole run's chunks.
- Each output line's `"index"` is the partition's first line number plus the local index.
- A bad line is an error line from `trellis bulk` itself. A partition whose `trellis bulk`
  fails (killed, crashed, missing binary) gives an error line for each of its lines that got
  no answer, and the run goes on.
- Exit status: 0 when every line was laid out cleanly, 2 when any line had a conflict or an
  error, as `trellis bulk`.

On a cluster, ship the binary with the job and name it by its base name:
    spark-submit --master spark://HOST:7077 --files /path/to/trellis \\
        scripts/spark_bulk.py cells.jsonl --trellis ./trellis --output out.jsonl
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

BULK_CHUNK = 256
INDEX_PREFIX = re.compile(rb'^\{ "index": (\d+),')
# An error line's message starts with its line number in the stream ("line 8: ..."): shifted too.
ERROR_LINE = re.compile(rb'("status": "error", "message": "line )(\d+)')
STATUS = re.compile(rb'"status": "(ok|conflict|error)"')


def split_lines(data):
    """The lines of `data` as `trellis bulk` reads them (bytes, without line ends)."""
    if not data:
        return []
    lines = data.split(b"\n")
    if data.endswith(b"\n"):
        lines.pop()
    return [line[:-1] if line.endswith(b"\r") else line for line in lines]


def error_line(index, message):
    """The error line of `trellis bulk` (FORMATS.md section 3)."""
    return ('{ "index": %d, "status": "error", "message": %s }'
            % (index, json.dumps(message, ensure_ascii=False))).encode()


def resolve(binary):
    """`binary` as the worker finds it: a path, a name on PATH, or a file shipped with
    `spark-submit --files` (made executable)."""
    if os.path.exists(binary) or (os.sep not in binary and shutil.which(binary)):
        return binary
    try:
        from pyspark import SparkFiles
        shipped = SparkFiles.get(os.path.basename(binary))
        if os.path.exists(shipped):
            os.chmod(shipped, 0o755)
            return shipped
    except Exception:  # not on a Spark worker, or no shipped file: report the name as given
        pass
    return binary


def run_partition(start, lines, command):
    """Pipes `lines` (input lines start, start + 1, ...) through `command`; returns the output
    lines with global indices, one per input line, in order."""
    command = [resolve(command[0])] + command[1:]
    try:
        result = subprocess.run(command, input=b"".join(line + b"\n" for line in lines),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        output, status, stderr = result.stdout, result.returncode, result.stderr
    except OSError as error:
        output, status, stderr = b"", -1, str(error).encode()
    answered = []
    if status in (0, 2):
        for line in split_lines(output):
            match = INDEX_PREFIX.match(line)
            if match is None:
                break
            local = int(match.group(1))
            if local != len(answered):
                break
            line = b'{ "index": %d,' % (start + local) + line[match.end():]
            answered.append(ERROR_LINE.sub(lambda m: m.group(1) + b"%d" % (start + int(m.group(2))), line, count=1))
    if len(answered) < len(lines):
        reason = stderr.decode("utf-8", "replace").strip().splitlines()
        detail = reason[-1] if reason else "exit status %d" % status
        message = "partition at line %d failed: %s" % (start, detail)
        answered += [error_line(start + offset, message) for offset in range(len(answered), len(lines))]
    return answered[:len(lines)]


def partitions(count, lines_per_partition):
    """Contiguous [start, end) ranges of whole bulk chunks."""
    size = max(BULK_CHUNK, -(-lines_per_partition // BULK_CHUNK) * BULK_CHUNK)
    return [(start, min(start + size, count)) for start in range(0, count, size)]


def main(argv):
    if "--" in argv:
        split = argv.index("--")
        argv, bulk_options = argv[:split], argv[split + 1:]
    else:
        bulk_options = []
    parser = argparse.ArgumentParser(description="trellis bulk on Apache Spark")
    parser.add_argument("input", help="a JSON Lines file")
    parser.add_argument("--trellis", default="trellis", help="the trellis binary (default: on PATH)")
    parser.add_argument("--master", default="local[2]", help="the Spark master (default local[2])")
    parser.add_argument("--lines-per-partition", type=int, default=4096,
                        help="lines per partition, rounded up to a multiple of 256 (default 4096)")
    parser.add_argument("--output", help="write here instead of standard output")
    args = parser.parse_args(argv)

    with open(args.input, "rb") as handle:
        lines = split_lines(handle.read())
    ranges = partitions(len(lines), args.lines_per_partition)
    command = [args.trellis, "bulk"] + bulk_options

    from pyspark import SparkConf, SparkContext  # imported late: --help works without Spark
    conf = SparkConf().setAppName("trellis-bulk").setMaster(args.master)
    conf.set("spark.ui.enabled", "false").set("spark.ui.showConsoleProgress", "false")
    conf.set("spark.task.maxFailures", "1")
    context = SparkContext.getOrCreate(conf)
    context.setLogLevel("ERROR")
    try:
        pieces = [(start, lines[start:end]) for start, end in ranges]
        rdd = context.parallelize(pieces, max(1, len(pieces)))
        results = rdd.flatMap(lambda piece: run_partition(piece[0], piece[1], command))
        out = open(args.output, "wb") if args.output else sys.stdout.buffer
        worst = 0
        try:
            # One job; partitions come back in order. For outputs larger than the driver's
            # memory, use results.toLocalIterator() (one job per partition) instead.
            for line in results.collect():
                out.write(line + b"\n")
                match = STATUS.search(line)
                if match is None or match.group(1) != b"ok":
                    worst = 2
        finally:
            if args.output:
                out.close()
            else:
                out.flush()
    finally:
        context.stop()
    return worst


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
