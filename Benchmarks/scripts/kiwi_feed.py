#!/usr/bin/env python3
"""The feed cell laid out by kiwisolver, a fresh solver per cell (the baseline of
Benchmarks/BulkBenchmarks).

Input: a CSV written by BulkBenchmarks with each cell's measured content sizes (name, time,
body height, votes) and the height the hand-written arithmetic gives. The constraints and
strengths are those of Trellis's FeedCellTemplate (FeedCellStyle's rules; a layout priority p
below 1000 weighs 10 ** ((p - 1) / 111)). Prints `seconds <wall-clock seconds>` and `cpu_seconds`
for building, solving and reading every cell, and the largest difference between kiwi's cell heights and the
arithmetic's.

    python3 scripts/kiwi_feed.py cells.csv --width 375
"""
import argparse
import csv
import time

import kiwisolver as kiwi

PADDING, BOTTOM, AVATAR, AVATAR_TO_NAME, NAME_TO_TIME = 15.0, 10.0, 40.0, 10.0, 8.0
HEADER_TO_BODY, BODY_TO_VOTES, VOTES_TO_BUTTONS, BUTTON_SPACING = 10.0, 10.0, 10.0, 4.0
BUTTON_INSETS = (10.0, 5.0)
BUTTON_ADVANCE, BUTTON_LINE = 6.5, 16.0
TITLES = ("Like", "Comment", "Share")
NAME_RESISTANCE = 749.0


def weight(priority):
    return kiwi.strength.required if priority >= 1000 else 10 ** ((priority - 1) / 111)


def layout(width, sizes):
    """Builds one cell's system in a new solver, solves it, returns every frame."""
    name_w, name_h, time_w, time_h, body_h, votes_w, votes_h = sizes
    parts = ["cell", "avatar", "name", "time", "body", "votes", "like", "comment", "share"]
    v = {p: [kiwi.Variable(p + "." + k) for k in "xywh"] for p in parts}

    def x(p): return v[p][0]
    def y(p): return v[p][1]
    def w(p): return v[p][2]
    def h(p): return v[p][3]
    def right(p): return v[p][0] + v[p][2]
    def bottom(p): return v[p][1] + v[p][3]
    def center_y(p): return v[p][1] + 0.5 * v[p][3]

    s = kiwi.Solver()
    required = [
        x("cell") == 0, y("cell") == 0, w("cell") == width,
        x("avatar") == PADDING, y("avatar") == PADDING, w("avatar") == AVATAR, h("avatar") == AVATAR,
        x("name") == right("avatar") + AVATAR_TO_NAME, center_y("name") == center_y("avatar"),
        right("name") <= x("time") - NAME_TO_TIME,
        right("time") == w("cell") - PADDING, center_y("time") == center_y("avatar"),
        x("body") == PADDING, right("body") == w("cell") - PADDING,
        y("body") == bottom("avatar") + HEADER_TO_BODY,
        x("votes") == PADDING, y("votes") == bottom("body") + BODY_TO_VOTES,
        x("like") == PADDING, y("like") == bottom("votes") + VOTES_TO_BUTTONS,
        x("comment") == right("like") + BUTTON_SPACING, center_y("comment") == center_y("like"),
        right("share") == w("cell") - PADDING, center_y("share") == center_y("like"),
        h("cell") == bottom("like") + BOTTOM,
    ]
    for c in required:
        s.addConstraint(c)
    s.addConstraint((h("cell") == 0) | weight(50))

    def intrinsic(size, value, resistance=750.0, hugging=250.0):
        s.addConstraint((size >= value) | weight(resistance))
        s.addConstraint((size <= value) | weight(hugging))

    intrinsic(w("name"), name_w, resistance=NAME_RESISTANCE)
    intrinsic(h("name"), name_h)
    intrinsic(w("time"), time_w)
    intrinsic(h("time"), time_h)
    intrinsic(h("body"), body_h)
    intrinsic(w("votes"), votes_w)
    intrinsic(h("votes"), votes_h)
    for part, title in zip(("like", "comment", "share"), TITLES):
        intrinsic(w(part), len(title) * BUTTON_ADVANCE + 2 * BUTTON_INSETS[0])
        intrinsic(h(part), BUTTON_LINE + 2 * BUTTON_INSETS[1])
    s.updateVariables()
    return {p: [var.value() for var in v[p]] for p in parts}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("csv")
    parser.add_argument("--width", type=float, default=375.0)
    args = parser.parse_args()
    with open(args.csv) as handle:
        rows = [[float(value) for value in row.values()] for row in csv.DictReader(handle)]
    start, cpu = time.perf_counter(), time.process_time()
    heights = [layout(args.width, row[:7])["cell"][3] for row in rows]
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu
    worst = max((abs(a - row[7]) for a, row in zip(heights, rows)), default=0.0)
    print(f"cells {len(rows)}")
    print(f"seconds {seconds}")
    print(f"cpu_seconds {cpu_seconds}")
    print(f"max_height_difference {worst}")


if __name__ == "__main__":
    main()
