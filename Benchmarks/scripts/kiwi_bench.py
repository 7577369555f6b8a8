#!/usr/bin/env python3
"""The solver workloads of Benchmarks/RESULTS-solver.md through kiwisolver, with ratios.

    swift run -c release SolverTiming --json /tmp/solver-timing.json   # in Benchmarks/
    python3 scripts/kiwi_bench.py [/tmp/solver-timing.json]

kiwisolver is kiwi's C++ core behind CPython: every call pays several µs of Python
overhead, so its absolute figures are printed beside the ratios (the ratio against
kiwi's C++ core itself is larger for build-type workloads than for single calls).
"""
import json
import os
import statistics
import sys
import time

import kiwisolver as kiwi

from enaml_system import enaml_system, side
SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


def load_enaml():
    system = enaml_system()
    variables = {n: kiwi.Variable(n) for n in system["variables"]}
    constraints = []
    for c in system["constraints"]:
        text = c["constraint"]
        op = next(o for o in ("==", "<=", ">=") if o in text)
        lhs, rhs = text.split(op)
        lt, lc = side(lhs)
        rt, rc = side(rhs)
        for n, v in rt.items():
            lt[n] = lt.get(n, 0.0) - v
        for n in lt:
            variables.setdefault(n, kiwi.Variable(n))
        expr = sum((v * variables[n] for n, v in lt.items()), lc - rc)
        con = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[op]
        strength = c.get("strength", "required")
        constraints.append(con | strength)
    return variables, constraints


def per_call(body, count, rounds=7):
    """Median over rounds of seconds per call."""
    samples = []
    for r in range(rounds + 1):
        start = time.perf_counter()
        for _ in range(count):
            body()
        if r:
            samples.append((time.perf_counter() - start) / count)
    return statistics.median(samples)


def chain(n):
    width = kiwi.Variable("width")
    xs = [kiwi.Variable(f"x{i}") for i in range(n)]
    ws = [kiwi.Variable(f"w{i}") for i in range(n)]
    required, soft = [xs[0] == 0], []
    for i in range(n):
        right = xs[i] + ws[i]
        required.append(right + 8 == xs[i + 1] if i + 1 < n else right == width)
        required.append(ws[i] >= 10)
        if i:
            soft.append((ws[i] == ws[0]) | "medium")
        soft.append((ws[i] == 60) | "weak")
    return width, required + soft


def main():
    ours = {}
    path = sys.argv[1] if len(sys.argv) > 1 else "/tmp/solver-timing.json"
    if os.path.exists(path):
        ours = json.load(open(path))
    else:
        print(f"(no Trellis figures at {path}: run SolverTiming --json {path} first)")
    variables, constraints = load_enaml()
    width, height = variables["width"], variables["height"]
    rows = []

    def build():
        s = kiwi.Solver()
        s.addEditVariable(width, "strong")
        s.addEditVariable(height, "strong")
        for c in constraints:
            s.addConstraint(c)
        s.updateVariables()
        return s

    rows.append(("enaml_build", "(a) enaml-like build", per_call(build, 20)))
    solver = build()
    step = [0]

    def suggest():
        w, h = SIZES[step[0] % len(SIZES)]
        step[0] += 1
        solver.suggestValue(width, w)
        solver.suggestValue(height, h)
        solver.updateVariables()

    t = per_call(suggest, 5000)
    rows.append(("suggest_step", "(b) suggest w + suggest h + update", t))
    extra = (variables["contents_right"] - variables["contents_left"] == 500) | "strong"

    def add_remove():
        solver.addConstraint(extra)
        solver.updateVariables()
        solver.removeConstraint(extra)
        solver.updateVariables()

    rows.append(("add_remove", "(c) add + update + remove + update", per_call(add_remove, 5000)))
    big = "--big" in sys.argv
    for n in (100, 1000, 10000):
        w, cons = chain(n)
        holder = []

        def build_chain():
            s = kiwi.Solver()
            s.addEditVariable(w, "strong")
            for c in cons:
                s.addConstraint(c)
            s.updateVariables()
            holder[:] = [s]

        rounds = 1 if n >= 10000 else 3
        t = per_call(build_chain, 1, rounds=rounds) if n < 10000 or big else None
        if t is None:
            print(f"(chain {n}: skipped, pass --big to run it)")
            continue
        rows.append((f"chain_build_{n}", f"(d) chain {n}: build", t))
        s = holder[0]
        flip = [False]

        def squashed_edit():
            flip[0] = not flip[0]
            s.suggestValue(w, n * 6.0 if flip[0] else n * 5.0)
            s.updateVariables()

        rows.append((f"chain_squashed_edit_{n}", f"(d) chain {n}: edit, views stay at minimum",
                     per_call(squashed_edit, 20, rounds=3)))
        if n > 1000 and not big:
            continue
        start = time.perf_counter()
        s.suggestValue(w, n * 90.0)
        s.updateVariables()
        rows.append((f"chain_stretch_{n}", f"(d) chain {n}: first stretch (once)", time.perf_counter() - start))

        def edit():
            flip[0] = not flip[0]
            s.suggestValue(w, n * 100.0 if flip[0] else n * 80.0)
            s.updateVariables()

        rows.append((f"chain_edit_{n}", f"(d) chain {n}: one edit + update, stretched", per_call(edit, 20, rounds=3)))

    def fmt(seconds):
        ns = seconds * 1e9
        return f"{ns / 1e6:.2f} ms" if ns >= 1e6 else (f"{ns / 1e3:.2f} µs" if ns >= 1e3 else f"{ns:.0f} ns")

    print(f"{'workload':44} {'kiwisolver':>12} {'Trellis':>12} {'kiwi/Trellis':>12}")
    for key, label, seconds in rows:
        mine = ours.get(key)
        if mine:
            print(f"{label:44} {fmt(seconds):>12} {fmt(mine / 1e9):>12} {seconds * 1e9 / mine:>11.1f}x")
        else:
            print(f"{label:44} {fmt(seconds):>12} {'-':>12} {'-':>12}")


if __name__ == "__main__":
    main()
