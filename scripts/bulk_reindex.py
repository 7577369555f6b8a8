#!/usr/bin/env python3
"""Adds OFFSET to the "index" of every `trellis bulk` output line on standard input: the glue
that turns the output of one slice of a stream back into global line numbers.

    trellis bulk < slice.jsonl | python3 scripts/bulk_reindex.py OFFSET

With GNU parallel (slices of 512 lines, a multiple of bulk's 256-line chunks, kept in order):
    parallel --pipe -N 512 --keep-order \\
        'trellis bulk | python3 scripts/bulk_reindex.py $(( ({#} - 1) * 512 ))' < in.jsonl > out.jsonl
"""

import re
import sys

INDEX_PREFIX = re.compile(rb'^\{ "index": (\d+),')
# An error line's message starts with its line number in the stream ("line 8: ..."): shifted too.
ERROR_LINE = re.compile(rb'("status": "error", "message": "line )(\d+)')


def main(argv):
    if len(argv) != 1 or not argv[0].isdigit():
        sys.stderr.write("usage: bulk_reindex.py OFFSET\n")
        return 1
    offset = int(argv[0])
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        match = INDEX_PREFIX.match(line)
        if match:
            line = b'{ "index": %d,' % (offset + int(match.group(1))) + line[match.end():]
            line = ERROR_LINE.sub(lambda m: m.group(1) + b"%d" % (offset + int(m.group(2))), line, count=1)
        out.write(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
