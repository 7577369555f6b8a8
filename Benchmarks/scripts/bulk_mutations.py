#!/usr/bin/env python3
"""Writes `trellis bulk` layout lines with perturbed numbers and text, for comparing two
builds line by line: runs of lines of the bulk_lines.py structures (so templates are reused),
interleaved with lines whose values or bytes are changed in ways the reader must get right
(negative and huge sizes, 1e400, -0, .5, changed spaces and ids, `+ -3`, missing constants,
escapes inside constraint strings, exponents, text views whose text changes).

    python3 Benchmarks/scripts/bulk_mutations.py 4000 > /tmp/mutated.jsonl
    old/trellis bulk --threads 1 /tmp/mutated.jsonl > /tmp/old.out
    new/trellis bulk --threads 1 /tmp/mutated.jsonl > /tmp/new.out
    cmp /tmp/old.out /tmp/new.out

Options: --seed S (default 7).
"""
import argparse
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bulk_lines  # noqa: E402

NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")


def replace_nth_number(text, rng, replacement):
    """Replaces one number (chosen at random) in `text` by `replacement`."""
    spans = [m.span() for m in NUMBER.finditer(text)]
    if not spans:
        return text
    start, end = rng.choice(spans)
    return text[:start] + replacement + text[end:]


def text_view_line(rng):
    words = ["Hello", "world", "12", "layout", "x", "Grace", "Ada"]
    text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 5)))
    return json.dumps({
        "views": [
            {"id": "cell", "frame": [0, 0, rng.choice([320, 375]), 100]},
            {"id": "label", "parent": "cell", "text": text, "maximumLines": rng.choice([0, 1])},
        ],
        "constraints": [
            f"label.leading == cell.leading + {rng.randint(4, 20)}", "label.top == cell.top + 8",
            "label.trailing <= cell.trailing - 8",
        ],
    }, separators=(", ", ": "))


NUMBER_MUTATIONS = [
    "-5", "-0", "0", "1e400", "1e300", "1e308", "-1e400", ".5", "5.", "1e", "1e5", "1E+2", "007",
    "0.000001", "123456789012345678", "3.14159", "-12.5", "1e-400", "9007199254740993",
]


def mutate(line, rng):
    """One perturbation of a layout line's text."""
    kind = rng.randrange(14)
    if kind == 0:
        return replace_nth_number(line, rng, rng.choice(NUMBER_MUTATIONS))
    if kind == 1:
        return line.replace(", ", ",", 1) if rng.random() < 0.5 else line.replace(": ", ":  ", 1)
    if kind == 2:
        return line.replace('"id": "', '"id": "x', 1)
    if kind == 3:
        return re.sub(r"\+ (\d+)", r"+ -\1", line, count=1)
    if kind == 4:
        return re.sub(r" [+-] \d+(\.\d+)?\"", '"', line, count=1)
    if kind == 5:
        return re.sub(r'(== [a-z]+\.[a-zA-Z]+ \+ )1', r"\g<1>\\u0031", line, count=1)
    if kind == 6:
        return re.sub(r"(\+ \d+)\"", r'\1e"', line, count=1)
    if kind == 7:
        return re.sub(r"(\+ \d+)\"", r'\1e2"', line, count=1)
    if kind == 8:
        return re.sub(r"(== \d+)\"", r'\1.5"', line, count=1)
    if kind == 9:
        return re.sub(r"(== )(\d+)\"", r'\1-\2"', line, count=1)
    if kind == 10:
        return re.sub(r"(\+) (\d+)\"", r"\1\2 \"", line, count=1)
    if kind == 11:
        return re.sub(r"(\+ \d+)\"", r'\1 @500"', line, count=1)
    if kind == 12:
        return re.sub(r"(\[0, 0, )(\d+)", r"\1-\2", line, count=1)
    return line.replace("intrinsicSize\": [", "intrinsicSize\": [-", 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lines", type=int)
    parser.add_argument("--seed", type=int, default=7)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    makers = [bulk_lines.feed_cell, bulk_lines.toolbar, bulk_lines.form, bulk_lines.card]
    out = sys.stdout
    for index in range(options.lines):
        roll = rng.random()
        if roll < 0.1:
            line = text_view_line(rng)
        else:
            line = json.dumps(makers[index % 4](rng) if roll < 0.8 else makers[0](rng), separators=(", ", ": "))
        if rng.random() < 0.25:
            line = mutate(line, rng)
        out.write(line + "\n")


if __name__ == "__main__":
    main()
