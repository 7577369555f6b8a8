#!/usr/bin/env python3
"""Differential check of `trellis solve` (FORMATS.md §1) against a true LP optimum.

Generates seeded random systems in the system format (feasible and infeasible ones, mixed
strengths, edit variables, varied expression syntax), runs `trellis solve` on each with the
chosen backends, and checks:

  * the status agrees with an LP feasibility test of the required constraints;
  * optimal: every required constraint holds within 1e-6 (relative to the row's scale), the
    printed objective equals the objective recomputed from the printed values, and equals
    the true LP optimum (scipy.optimize.linprog / HiGHS, free variables, error columns)
    within 1e-6 relative;
  * unsatisfiable: the conflict ids are required constraints whose set is infeasible, and
    irreducible (each subset minus one is feasible);
  * the parse: the LP is built from the generator's own coefficients, not from the string
    handed to trellis, so a parser bug shows up as a wrong optimum.

Also runs kiwisolver 1.5.1 on the same systems, each in a subprocess (it can abort the
process), and reports where it stops short of the optimum, aborts or fails.

Usage: scripts/check_solve.py [--count 300] [--seed 1] [--backends incremental,glpk,auto]
                              [--priorities weighted|strict] [--trellis .build/debug/trellis]
                              [--no-kiwi] [--keep DIR] [--range layout|wide] [--parallel]
With --range wide, every system is scaled exactly (powers of two) over the documented numeric
range: coefficient spans up to 3.4e11 in one row, weights up to 1e12 (the LP is HiGHS, through
scipy.optimize.linprog).
With --priorities strict, each weight level is checked against a lexicographic LP (heaviest
level first) instead of the weighted optimum; kiwisolver is then skipped.
Prints one line per failure and ends with, per backend, the right answers, the typed failures
(exit 3: what a forced backend could not certify) and the wrong answers (a wrong status,
optimum or conflict with exit 0 or 2), then `N passed, M failed` (one per system and backend).
Exit status 0 when nothing failed.
"""

import argparse
from fractions import Fraction as F
import json
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile

import numpy as np
from scipy.optimize import linprog

STRENGTHS = {"strong": 1e6, "medium": 1e3, "weak": 1.0}
TOL = 1e-6
FEASIBILITY_TOL = 1e-9  # NumericPolicy.tolerance: the tolerance Trellis checks required rows to
NOTES = []  # passes that needed the rounding-noise allowance, printed at the end
PRINT_ROUNDING = 5e-10  # the relative rounding of a printed value (10 significant digits)

# --------------------------------------------------------------------------------------
# Generation: a system is a list of rows {id, coeffs {name: c}, const, rel, strength} with
# row meaning  sum(c * x) + const REL 0, plus edits and initial values.
# --------------------------------------------------------------------------------------

NICE = [1, 2, 3, 4, 5, 0.5, 0.25, 1.5, 2.5, 0.75, 8, 10, 0.125]


def nice_coefficient(rng):
    return rng.choice(NICE) * rng.choice([1, -1])


def random_strength(rng):
    roll = rng.random()
    if roll < 0.3:
        return "strong"
    if roll < 0.55:
        return "medium"
    if roll < 0.8:
        return "weak"
    return rng.choice([0.5, 2, 3, 7, 1250, 40, 0.25, 99])


def generate(seed):
    rng = random.Random(seed)
    big = rng.random() < 0.15
    n = rng.randint(2, 30 if big else 10)
    names = ["x%d" % i for i in range(n)]
    if rng.random() < 0.5:
        names = [rng.choice(["w", "h", "left", "top", "_t", "Width"]) + "_%d" % i for i in range(n)]
    point = {v: rng.randint(-10, 10) for v in names}  # satisfies every "honest" required row
    rows = []

    def add_row(coeffs, const, rel, strength):
        rows.append({"coeffs": coeffs, "const": const, "rel": rel, "strength": strength})

    m = rng.randint(1, 80 if big else 20)
    for _ in range(m):
        k = rng.randint(1, min(4, n))
        chosen = rng.sample(names, k)
        coeffs = {v: nice_coefficient(rng) for v in chosen}
        at_point = sum(c * point[v] for v, c in coeffs.items())
        rel = rng.choice(["==", "<=", ">=", ">=", "<="])
        required = rng.random() < 0.45
        if required:
            slack = 0 if rel == "==" else rng.choice([0, 0, 1, 2.5, 5])
            # sum + const REL 0 holds at the point: const = -at_point (+-) slack
            const = -at_point + (slack if rel == ">=" else -slack)
            add_row(coeffs, const, rel, "required")
        else:
            const = float(rng.randint(-20, 20)) + rng.choice([0, 0.5])
            add_row(coeffs, const, rel, random_strength(rng))
    if rng.random() < 0.2 and rows:  # a duplicate required row: redundant, not a conflict
        required_rows = [r for r in rows if r["strength"] == "required"]
        if required_rows:
            add_row(**dict(rng.choice(required_rows)))

    infeasible = rng.random() < 0.3
    if infeasible:
        kind = rng.random()
        if kind < 0.4:  # a cycle a < b < c < a (or of length k)
            k = rng.randint(2, min(5, n))
            cyc = rng.sample(names, k)
            for i in range(k):
                add_row({cyc[i]: 1.0, cyc[(i + 1) % k]: -1.0}, rng.choice([0.5, 1, 2]), "<=", "required")
        else:  # negate a positive combination of some required inequalities
            ineq = [r for r in rows if r["strength"] == "required" and r["rel"] != "=="]
            if not ineq:
                v = rng.choice(names)
                add_row({v: 1.0}, -3.0, ">=", "required")
                ineq = [rows[-1]]
            picks = rng.sample(ineq, rng.randint(1, min(3, len(ineq))))
            combo, const = {}, 0.0
            for r in picks:
                lam = rng.choice([1, 2, 0.5])
                sign = 1 if r["rel"] == ">=" else -1  # as a >= row
                for v, c in r["coeffs"].items():
                    combo[v] = combo.get(v, 0.0) + lam * sign * c
                const += lam * sign * r["const"]
            # combo + const >= 0 holds; add -(combo + const) - delta >= 0
            neg = {v: -c for v, c in combo.items() if c != 0}
            add_row(neg, -const - rng.choice([1, 2.5]), ">=", "required")
        rng.shuffle(rows)

    if PARALLEL[0] and n >= 2 and rng.random() < 0.5:
        add_parallel_pair(rng, rows, names)
        rng.shuffle(rows)

    ids = []
    for i, r in enumerate(rows):
        r["id"] = ("r%d" % i) if rng.random() < 0.5 else None  # None: default id c<i>
        ids.append(r["id"] or "c%d" % i)

    edits = []
    for v in rng.sample(names, rng.randint(0, min(3, n))):
        edits.append({"variable": v, "strength": random_strength(rng),
                      "suggest": float(rng.randint(-50, 50))})
    initial = {}
    for v in rng.sample(names, rng.randint(0, n)):
        initial[v] = float(rng.randint(-5, 5))
    if WIDE[0]:
        widen(rng, rows, names, edits)
    return {"rows": rows, "ids": ids, "edits": edits, "initial": initial, "rng": rng}


def widen(rng, rows, names, edits):
    """Spreads a system over the documented numeric range, exactly: each variable is scaled
    by 2^k (k in -16..16, so one row's coefficients span up to 80 * 2^32 = 3.4e11), each row
    (coefficients and constant) by 2^r (r in -10..10), and weights up to 1e12. Scaling by
    powers of two is exact, so feasibility and the LP optimum's structure are preserved."""
    def span(r, column):
        sizes = [abs(c / column[v]) for v, c in r["coeffs"].items() if c != 0]
        return max(sizes) / min(sizes) if sizes else 1.0

    # A row whose own coefficients already differ (up to 160) can pass the documented span
    # of 1e12 with the widest column scales: draw those again (the tool rejects such a row).
    column = {v: 2.0 ** rng.randint(-16, 16) for v in names}
    while any(span(r, column) > 1e12 for r in rows):
        column = {v: 2.0 ** rng.randint(-16, 16) for v in names}
    for r in rows:
        r["coeffs"] = {v: c / column[v] for v, c in r["coeffs"].items()}
        if r["strength"] == "required" or rng.random() < 0.5:
            scale = 2.0 ** rng.randint(-10, 10)
            r["coeffs"] = {v: c * scale for v, c in r["coeffs"].items()}
            r["const"] = r["const"] * scale
        if r["strength"] != "required" and rng.random() < 0.4:
            r["strength"] = float("%.6g" % (10 ** rng.uniform(0, 12)))
    for e in edits:
        e["suggest"] = e["suggest"] * column[e["variable"]]
        if rng.random() < 0.4:
            e["strength"] = float("%.6g" % (10 ** rng.uniform(0, 12)))


WIDE = [False]  # set by --range wide
PARALLEL = [False]  # set by --parallel


def add_parallel_pair(rng, rows, names):
    """Two required rows a few parts in 1e10 ... 1e6 from parallel, and a bound on one of
    their variables: `u + v >= a`, `u + (1 + d) v <= a - gap`, `v >= -bound`. Together they
    need `v <= -gap / d`, so the three conflict exactly when gap / d > bound (the two rows
    alone never do); otherwise they hold only far out, on a sliver."""
    u, v = rng.sample(names, 2)
    a = float(rng.randint(-20, 20)) + rng.choice([0, 0.25, 0.5])
    gap = rng.choice([0.5, 1, 2.5, 10, 20])
    d = rng.choice([2.2e-10, 1e-9, 3.5e-9, 1e-8, 7e-8, 1e-7, 1e-6]) * rng.choice([1, -1])
    bound = rng.choice([1e3, 1e4, 1e5, 1e6])
    if d < 0:  # then v must grow instead: bound it above
        rows.append({"coeffs": {v: 1.0}, "const": -bound, "rel": "<=", "strength": "required"})
    else:
        rows.append({"coeffs": {v: 1.0}, "const": bound, "rel": ">=", "strength": "required"})
    rows.append({"coeffs": {u: 1.0, v: 1.0}, "const": -a, "rel": ">=", "strength": "required"})
    rows.append({"coeffs": {u: 1.0, v: 1.0 + d}, "const": -(a - gap), "rel": "<=", "strength": "required"})


# --------------------------------------------------------------------------------------
# Rendering rows as constraint strings in varied syntax (values stay exact: dyadic numbers).
# --------------------------------------------------------------------------------------

def num_text(rng, x):
    x = float(x)
    if x == int(x) and abs(x) < 1e6:
        i = int(x)
        return rng.choice([str(i), str(i), "%d.0" % i, ("%de0" % i)])
    text = repr(x)
    if text.startswith("0.") and rng.random() < 0.5:
        text = text[1:]  # .5
    return text


def term_text(rng, name, c):
    """Text for c*name with a sign handled by the caller (c > 0)."""
    form = rng.random()
    if c == 1 and form < 0.5:
        return name
    if form < 0.3:
        return "%s*%s" % (num_text(rng, c), name)
    if form < 0.5:
        return "%s * %s" % (name, num_text(rng, c))
    inv = 1.0 / c
    if form < 0.7 and inv == int(inv) and 1.0 / inv == c:
        return "%s/%s" % (name, num_text(rng, inv))
    if form < 0.85:
        return "(%s)*%s" % (num_text(rng, c), name)
    return "%s*(%s)" % (num_text(rng, 2 * c), "%s/2" % name)


def side_text(rng, terms):
    """Renders [(name or None, c)] as an expression; () -> '0'."""
    if not terms:
        return "0"
    out = ""
    for i, (name, c) in enumerate(terms):
        neg = c < 0
        a = abs(c)
        piece = num_text(rng, a) if name is None else term_text(rng, name, a)
        if i == 0:
            out = ("-" + piece if rng.random() < 0.5 else "-(" + piece + ")") if neg else piece
        else:
            out += (" - " if neg else " + ") + piece
    return out


def render(rng, row):
    terms = [(v, c) for v, c in row["coeffs"].items()] + ([(None, row["const"])] if row["const"] else [])
    rng.shuffle(terms)
    lhs, rhs = [], []
    for v, c in terms:  # moving a term to the right side negates it
        if rng.random() < 0.35:
            rhs.append((v, -c))
        else:
            lhs.append((v, c))
    if not lhs and not rhs:
        lhs = [(None, 0.0)]
    text = "%s %s %s" % (side_text(rng, lhs), row["rel"], side_text(rng, rhs))
    if rng.random() < 0.15:  # an extra harmless rewrite: 2*(expr)/2
        l, r = text.split(" %s " % row["rel"])
        text = "2*(%s)/2 %s %s" % (l, row["rel"], r)
    return text


def to_document(system):
    rng = system["rng"]
    constraints = []
    for r in system["rows"]:
        obj = {}
        if r["id"] is not None:
            obj["id"] = r["id"]
        obj["constraint"] = render(rng, r)
        if r["strength"] != "required" or rng.random() < 0.2:
            obj["strength"] = r["strength"]
        constraints.append(obj)
    doc = {}
    if system["initial"]:
        doc["variables"] = system["initial"]
    doc["constraints"] = constraints
    if system["edits"]:
        doc["edits"] = system["edits"]
    return doc


# --------------------------------------------------------------------------------------
# The LP.
# --------------------------------------------------------------------------------------

def weight(strength):
    return STRENGTHS[strength] if isinstance(strength, str) else float(strength)


def variable_names(system):
    names = list(system["initial"].keys())
    seen = set(names)
    for r in system["rows"]:
        for v in r["coeffs"]:
            if v not in seen:
                seen.add(v)
                names.append(v)
    for e in system["edits"]:
        if e["variable"] not in seen:
            seen.add(e["variable"])
            names.append(e["variable"])
    return names


def lp_model(system, names):
    """The LP of the objective: free variables, then one error column per violation side.
    Returns (number of columns, weight of each column, A_ub rows, b_ub, A_eq rows, b_eq)."""
    index = {v: i for i, v in enumerate(names)}
    n = len(names)
    col_weight = [0.0] * n
    ub_rows, ub_rhs, eq_rows, eq_rhs = [], [], [], []

    def new_column(w):
        col_weight.append(w)
        return len(col_weight) - 1

    for r in system["rows"]:
        row = {index[v]: c for v, c in r["coeffs"].items()}
        const = r["const"]
        if r["strength"] == "required":
            if r["rel"] == "==":
                eq_rows.append(row); eq_rhs.append(-const)
            elif r["rel"] == "<=":
                ub_rows.append(row); ub_rhs.append(-const)
            else:
                ub_rows.append({k: -c for k, c in row.items()}); ub_rhs.append(const)
        else:
            w = weight(r["strength"])
            if r["rel"] == "==":  # row + const = p - q
                p, q = new_column(w), new_column(w)
                row = dict(row); row[p] = -1.0; row[q] = 1.0
                eq_rows.append(row); eq_rhs.append(-const)
            elif r["rel"] == "<=":  # row + const - p <= 0
                p = new_column(w)
                row = dict(row); row[p] = -1.0
                ub_rows.append(row); ub_rhs.append(-const)
            else:  # row + const + p >= 0  ->  -row - p <= const
                p = new_column(w)
                neg = {k: -c for k, c in row.items()}; neg[p] = -1.0
                ub_rows.append(neg); ub_rhs.append(const)
    for e in system["edits"]:
        w = weight(e["strength"])
        p, q = new_column(w), new_column(w)
        eq_rows.append({index[e["variable"]]: 1.0, p: -1.0, q: 1.0}); eq_rhs.append(e["suggest"])
    return len(col_weight), col_weight, ub_rows, ub_rhs, eq_rows, eq_rhs


def dense(rows, columns):
    if not rows:
        return None
    a = np.zeros((len(rows), columns))
    for i, row in enumerate(rows):
        for k, c in row.items():
            a[i, k] += c
    return a


def lp_optimum(system, names):
    """The true minimum of the weighted violations subject to the required rows, with the
    LP's values, or None when the required rows are infeasible."""
    n = len(names)
    columns, col_weight, ub_rows, ub_rhs, eq_rows, eq_rhs = lp_model(system, names)
    bounds = [(None, None)] * n + [(0, None)] * (columns - n)
    res = linprog(col_weight, A_ub=dense(ub_rows, columns), b_ub=ub_rhs or None,
                  A_eq=dense(eq_rows, columns), b_eq=eq_rhs or None, bounds=bounds, method="highs")
    if res.status == 2:
        return None
    if res.status != 0:
        raise RuntimeError("linprog failed: %s" % res.message)
    values = list(res.x[:n])
    return objective(system, names, dict(zip(names, values))), values


def strict_level_optima(system, names):
    """Strict priorities (PriorityMode.strict): each distinct weight is a level; levels are
    minimised in turn, heaviest first, each keeping the heavier levels at their optima.
    Returns [(weight, optimal cost of that level)], heaviest first (None when infeasible)."""
    n = len(names)
    columns, col_weight, ub_rows, ub_rhs, eq_rows, eq_rhs = lp_model(system, names)
    ub_rows, ub_rhs = list(ub_rows), list(ub_rhs)
    bounds = [(None, None)] * n + [(0, None)] * (columns - n)
    levels = sorted({w for w in col_weight[n:]}, reverse=True)
    optima = []
    for level in levels:
        cost = [w if w == level else 0.0 for w in col_weight]
        cost[:n] = [0.0] * n
        res = linprog(cost, A_ub=dense(ub_rows, columns), b_ub=ub_rhs or None,
                      A_eq=dense(eq_rows, columns), b_eq=eq_rhs or None, bounds=bounds, method="highs")
        if res.status == 2 and optima:
            # The last lock was too tight for HiGHS's own tolerances: loosen it and retry.
            ub_rhs[-1] = optima[-1][1] + 1e-9 * max(1.0, abs(optima[-1][1]))
            res = linprog(cost, A_ub=dense(ub_rows, columns), b_ub=ub_rhs or None,
                          A_eq=dense(eq_rows, columns), b_eq=eq_rhs or None, bounds=bounds,
                          method="highs")
        if res.status == 2:
            return None
        if res.status != 0:
            raise RuntimeError("linprog failed: %s" % res.message)
        optima.append((level, res.fun))
        # Keep this level at its optimum, with only roundoff room: a lower level can trade
        # against a heavier one at a steep rate (seed 34000187: a 1e-9 relative room on
        # level 2 let level 1 gain 7e-5, so the exact answer of both backends was called
        # 5e-6 short).
        ub_rows.append({k: c for k, c in enumerate(cost) if c})
        ub_rhs.append(res.fun + 1e-12 * max(1.0, abs(res.fun)))
    return optima


def level_costs(system, values):
    """The violation cost of each weight level at `values`."""
    costs = {}
    for r in system["rows"]:
        if r["strength"] != "required":
            w = weight(r["strength"])
            costs[w] = costs.get(w, 0.0) + w * violation(r, values)
    for e in system["edits"]:
        w = weight(e["strength"])
        costs[w] = costs.get(w, 0.0) + w * abs(values[e["variable"]] - e["suggest"])
    return costs


# Conflict subsets up to this many rows are checked exactly when HiGHS calls them infeasible.
EXACT_ROWS = 60


def feasibility(rows, names):
    """Whether `rows` (required) can all hold: elastic LP, min total slack ~ 0.

    "infeasible" when the least total slack is above the tolerance, "feasible" when HiGHS's
    point holds every row, "unclear" when HiGHS finds no slack needed but its point misses a
    row (on wide ranges it judges its own scaled rows): neither claim is then made."""
    index = {v: i for i, v in enumerate(names)}
    n = len(names)
    m = len(rows)
    if m == 0:
        return True
    cost = [0.0] * n + [1.0] * (2 * m)
    a = np.zeros((m, n + 2 * m))
    b = np.zeros(m)
    # Each row is divided by its largest coefficient, so the slack a row needs is measured in
    # its own units (one tolerance against the largest coefficient of the whole system called
    # rows of a badly scaled system feasible that miss by 0.5 on a scale of 128).
    scale = 1.0
    for i, r in enumerate(rows):
        largest = max([abs(c) for c in r["coeffs"].values()] + [0.0]) or 1.0
        for v, c in r["coeffs"].items():
            a[i, index[v]] += c / largest
        b[i] = -r["const"] / largest
        scale = max(scale, abs(b[i]))
        a[i, n + 2 * i] = 1.0       # + s  (pushes the row up)
        a[i, n + 2 * i + 1] = -1.0  # - t  (pushes it down)
    ub_a, ub_b, eq_a, eq_b = [], [], [], []
    for i, r in enumerate(rows):
        row = a[i].copy()
        if r["rel"] == "==":
            eq_a.append(row); eq_b.append(b[i])
        elif r["rel"] == "<=":  # row + const + s - t <= 0, only t helps
            row[n + 2 * i] = 0.0
            ub_a.append(row); ub_b.append(b[i])
        else:  # row + const + s >= 0
            row[n + 2 * i + 1] = 0.0
            ub_a.append(-row); ub_b.append(-b[i])
    bounds = [(None, None)] * n + [(0, None)] * (2 * m)
    res = linprog(cost, A_ub=np.array(ub_a) if ub_a else None, b_ub=ub_b or None,
                  A_eq=np.array(eq_a) if eq_a else None, b_eq=eq_b or None, bounds=bounds,
                  method="highs")
    if res.status != 0:
        raise RuntimeError("elastic LP failed: %s" % res.message)
    if res.fun > FEASIBILITY_TOL * scale:
        return "infeasible"
    # HiGHS judges feasibility on its own scaled rows, with its own tolerance: on wide ranges
    # its point can miss a row by far more than Trellis's tolerance (20 on terms of size 2894).
    # "Feasible" stands only when its point holds every row to 1e-9 of the size of its terms.
    values = dict(zip(names, res.x[:n]))
    for r in rows:
        size = abs(r["const"]) + sum(abs(c * values[v]) for v, c in r["coeffs"].items())
        if violation(r, values) > FEASIBILITY_TOL * max(1.0, size):
            return "unclear"
    return "feasible"


def exactly_feasible(rows):
    """Whether `rows` can all hold, by a phase-1 simplex in exact rational arithmetic (Bland's
    rule, so it ends): the numbers of these systems are finite binary fractions, read exactly.
    Slow, so used only to settle what HiGHS calls infeasible in a conflict's subsets."""
    names = sorted({v for r in rows for v in r["coeffs"]})
    nv = len(names)
    # columns: x+ (nv), x- (nv), slack per inequality, artificial per row
    A = []; b = []
    ncol = 2 * nv
    slack_of = {}
    for i, r in enumerate(rows):
        if r["rel"] != "==":
            slack_of[i] = ncol; ncol += 1
    art0 = ncol; ncol += len(rows)
    for i, r in enumerate(rows):
        row = [F(0)] * ncol
        for v, c in r["coeffs"].items():
            k = names.index(v); row[k] += F(c); row[nv + k] -= F(c)
        rhs = -F(r["const"])          # sum a x REL -const
        if r["rel"] == "<=": row[slack_of[i]] = F(1)
        elif r["rel"] == ">=": row[slack_of[i]] = F(-1)
        if rhs < 0:
            row = [-x for x in row]; rhs = -rhs
        row[art0 + i] = F(1)
        A.append(row); b.append(rhs)
    m = len(rows)
    basis = [art0 + i for i in range(m)]
    # objective: minimise sum of artificials -> reduced costs
    def reduced():
        cost = [F(0)] * ncol
        for j in range(art0, ncol): cost[j] = F(1)
        z = [cost[j] - sum(cost[basis[i]] * A[i][j] for i in range(m)) for j in range(ncol)]
        return z
    while True:
        z = reduced()
        entering = next((j for j in range(ncol) if z[j] < 0), None)
        if entering is None: break
        best = None
        for i in range(m):
            if A[i][entering] > 0:
                ratio = b[i] / A[i][entering]
                if best is None or ratio < best[0] or (ratio == best[0] and basis[i] < basis[best[1]]):
                    best = (ratio, i)
        if best is None: break  # unbounded direction cannot happen for phase 1
        i = best[1]; p = A[i][entering]
        A[i] = [x / p for x in A[i]]; b[i] /= p
        for k in range(m):
            if k != i and A[k][entering] != 0:
                f = A[k][entering]
                A[k] = [x - f * y for x, y in zip(A[k], A[i])]; b[k] -= f * b[i]
        basis[i] = entering
    infeas = sum(b[i] for i in range(m) if basis[i] >= art0)
    return infeas == 0


def residual(row, values):
    return sum(c * values[v] for v, c in row["coeffs"].items()) + row["const"]


def violation(row, values):
    r = residual(row, values)
    if row["rel"] == "==":
        return abs(r)
    if row["rel"] == "<=":
        return max(0.0, r)
    return max(0.0, -r)


def row_scale(row, values):
    return max(1.0, sum(abs(c * values[v]) for v, c in row["coeffs"].items()) + abs(row["const"]))


def objective(system, names, values):
    total = 0.0
    for r in system["rows"]:
        if r["strength"] != "required":
            total += weight(r["strength"]) * violation(r, values)
    for e in system["edits"]:
        total += weight(e["strength"]) * abs(values[e["variable"]] - e["suggest"])
    return total


def close(a, b):
    return abs(a - b) <= TOL * max(1.0, abs(b))


# --------------------------------------------------------------------------------------
# Checking trellis.
# --------------------------------------------------------------------------------------

def check_trellis(trellis, path, backend, system, names, optimum, required_feasible, strict_optima):
    """Returns None when right, else a one-line reason. `strict_optima` (per-level optima)
    switches to `--priorities strict`."""
    command = [trellis, "solve", path, "--backend", backend]
    if strict_optima is not None:
        command += ["--priorities", "strict"]
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "timed out"
    if proc.returncode not in (0, 2):
        return "exit %d: %s" % (proc.returncode, proc.stderr.strip()[:300])
    try:
        out = json.loads(proc.stdout)
    except ValueError:
        return "stdout is not JSON: %r" % proc.stdout[:200]
    status = out.get("status")
    if (status == "optimal") != (proc.returncode == 0) or status not in ("optimal", "unsatisfiable"):
        return "status %r with exit %d" % (status, proc.returncode)
    allowed = (backend,) if backend != "auto" else ("incremental", "glpk")
    # An incremental optimum on a wide numeric spread is checked against GLPK's; when GLPK's is
    # lower, that answer is given, and its note says the incremental one stopped short.
    if backend == "incremental" and "stopped short" in out.get("note", ""):
        allowed = ("glpk",)
    if out.get("backend") not in allowed:
        return "backend %r, asked for %s" % (out.get("backend"), backend)
    values = out.get("values")
    if not isinstance(values, dict) or set(values) != set(names):
        return "values do not name every variable: %r" % (sorted(values or {}),)
    if not all(isinstance(x, (int, float)) and math.isfinite(x) for x in values.values()):
        return "non-finite value"
    values = {k: float(x) for k, x in values.items()}
    printed = out.get("objective")
    # Rounding differs with the order of summation: allow 1e-9 of the objective's scale.
    scale = 1.0 + sum(weight(r["strength"]) * row_scale(r, values)
                      for r in system["rows"] if r["strength"] != "required")
    scale += sum(weight(e["strength"]) * (abs(values[e["variable"]]) + abs(e["suggest"]))
                 for e in system["edits"])
    if not isinstance(printed, (int, float)) or abs(printed - objective(system, names, values)) > 1e-9 * scale:
        return "printed objective %r differs from the objective of the printed values %r" % (
            printed, objective(system, names, values))
    if status == "optimal":
        if not required_feasible:
            # HiGHS calls some systems infeasible that hold on a sliver: `h + 1.000001 t <= -3`,
            # `h + t >= -2`, `t >= -1e6` hold only at t = -1e6, h = 999998 (exactly, in
            # decimal). A point that holds every required row within the documented tolerance
            # (1e-9 of its terms, plus the rounding of 10 printed digits) refutes HiGHS; say so.
            worst = max((violation(r, values) / row_scale(r, values)
                         for r in system["rows"] if r["strength"] == "required"), default=0.0)
            if worst <= FEASIBILITY_TOL + PRINT_ROUNDING:
                NOTES.append("%s %s: optimal where HiGHS says infeasible; the printed values hold every "
                             "required row (worst %.3g of its terms)" % (path, backend, worst))
                return None
            return "says optimal, but the required constraints are infeasible (LP)"
        for i, r in enumerate(system["rows"]):
            if r["strength"] == "required" and violation(r, values) > TOL * row_scale(r, values):
                return "required %s violated by %g" % (system["ids"][i], violation(r, values))
        if strict_optima is not None:
            costs = level_costs(system, values)
            for level, best in strict_optima:
                got = costs.get(level, 0.0)
                # 1e-6 relative, plus what a 1e-9 error in a variable costs at this weight,
                # plus the rounding noise of the level's rows (as for the weighted check), plus
                # the rounding of the printed values: 10 significant digits (FORMATS.md) move
                # a row's residual by up to 5e-10 of its scale, which weight 1e6 turns into
                # 0.04 on a row of scale 80 (an equality that holds exactly, printed as
                # x7 = -13.73333333, seemed off by 1e-8)
                noise = sum(weight(r["strength"]) * (1e-13 + PRINT_ROUNDING) * row_scale(r, values)
                            for r in system["rows"]
                            if r["strength"] != "required" and weight(r["strength"]) == level)
                # and of the level's edits (a value of 1.5e6 a few ulps off its suggestion
                # costs 23 at a weight of 4e9)
                noise += sum(weight(e["strength"]) * 1e-13 * (abs(values[e["variable"]]) + abs(e["suggest"]))
                             for e in system["edits"] if weight(e["strength"]) == level)
                if abs(got - best) > TOL * max(1.0, abs(best)) + 1e-9 * level + noise:
                    return "strict: level %g costs %.12g, lexicographic LP optimum %.12g" % (level, got, best)
                if got > best:  # a heavier level lost a little: lower levels may gain; stop
                    break
            return None
        if not close(printed, optimum):
            # Rounding alone moves a row's residual by about 1e-13 of its scale (values near
            # 1e5 leave ~1e-11), which weight 1e6 turns into ~1e-5 of objective: allow that,
            # and say so.
            noise = sum(weight(r["strength"]) * 1e-13 * row_scale(r, values)
                        for r in system["rows"] if r["strength"] != "required")
            if abs(printed - optimum) <= TOL * max(1.0, abs(optimum)) + noise:
                NOTES.append("%s %s: objective %.12g vs LP %.12g, within the rounding noise %.3g"
                             % (path, backend, printed, optimum, noise))
                return None
            return "objective %.12g, LP optimum %.12g" % (printed, optimum)
        return None
    if required_feasible:
        return "says unsatisfiable, but the required constraints are feasible (LP)"
    conflict = out.get("conflict")
    if not isinstance(conflict, list) or not conflict:
        return "no conflict list"
    by_id = {system["ids"][i]: r for i, r in enumerate(system["rows"])}
    if len(set(conflict)) != len(conflict) or not all(c in by_id for c in conflict):
        return "conflict names unknown or repeated ids: %r" % conflict
    rows = [by_id[c] for c in conflict]
    if any(r["strength"] != "required" for r in rows):
        return "conflict names a non-required constraint: %r" % conflict
    if feasibility(rows, names) == "feasible":
        return "conflict %r is feasible on its own" % conflict
    for i in range(len(rows)):
        rest = rows[:i] + rows[i + 1:]
        # HiGHS's "infeasible" on a badly scaled subset is settled exactly when it is small.
        if feasibility(rest, names) == "infeasible" and (len(rest) > EXACT_ROWS or not exactly_feasible(rest)):
            return "conflict %r is reducible: without %s it is still infeasible" % (conflict, conflict[i])
    return None


# --------------------------------------------------------------------------------------
# kiwisolver, in a subprocess (it can abort).
# --------------------------------------------------------------------------------------

KIWI_RUNNER = r"""
import json, sys
import kiwisolver as kiwi
spec = json.load(sys.stdin)
vs = {n: kiwi.Variable(n) for n in spec["names"]}
s = kiwi.Solver()
def strength(x):
    return x if isinstance(x, str) else float(x)
try:
    for r in spec["rows"]:
        e = sum((c * vs[v] for v, c in r["coeffs"].items()), 0.0) + r["const"]
        c = (e == 0) if r["rel"] == "==" else (e <= 0) if r["rel"] == "<=" else (e >= 0)
        s.addConstraint(c | strength(r["strength"]))
    for ed in spec["edits"]:
        s.addEditVariable(vs[ed["variable"]], strength(ed["strength"]))
        s.suggestValue(vs[ed["variable"]], ed["suggest"])
    s.updateVariables()
    print(json.dumps({"status": "optimal", "values": {n: v.value() for n, v in vs.items()}}))
except kiwi.UnsatisfiableConstraint:
    print(json.dumps({"status": "unsatisfiable"}))
except Exception as error:
    print(json.dumps({"status": "error", "message": "%s: %s" % (type(error).__name__, error)}))
"""


def check_kiwi(system, names, optimum, required_feasible):
    spec = {"names": names, "rows": system["rows"], "edits": system["edits"]}
    try:
        proc = subprocess.run([sys.executable, "-c", KIWI_RUNNER], input=json.dumps(spec),
                              capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        return "timeout", "no answer within 20 s"
    if proc.returncode != 0:
        return "aborted", (proc.stderr.strip().splitlines() or ["exit %d" % proc.returncode])[-1][:200]
    out = json.loads(proc.stdout)
    if out["status"] == "error":
        return "error", out["message"][:200]
    if out["status"] == "unsatisfiable":
        return ("unsatisfiable-ok" if not required_feasible else "wrongly-unsatisfiable"), ""
    if not required_feasible:
        return "missed-infeasibility", ""
    values = out["values"]
    for r in system["rows"]:
        if r["strength"] == "required" and violation(r, values) > TOL * row_scale(r, values):
            return "violates-required", ""
    got = objective(system, names, values)
    if close(got, optimum):
        return "optimal", ""
    noise = sum(weight(r["strength"]) * 1e-13 * row_scale(r, values)
                for r in system["rows"] if r["strength"] != "required")
    if abs(got - optimum) <= TOL * max(1.0, abs(optimum)) + noise:
        return "optimal-within-rounding", "objective %.10g vs %.10g" % (got, optimum)
    return ("short" if got > optimum else "below-optimum?"), "objective %.10g vs %.10g" % (got, optimum)


# --------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--backends", default="incremental,glpk,auto")
    parser.add_argument("--priorities", choices=["weighted", "strict"], default="weighted",
                        help="strict: check each weight level against a lexicographic LP")
    parser.add_argument("--trellis", default=None)
    parser.add_argument("--no-kiwi", action="store_true")
    parser.add_argument("--keep", default=None, help="folder to keep the generated files in")
    parser.add_argument("--range", choices=["layout", "wide"], default="layout",
                        help="wide: spread coefficients, constants and weights over the documented "
                             "numeric range (spans up to 3.4e11 in a row, weights up to 1e12)")
    parser.add_argument("--parallel", action="store_true",
                        help="add to half the systems two required rows 2e-10 ... 1e-6 from "
                             "parallel and a bound, conflicting or holding on a sliver")
    args = parser.parse_args()
    WIDE[0] = args.range == "wide"
    PARALLEL[0] = args.parallel
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    trellis = args.trellis or os.path.join(root, ".build", "debug", "trellis")
    if not os.path.exists(trellis):
        sys.exit("no trellis binary at %s (swift build first, or --trellis PATH)" % trellis)
    backends = [b for b in args.backends.split(",") if b]
    folder = args.keep or tempfile.mkdtemp(prefix="check_solve_")
    os.makedirs(folder, exist_ok=True)
    # Run a private copy, so a rebuild during the run cannot swap the binary underneath.
    private = os.path.join(tempfile.mkdtemp(prefix="check_solve_bin_"), "trellis")
    shutil.copy2(trellis, private)
    trellis = private

    passed = failed = skipped = 0
    per_backend = {}  # backend -> right answers, typed failures (exit 3), wrong answers
    kinds = {"feasible": 0, "infeasible": 0}
    kiwi_counts = {}
    kiwi_examples = {}
    for k in range(args.count):
        seed = args.seed * 1_000_003 + k
        system = generate(seed)
        doc = to_document(system)
        names = variable_names(system)
        path = os.path.join(folder, "system_%d.json" % seed)
        with open(path, "w") as f:
            json.dump(doc, f, indent=1)
        try:
            result = lp_optimum(system, names)
        except RuntimeError as error:  # the reference LP itself failed (seen on wide ranges)
            skipped += 1
            print("SKIP seed %d: no reference optimum (%s)" % (seed, error), flush=True)
            continue
        required_feasible = result is not None
        kinds["feasible" if required_feasible else "infeasible"] += 1
        optimum = result[0] if result else None
        strict_optima = None
        if args.priorities == "strict" and required_feasible:
            try:
                strict_optima = strict_level_optima(system, names)
            except RuntimeError as error:  # a level's reference LP failed
                skipped += 1
                print("SKIP seed %d: no reference level optima (%s)" % (seed, error), flush=True)
                continue
        elif args.priorities == "strict":
            strict_optima = []
        for backend in backends:
            reason = check_trellis(trellis, path, backend, system, names, optimum, required_feasible,
                                   strict_optima)
            tally = per_backend.setdefault(backend, {"right": 0, "typed failure (exit 3)": 0, "wrong": 0})
            if reason is None:
                passed += 1
                tally["right"] += 1
            else:
                failed += 1
                tally["typed failure (exit 3)" if reason.startswith("exit 3") else "wrong"] += 1
                print("FAIL seed %d (%s, %d rows, %d vars) %s: %s" % (
                    seed, path, len(system["rows"]), len(names), backend, reason), flush=True)
        if not args.no_kiwi and args.priorities == "weighted":
            outcome, detail = check_kiwi(system, names, optimum, required_feasible)
            kiwi_counts[outcome] = kiwi_counts.get(outcome, 0) + 1
            kiwi_examples.setdefault(outcome, []).append("seed %d %s" % (seed, detail))
    print("systems: %d (%d with feasible required constraints, %d infeasible); backends: %s; "
          "priorities: %s" % (args.count, kinds["feasible"], kinds["infeasible"], ", ".join(backends),
                              args.priorities))
    if not args.no_kiwi and args.priorities == "weighted":
        print("kiwisolver 1.5.1: " + ", ".join("%s %d" % kv for kv in sorted(kiwi_counts.items())))
        for outcome in ("short", "aborted", "error", "violates-required", "missed-infeasibility",
                        "wrongly-unsatisfiable", "timeout", "below-optimum?"):
            for example in kiwi_examples.get(outcome, [])[:3]:
                print("  kiwi %s: %s" % (outcome, example))
    if not args.keep:
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        os.rmdir(folder)
    for note in NOTES:
        print("note: " + note)
    shutil.rmtree(os.path.dirname(private), ignore_errors=True)
    for backend, tally in per_backend.items():
        print("%s: %s" % (backend, ", ".join("%s %d" % kv for kv in tally.items())))
    print("%d passed, %d failed, %d systems skipped (no reference)" % (passed, failed, skipped))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
