#!/usr/bin/env python3
"""Writes a `trellis bulk` stream of FORMATS.md §2 layout lines to stdout, for memory and
throughput runs: a few structures (a feed cell, a toolbar row, a form, a card) alternating
line by line, each line with its own constants, pinned widths and intrinsic sizes, so lines of
one structure can reuse one solved template.

    python3 Benchmarks/scripts/bulk_lines.py 1000000 > /tmp/lines.jsonl
    /usr/bin/time -v trellis bulk /tmp/lines.jsonl > /dev/null             # reused templates
    /usr/bin/time -v trellis bulk --no-reuse /tmp/lines.jsonl > /dev/null  # every line afresh

Options: --structures N (1 to 4, default 4), --seed S (default 2015).
"""
import argparse
import json
import random
import sys


def feed_cell(rng):
    width = rng.choice([320, 375, 414])
    return {
        "views": [
            {"id": "cell", "frame": [0, 0, width, 200]},
            {"id": "avatar", "parent": "cell"},
            {"id": "name", "parent": "cell", "intrinsicSize": [8 * rng.randint(3, 18), 18]},
            {"id": "body", "parent": "cell", "intrinsicSize": [None, 20 * rng.randint(1, 8)]},
            {"id": "like", "parent": "cell", "intrinsicSize": [46, 26]},
        ],
        "constraints": [
            f"avatar.leading == cell.leading + {rng.choice([12, 15, 16])}",
            "avatar.top == cell.top + 15", "avatar.width == 40", "avatar.height == avatar.width",
            "name.leading == avatar.trailing + 10", "name.centerY == avatar.centerY",
            "name.trailing <= cell.trailing - 15", "body.leading == cell.leading + 15",
            "body.trailing == cell.trailing - 15", "body.top == avatar.bottom + 10",
            "like.leading == cell.leading + 15", "like.top == body.bottom + 10",
        ],
    }


def toolbar(rng):
    width = rng.choice([320, 375, 414, 768])
    return {
        "views": [
            {"id": "bar", "frame": [0, 0, width, 44]},
            {"id": "back", "parent": "bar", "intrinsicSize": [rng.randint(30, 60), 22]},
            {"id": "title", "parent": "bar", "intrinsicSize": [rng.randint(60, 200), 22]},
            {"id": "done", "parent": "bar", "intrinsicSize": [rng.randint(30, 60), 22]},
        ],
        "visualFormats": [{"format": "H:|-[back]-(>=8)-[title]-(>=8)-[done]-|",
                           "options": ["alignAllCenterY"]}],
        "constraints": ["title.centerX == bar.centerX @750", "back.centerY == bar.centerY"],
    }


def form(rng):
    width = rng.choice([320, 375, 414])
    label = rng.randint(60, 120)
    return {
        "views": [
            {"id": "form", "frame": [0, 0, width, 300]},
            {"id": "l1", "parent": "form", "intrinsicSize": [label, 20]},
            {"id": "f1", "parent": "form", "intrinsicSize": [None, 30]},
            {"id": "l2", "parent": "form", "intrinsicSize": [label + rng.randint(0, 20), 20]},
            {"id": "f2", "parent": "form", "intrinsicSize": [None, 30]},
        ],
        "visualFormats": [{"format": "H:|-[l1]-[f1]-|", "options": ["alignAllCenterY"]},
                          {"format": "H:|-[l2]-[f2]-|", "options": ["alignAllCenterY"]},
                          {"format": "V:|-[f1]-[f2]"}],
        "constraints": ["l1.width == l2.width", "f1.leading == f2.leading"],
    }


def card(rng):
    width = rng.choice([160, 180, 200])
    return {
        "views": [
            {"id": "card", "frame": [0, 0, width, 240]},
            {"id": "image", "parent": "card"},
            {"id": "caption", "parent": "card", "intrinsicSize": [None, 18 * rng.randint(1, 3)]},
        ],
        "guides": [{"id": "inset", "owner": "card"}],
        "constraints": [
            "inset.leading == card.leadingMargin", "inset.trailing == card.trailingMargin",
            "inset.top == card.topMargin", "inset.bottom == card.bottomMargin",
            "image.leading == inset.leading", "image.trailing == inset.trailing",
            "image.top == inset.top", f"image.height == image.width * {rng.choice([0.75, 1])}",
            "caption.leading == inset.leading", "caption.trailing == inset.trailing",
            f"caption.top == image.bottom + {rng.choice([4, 8])}",
        ],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lines", type=int)
    parser.add_argument("--structures", type=int, default=4, choices=[1, 2, 3, 4])
    parser.add_argument("--seed", type=int, default=2015)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    makers = [feed_cell, toolbar, form, card][: options.structures]
    out = sys.stdout
    for index in range(options.lines):
        out.write(json.dumps(makers[index % len(makers)](rng), separators=(", ", ": ")))
        out.write("\n")


if __name__ == "__main__":
    main()
