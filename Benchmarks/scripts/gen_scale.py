#!/usr/bin/env python3
"""Generates the scale benchmark's inputs: layout files for `trellis layout` and linear
systems for `trellis solve`, at any size.

    python3 gen_scale.py layout table 10000 > table.json
    python3 gen_scale.py solve chain 10000 > chain.json
    python3 gen_scale.py layout chain 1000 --conflict > chain-conflict.json

`--conflict` adds one required constraint that cannot hold (table, chain, vfl): the
conflict benchmark (conflict_bench.py) times it against the plain layout.

Layout shapes:
  table  N cells in 10 columns under one root; every cell has an intrinsic size with
         hugging and compression resistance; a column shares its first cell's leading edge
         and width, a row shares its first cell's height; rows stack with a 4-point gap.
  chain  N views in one VFL-like row (each 8 after the previous), intrinsic widths.
  vfl    N views in one Visual Format Language row (`H:|-8-[v0(>=10)]-8-[v1(>=10)]...-(>=8)-|`,
         all centred vertically on the first), intrinsic widths, squeezed like `chain`.
  cells  N independent roots, each a cell with an avatar and a label.
  stack  N views in one horizontal stack view (equalSpacing, centred, spacing 4) wider than
         their intrinsic widths: the stack's equal gaps couple every view.
System shapes (the same weighted-violation LP HiGHS and kiwisolver get):
  chain  N views in a row, 8 apart, minimum widths, intrinsic widths as strong >= and
         weak ==, the container edge as a strong edit.
  table  N cells in 10 columns, x chained along rows, y down columns, shared widths and
         heights, intrinsic sizes as strong >= and weak ==.
  cells  N independent cells, each pinned, with intrinsic preferences and a weak edit.
  centring  N views in a row, at least 4 apart, intrinsic widths with hugging (250) and
         compression resistance (750), centres equally spaced at 999 (one shared distance
         couples every view), in a container 60 per view wide: an equal-centring stack.
"""
import json
import sys


def intrinsic(i, salt):
    """A deterministic size in 20...59 for item i."""
    z = (i * 7919 + salt * 104729 + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return 20 + (z ^ (z >> 31)) % 40


def layout_table(n, columns=10):
    views = [{"id": "root", "frame": [0, 0, 10000, 100000]}]
    cons = []
    for i in range(n):
        r, c = divmod(i, columns)
        v = f"c{r}_{c}"
        views.append({"id": v, "parent": "root",
                      "intrinsicSize": [intrinsic(i, 2) * 2, intrinsic(i, 3) // 2],
                      "hugging": [250, 250], "compressionResistance": [750, 750]})
        if r == 0:
            if c == 0:
                cons.append(f"{v}.leading == root.leading")
            else:
                cons.append(f"{v}.leading == c0_{c - 1}.trailing + 4")
        else:
            cons.append(f"{v}.leading == c0_{c}.leading")
            cons.append(f"{v}.width == c0_{c}.width")
        if c == 0:
            if r == 0:
                cons.append(f"{v}.top == root.top")
            else:
                cons.append(f"{v}.top == c{r - 1}_0.bottom + 4")
        else:
            cons.append(f"{v}.top == c{r}_0.top")
            cons.append(f"{v}.height == c{r}_0.height")
    return {"views": views, "constraints": cons}


def layout_chain(n):
    views = [{"id": "root", "frame": [0, 0, n * 45, 44]}]
    cons = []
    for i in range(n):
        v = f"v{i}"
        views.append({"id": v, "parent": "root", "intrinsicSize": [intrinsic(i, 1), 20]})
        cons.append(f"{v}.leading == root.leading + 8" if i == 0 else f"{v}.leading == v{i - 1}.trailing + 8")
        cons.append(f"{v}.width >= 10")
        cons.append(f"{v}.top == root.top + 12")
    cons.append(f"root.trailing >= v{n - 1}.trailing + 8")
    return {"views": views, "constraints": cons}


def layout_vfl(n):
    views = [{"id": "root", "frame": [0, 0, n * 45, 44]}]
    for i in range(n):
        views.append({"id": f"v{i}", "parent": "root", "intrinsicSize": [intrinsic(i, 1), 20]})
    row = "H:|-8-" + "-8-".join(f"[v{i}(>=10)]" for i in range(n)) + "-(>=8)-|"
    return {"views": views, "visualFormats": [{"format": row, "options": ["alignAllCenterY"]}, "V:|-12-[v0]"]}


def layout_stack(n):
    views = [{"id": "bar", "frame": [0, 0, n * 60, 100],
              "stack": {"distribution": "equalSpacing", "alignment": "center", "spacing": 4}}]
    for i in range(n):
        views.append({"id": f"v{i}", "parent": "bar",
                      "intrinsicSize": [intrinsic(i, 5), intrinsic(i, 6) // 2]})
    return {"views": views}


def layout_cells(n):
    views, cons = [], []
    for i in range(n):
        cell, avatar, label = f"cell{i}", f"avatar{i}", f"label{i}"
        views.append({"id": cell, "frame": [0, i * 60, 375, 60]})
        views.append({"id": avatar, "parent": cell})
        views.append({"id": label, "parent": cell, "intrinsicSize": [intrinsic(i, 4) * 3, 17]})
        cons += [f"{avatar}.leading == {cell}.leading + 15", f"{avatar}.width == 32",
                 f"{avatar}.height == {avatar}.width", f"{avatar}.centerY == {cell}.centerY",
                 f"{label}.leading == {avatar}.trailing + 10", f"{label}.centerY == {avatar}.centerY",
                 f"{label}.trailing <= {cell}.trailing - 15"]
    return {"views": views, "constraints": cons}


class System:
    def __init__(self):
        self.cons, self.edits = [], []

    def add(self, text, strength=None):
        c = {"id": f"c{len(self.cons)}", "constraint": text}
        if strength:
            c["strength"] = strength
        self.cons.append(c)

    def intrinsic(self, v, size):
        self.add(f"{v} >= {size}", "strong")
        self.add(f"{v} == {size}", "weak")

    def json(self):
        d = {"constraints": self.cons}
        if self.edits:
            d["edits"] = self.edits
        return d


def system_chain(n):
    s = System()
    for i in range(n):
        s.add("x0 == 0" if i == 0 else f"x{i} == x{i - 1} + w{i - 1} + 8")
        s.add(f"w{i} >= 10")
        s.intrinsic(f"w{i}", intrinsic(i, 1))
    s.add(f"x{n - 1} + w{n - 1} + 8 <= end")
    s.edits.append({"variable": "end", "strength": "strong", "suggest": n * 45})
    return s.json()


def system_table(n, columns=10):
    s = System()
    for i in range(n):
        r, c = divmod(i, columns)
        v = f"{r}_{c}"
        s.add(f"x{v} == 0" if c == 0 else f"x{v} == x{r}_{c - 1} + w{r}_{c - 1} + 8")
        s.add(f"y{v} == 0" if r == 0 else f"y{v} == y{r - 1}_{c} + h{r - 1}_{c} + 8")
        if r > 0:
            s.add(f"w{v} == w0_{c}")
        if c > 0:
            s.add(f"h{v} == h{r}_0")
        s.intrinsic(f"w{v}", intrinsic(i, 2) * 2)
        s.intrinsic(f"h{v}", intrinsic(i, 3) / 2)
    return s.json()


def system_cells(n):
    s = System()
    for i in range(n):
        s.add(f"x{i} == {(i % 10) * 100}")
        s.add(f"y{i} == {(i // 10) * 60}")
        s.add(f"w{i} >= 10")
        s.intrinsic(f"w{i}", intrinsic(i, 4))
        s.intrinsic(f"h{i}", intrinsic(i, 5) / 2)
        s.edits.append({"variable": f"w{i}", "strength": "weak", "suggest": 90})
    return s.json()


def system_centring(n):
    s = System()
    for i in range(n):
        size = intrinsic(i, 6)
        s.add(f"w{i} <= {size}", 250)
        s.add(f"w{i} >= {size}", 750)
        if i == 0:
            s.add("x0 == 0")
        else:
            s.add(f"x{i} >= x{i - 1} + w{i - 1} + 4")
            s.add(f"x{i} + 0.5*w{i} - x{i - 1} - 0.5*w{i - 1} == d", 999)
    s.add(f"x{n - 1} + w{n - 1} == {n * 60}")
    return s.json()


def with_conflict(shape, n, document):
    """The layout with one required constraint that its required ones cannot hold with:
    for `chain`, the last view's trailing edge at most 100 from the root's leading edge,
    activated last; for `vfl`, the same edge, activated before the row; for `table`, the
    first cell's top pinned a second time, 5 lower, activated last."""
    if shape == "chain":
        document["constraints"].append(f"v{n - 1}.trailing <= root.leading + 100")
    elif shape == "vfl":
        document["constraints"] = [f"v{n - 1}.trailing <= root.leading + 100"]
    elif shape == "table":
        document["constraints"].append("c0_0.top == root.top + 5")
    else:
        sys.exit(f"no conflicting variant of {shape}")
    return document


def main():
    args = [a for a in sys.argv[1:] if a != "--conflict"]
    kind, shape, n = args[0], args[1], int(args[2])
    make = {("layout", "table"): layout_table, ("layout", "chain"): layout_chain,
            ("layout", "stack"): layout_stack, ("layout", "vfl"): layout_vfl,
            ("layout", "cells"): layout_cells, ("solve", "chain"): system_chain,
            ("solve", "table"): system_table, ("solve", "cells"): system_cells,
            ("solve", "centring"): system_centring}[(kind, shape)]
    document = make(n)
    if "--conflict" in sys.argv[1:]:
        if kind != "layout":
            sys.exit("--conflict is for layout files")
        document = with_conflict(shape, n, document)
    json.dump(document, sys.stdout, separators=(",", ":"))


if __name__ == "__main__":
    main()
