#!/usr/bin/env python3
"""Outside references for the backend crossover: kiwisolver and HiGHS on the same systems.

The Swift sweep exports every system it times as FORMATS.md section 1 JSON:

    cd Benchmarks && swift run -c release BackendCrossover --export /tmp/systems --csv /tmp/swift.csv

then this script solves each file with kiwisolver (timed: the solver calls, edits first, then
constraints in file order, then updateVariables) and with HiGHS (the same LP as the GLPK
backend: a free column per variable, non-negative error columns weighted in the objective;
timed: passModel + run), each in a child process with a time limit, and prints a Markdown
table with both objectives, computed from each one's values, so a wrong answer shows. With --swift-csv it adds the
ratio of each reference to the better of Trellis's two backends measured in the Swift run.

    python3 scripts/lp_refs.py /tmp/systems --swift-csv /tmp/swift.csv [--timeout 60]

Python's call overhead is several microseconds per kiwisolver call, so small systems
flatter neither reference: read the absolute figures beside the ratios.
"""
import argparse
import csv
import glob
import json
import multiprocessing as mp
import os
import re
import time

NAMED = {"required": None, "strong": 1e6, "medium": 1e3, "weak": 1.0}
TOKEN = re.compile(r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?:\*(?P<var>[A-Za-z_]\w*))?"
                   r"|(?P<name>[A-Za-z_]\w*)|(?P<sign>[+-]))")


def parse_side(text):
    """A linear side as written by SystemJSON: signed terms `c*name`, `name`, numbers."""
    terms, constant, sign, pos = {}, 0.0, 1.0, 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m or m.end() == pos:
            if text[pos:].strip() == "":
                break
            raise ValueError(f"cannot parse {text!r} at {pos}")
        pos = m.end()
        if m.group("sign"):
            sign = sign * (-1.0 if m.group("sign") == "-" else 1.0)
            continue
        if m.group("num") is not None:
            value = sign * float(m.group("num"))
            if m.group("var"):
                terms[m.group("var")] = terms.get(m.group("var"), 0.0) + value
            else:
                constant += value
        else:
            terms[m.group("name")] = terms.get(m.group("name"), 0.0) + sign
        sign = 1.0
    return terms, constant


def load(path):
    with open(path) as f:
        data = json.load(f)
    rows = []
    for c in data["constraints"]:
        text = c["constraint"]
        for rel in ("==", "<=", ">="):
            if rel in text:
                lhs, rhs = text.split(rel)
                break
        lt, lc = parse_side(lhs)
        rt, rc = parse_side(rhs)
        for k, v in rt.items():
            lt[k] = lt.get(k, 0.0) - v
        strength = c.get("strength", "required")
        weight = NAMED[strength] if isinstance(strength, str) else float(strength)
        rows.append((lt, lc - rc, rel, weight))
    edits = [(e["variable"], NAMED[e["strength"]] if isinstance(e["strength"], str) else float(e["strength"]),
              float(e["suggest"])) for e in data.get("edits", [])]
    names = list(data.get("variables", {}).keys())
    seen = set(names)
    for lt, _, _, _ in rows:
        for k in lt:
            if k not in seen:
                seen.add(k)
                names.append(k)
    return names, rows, edits


def objective(rows, edits, values):
    total = 0.0
    for lt, c, rel, w in rows:
        if w is None:
            continue
        r = c + sum(a * values[k] for k, a in lt.items())
        total += w * (abs(r) if rel == "==" else max(0.0, r) if rel == "<=" else max(0.0, -r))
    for name, w, s in edits:
        total += w * abs(values[name] - s)
    return total


def run_kiwi(path, out):
    import kiwisolver as kiwi
    names, rows, edits = load(path)
    var = {n: kiwi.Variable(n) for n in names}
    constraints = []
    for lt, c, rel, w in rows:
        expr = sum((a * var[k] for k, a in lt.items()), c)
        cons = (expr == 0) if rel == "==" else (expr <= 0) if rel == "<=" else (expr >= 0)
        constraints.append(cons if w is None else cons | w)
    # Timed: the solver calls only (building kiwi's expression objects is Python work).
    start = time.perf_counter()
    solver = kiwi.Solver()
    for name, w, s in edits:
        solver.addEditVariable(var[name], w)
        solver.suggestValue(var[name], s)
    for cons in constraints:
        solver.addConstraint(cons)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    out.put((elapsed, objective(rows, edits, {n: v.value() for n, v in var.items()})))


def run_highs(path, out):
    import highspy
    import numpy as np
    names, rows, edits = load(path)
    index = {n: i for i, n in enumerate(names)}
    inf = highspy.kHighsInf
    col_lo, col_hi, cost = [-inf] * len(names), [inf] * len(names), [0.0] * len(names)
    row_lo, row_hi, starts, idx, val = [], [], [], [], []
    cols = [[] for _ in names]  # column -> [(row, value)]

    def error(row, sign, w):
        col_lo.append(0.0)
        col_hi.append(inf)
        cost.append(w)
        cols.append([(row, sign)])

    for r, (lt, c, rel, w) in enumerate(rows):
        row_lo.append(-c if rel in ("==", ">=") else -inf)
        row_hi.append(-c if rel in ("==", "<=") else inf)
        for k, a in lt.items():
            cols[index[k]].append((r, a))
        if w is not None:
            if rel != ">=":
                error(r, -1.0, w)
            if rel != "<=":
                error(r, 1.0, w)
    for name, w, s in edits:
        r = len(row_lo)
        row_lo.append(s)
        row_hi.append(s)
        cols[index[name]].append((r, 1.0))
        error(r, -1.0, w)
        error(r, 1.0, w)
    for entries in cols:
        starts.append(len(idx))
        for r, a in entries:
            idx.append(r)
            val.append(a)
    starts.append(len(idx))
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(col_lo), len(row_lo)
    lp.col_cost_, lp.col_lower_, lp.col_upper_ = np.array(cost), np.array(col_lo), np.array(col_hi)
    lp.row_lower_, lp.row_upper_ = np.array(row_lo), np.array(row_hi)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_, lp.a_matrix_.index_ = np.array(starts), np.array(idx)
    lp.a_matrix_.value_ = np.array(val)
    # Timed: passing the model and solving (the arrays are built in Python beforehand).
    start = time.perf_counter()
    h.passModel(lp)
    h.run()
    elapsed = time.perf_counter() - start
    out.put((elapsed, h.getInfo().objective_function_value))


def timed(target, path, timeout, repeats):
    """Best of `repeats` runs in a child process each; None when it timed out or failed."""
    best, obj = None, None
    for _ in range(repeats):
        out = mp.Queue()
        p = mp.Process(target=target, args=(path, out))
        p.start()
        p.join(timeout)
        if p.is_alive():
            p.kill()
            p.join()
            return None, "timeout"
        if p.exitcode != 0 or out.empty():
            return None, f"failed ({p.exitcode})"
        t, obj = out.get()
        best = t if best is None else min(best, t)
        if t > 1.0:
            break
    return best, obj


def fmt(s):
    if s is None:
        return "—"
    return f"{s * 1e6:.1f} µs" if s < 1e-3 else f"{s * 1e3:.2f} ms" if s < 1 else f"{s:.2f} s"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("directory")
    ap.add_argument("--swift-csv")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    ours = {}
    if args.swift_csv:
        with open(args.swift_csv) as f:
            for r in csv.DictReader(f):
                times = [float(r[k]) for k in ("incremental", "glpk_cold") if r[k]]
                ours[(r["shape"], int(r["size"]))] = min(times) if times else None
    files = glob.glob(os.path.join(args.directory, "*.json"))
    key = lambda p: (os.path.basename(p).split("-")[0], int(os.path.basename(p).split("-")[1].split(".")[0]))
    print("| shape | N | kiwisolver | HiGHS | ours (best) | kiwi/ours | HiGHS/ours | objectives (kiwi, HiGHS) |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    skip = set()
    for path in sorted(files, key=key):
        shape, n = key(path)
        k, ko = (None, "skipped") if (shape, "kiwi") in skip else timed(run_kiwi, path, args.timeout, args.repeats)
        if k is None or k > args.timeout / 2:
            skip.add((shape, "kiwi"))
        hi, ho = (None, "skipped") if (shape, "highs") in skip else timed(run_highs, path, args.timeout, args.repeats)
        if hi is None or hi > args.timeout / 2:
            skip.add((shape, "highs"))
        best = ours.get((shape, n))
        ratio = lambda t: f"{t / best:.2f}x" if t is not None and best else "—"
        objs = ", ".join(f"{o:.6g}" if isinstance(o, float) else str(o) for o in (ko, ho))
        print(f"| {shape} | {n} | {fmt(k)} | {fmt(hi)} | {fmt(best)} | {ratio(k)} | {ratio(hi)} | {objs} |",
              flush=True)


if __name__ == "__main__":
    main()
