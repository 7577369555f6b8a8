#!/usr/bin/env python3
"""Writes N JSON lines to stdout for `trellis bulk` benchmarks (seeded, reproducible).

    python3 scripts/feed_lines.py 100000 feed    | trellis bulk --template feed > /dev/null
    python3 scripts/feed_lines.py 100000 layout  | trellis bulk > /dev/null

`feed`: feed-cell data lines ({"name", "time", "body", "votes"}).
`layout`: FORMATS.md §2 layouts of one structure (the FORMATS example cell plus a body and a
button row) whose constants, pinned width and intrinsic sizes vary, so `trellis bulk` reuses
one solved template.
"""
import json
import random
import sys

WORDS = ("layout constraint view anchor priority cell table scroll label button avatar the a of "
         "and to in is it that for on with as was at by this from or an but not what all were when "
         "superview margin inset baseline intrinsic content size hugging compression resistance").split()
NAMES = ["Steve Jobs", "Ada Lovelace", "Grace Hopper", "Linus Torvalds", "Margaret Hamilton", "Alan Turing"]


def feed_line(rng):
    words = [rng.choice(WORDS) for _ in range(rng.randint(0, 60))]
    return json.dumps({"name": rng.choice(NAMES), "time": f"{rng.randint(1, 59)}m",
                       "body": " ".join(words), "votes": rng.randint(0, 999)})


def layout_line(rng):
    width = rng.choice([320, 375, 414])
    body = 20 * rng.randint(1, 8)
    return json.dumps({
        "views": [
            {"id": "cell", "frame": [0, 0, width, 200]},
            {"id": "avatar", "parent": "cell"},
            {"id": "name", "parent": "cell", "intrinsicSize": [8 * rng.randint(3, 18), 18]},
            {"id": "body", "parent": "cell", "intrinsicSize": [None, body]},
            {"id": "like", "parent": "cell", "intrinsicSize": [46, 26]},
            {"id": "share", "parent": "cell", "intrinsicSize": [52.5, 26]},
        ],
        "constraints": [
            f"avatar.leading == cell.leading + {rng.choice([12, 15, 16])}",
            "avatar.top == cell.top + 15", "avatar.width == 40", "avatar.height == avatar.width",
            "name.leading == avatar.trailing + 10", "name.centerY == avatar.centerY",
            "name.trailing <= cell.trailing - 15",
            "body.leading == cell.leading + 15", "body.trailing == cell.trailing - 15",
            "body.top == avatar.bottom + 10",
            "like.leading == cell.leading + 15", f"like.top == body.bottom + {rng.choice([8, 10])}",
            "share.trailing == cell.trailing - 15", "share.centerY == like.centerY",
        ],
    })


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    kind = sys.argv[2] if len(sys.argv) > 2 else "feed"
    rng = random.Random(2015)
    make = feed_line if kind == "feed" else layout_line
    out = sys.stdout
    for _ in range(count):
        out.write(make(rng))
        out.write("\n")


if __name__ == "__main__":
    main()
