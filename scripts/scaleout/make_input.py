#!/usr/bin/env python3
"""Writes the scale-out check's inputs: OUT.jsonl, layouts of several structures with varying
constants, text views, a conflict and bad lines; and OUT-feed.jsonl, feed cell data.

    python3 scripts/scaleout/make_input.py OUT.jsonl [LINES]
"""

import json
import random
import sys


def row(i, rng):
    return {"views": [
        {"id": "row", "frame": [0, 0, 320, 44 + i % 5]},
        {"id": "icon", "parent": "row"},
        {"id": "title", "parent": "row", "intrinsicSize": [40 + rng.randrange(200), 17]},
        {"id": "badge", "parent": "row", "intrinsicSize": [16 + rng.randrange(20), 16]}],
        "constraints": ["icon.leading == row.leading + 16", "icon.width == 28",
                        "icon.height == icon.width", "icon.centerY == row.centerY",
                        "title.leading == icon.trailing + 12", "title.centerY == row.centerY",
                        "badge.trailing == row.trailing - 16", "badge.centerY == row.centerY",
                        "title.trailing <= badge.leading - 8"]}


def label(i, rng):
    words = ["layout", "constraint", "text", "wraps", "at", "the", "width", "Pango", "gives", "it"]
    text = " ".join(rng.choice(words) for _ in range(3 + rng.randrange(25)))
    return {"views": [
        {"id": "cell"},
        {"id": "body", "parent": "cell", "text": text, "font": {"size": 15, "lineHeight": 20}}],
        "constraints": ["cell.left == 0", "cell.top == 0", "cell.width == %d" % (200 + i % 3 * 60)],
        "visualFormats": ["H:|-[body]-|", "V:|-[body]-|"]}


def main(argv):
    out = argv[0]
    count = int(argv[1]) if len(argv) > 1 else 2600
    rng = random.Random(17)
    bad = {5: "not json", 300: "", 777: '{"views": [{"id": "a"}], "constraints": ["a.width == b.width"]}',
           1030: '{"views": [{"id": "a", "intrinsicSize": [10, 10]}], "constraints": ["a.width == 5", "a.width == 6"]}',
           1500: "[1, 2, 3]"}
    with open(out, "w", encoding="utf-8") as handle:
        for i in range(count):
            if i in bad:
                line = bad[i]
            elif i % 3 == 0:
                line = json.dumps(label(i, rng), separators=(",", ":"))
            else:
                line = json.dumps(row(i, rng), separators=(",", ":"))
            handle.write(line + "\n")
    names = ["Ada", "Grace", "Edsger", "Barbara", "Donald", "Frances"]
    with open(out.replace(".jsonl", "-feed.jsonl"), "w", encoding="utf-8") as handle:
        for i in range(count):
            body = " ".join(rng.choice(["lorem", "ipsum", "dolor", "sit", "amet", "constraint"])
                            for _ in range(rng.randrange(40)))
            cell = {"name": rng.choice(names), "time": "%dm" % (i % 60), "body": body, "votes": i % 97}
            handle.write(json.dumps(cell) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
