#!/usr/bin/env python3
"""Adds OFFSET to the "index" of every `trellis bulk` output line on standard input: the glue
that turns the output of one slice of a stream back into global line numbers.

    trellis bulk < slice.jsonl | python3 scripts/bulk_reindex.py OFFSET
    python3 scripts/bulk_reindex.py OFFSET -- trellis bulk < slice.jsonl

The second form runs the command itself, feeding it standard input, and exits with the
command's exit status (2 when a line had a conflict or an error), which a pipe would lose:
`scripts/parallel_bulk.sh` uses it so that GNU parallel sees each job's status.

With GNU parallel, slices of 512 lines (a multiple of bulk's 256-line chunks) kept in order,
and one exit status as one `trellis bulk` gives: scripts/parallel_bulk.sh.
"""

import re
import subprocess
import sys

INDEX_PREFIX = re.compile(rb'^\{ "index": (\d+),')
# An error line's message starts with its line number in the stream ("line 8: ..."): shifted too.
ERROR_LINE = re.compile(rb'("status": "error", "message": "line )(\d+)')


def main(argv):
    command = []
    if "--" in argv:
        split = argv.index("--")
        argv, command = argv[:split], argv[split + 1:]
    if len(argv) != 1 or not argv[0].isdigit() or (command == [] and "--" in sys.argv):
        sys.stderr.write("usage: bulk_reindex.py OFFSET [-- COMMAND...]\n")
        return 1
    offset = int(argv[0])
    if not command:
        reindex(sys.stdin.buffer, offset)
        return 0
    process = subprocess.Popen(command, stdout=subprocess.PIPE)
    reindex(process.stdout, offset)
    status = process.wait()
    # A command killed by a signal: the shell's convention, 128 + the signal's number.
    return status if status >= 0 else 128 - status


def reindex(lines, offset):
    """Writes `lines` to standard output with every index (and error line number) moved by
    `offset`."""
    out = sys.stdout.buffer
    for line in lines:
        match = INDEX_PREFIX.match(line)
        if match:
            line = b'{ "index": %d,' % (offset + int(match.group(1))) + line[match.end():]
            line = ERROR_LINE.sub(lambda m: m.group(1) + b"%d" % (offset + int(m.group(2))), line, count=1)
        out.write(line)
    out.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
