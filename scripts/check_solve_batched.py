#!/usr/bin/env python3
"""Differential check of `trellis solve` on large systems made of many independent random ones.

check_solve.py's systems have at most 80 rows, so a backend's paths for large systems (GLPK's
components solved as separate LPs, presolve in front, rows folded into costs) never run on
them. This joins `--parts` of its seeded systems (variables and ids renamed per part) into one
file and checks, per file:

  * all parts feasible: the status is optimal and the printed objective equals the sum of
    the parts' true LP optima (scipy.optimize.linprog / HiGHS) within 1e-6 relative;
  * one part infeasible: the status is unsatisfiable and every conflict id is a required
    constraint of that part, and the conflict's rows alone are infeasible.

Usage: scripts/check_solve_batched.py [--files 20] [--parts 60] [--seed 1]
                                      [--backends glpk] [--trellis .build/release/trellis]
Ends with `N passed, M failed`; exit status 0 when nothing failed.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_solve as cs  # noqa: E402


def renamed(system, k):
    """`system` with every variable prefixed `s<k>_` and every row given the id `s<k>_r<i>`."""
    prefix = "s%d_" % k
    out = dict(system)
    out["rows"] = []
    for i, r in enumerate(system["rows"]):
        row = dict(r)
        row["coeffs"] = {prefix + v: c for v, c in r["coeffs"].items()}
        row["id"] = "%sr%d" % (prefix, i)
        out["rows"].append(row)
    out["ids"] = [r["id"] for r in out["rows"]]
    out["edits"] = [dict(e, variable=prefix + e["variable"]) for e in system["edits"]]
    out["initial"] = {prefix + v: x for v, x in system["initial"].items()}
    return out


def joined(parts):
    """One document holding every part."""
    doc = {"constraints": [], "edits": [], "variables": {}}
    for p in parts:
        d = cs.to_document(p)
        doc["constraints"] += d["constraints"]
        doc["edits"] += d.get("edits", [])
        doc["variables"].update(d.get("variables", {}))
    return doc


def check_file(trellis, backend, parts, infeasible_part, path):
    """None when the answer is right, else why not."""
    with open(path, "w") as f:
        json.dump(joined(parts), f)
    out = subprocess.run([trellis, "solve", "--backend", backend, path], capture_output=True, text=True)
    try:
        answer = json.loads(out.stdout.splitlines()[0])
    except (ValueError, IndexError):
        return "no answer (exit %d): %s" % (out.returncode, out.stderr.strip()[:200])
    if infeasible_part is None:
        if answer["status"] != "optimal":
            return "status %s, expected optimal" % answer["status"]
        optimum = sum(cs.lp_optimum(p, cs.variable_names(p))[0] for p in parts)
        if abs(answer["objective"] - optimum) > cs.TOL * max(1.0, abs(optimum)):
            return "objective %r, optimum %r" % (answer["objective"], optimum)
        return None
    if answer["status"] != "unsatisfiable":
        return "status %s, expected unsatisfiable" % answer["status"]
    part = parts[infeasible_part]
    members = set(answer.get("conflict", []))
    rows = {r["id"]: r for r in part["rows"]}
    if not members or not members <= set(rows) or any(rows[m]["strength"] != "required" for m in members):
        return "conflict %s is not of part %d's required rows" % (sorted(members), infeasible_part)
    if cs.feasibility([rows[m] for m in members], cs.variable_names(part)) == "feasible":
        return "conflict %s holds on its own" % sorted(members)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=20)
    ap.add_argument("--parts", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--backends", default="glpk")
    ap.add_argument("--trellis", default=".build/release/trellis")
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="check-batched-")
    passed = failed = 0
    seed = args.seed * 1_000_003
    for f in range(args.files):
        parts, infeasible_part = [], None
        want_conflict = f % 3 == 2
        while len(parts) < args.parts:
            seed += 1
            system = cs.generate(seed)
            names = cs.variable_names(system)
            feasible = cs.lp_optimum(system, names) is not None
            if not feasible and (not want_conflict or infeasible_part is not None):
                continue
            if not feasible:
                infeasible_part = len(parts)
            parts.append(renamed(system, len(parts)))
        if want_conflict and infeasible_part is None:
            continue
        for backend in args.backends.split(","):
            why = check_file(args.trellis, backend, parts, infeasible_part, os.path.join(work, "f%d.json" % f))
            if why is None:
                passed += 1
            else:
                failed += 1
                print("file %d (seeds to %d), %s: %s" % (f, seed, backend, why), flush=True)
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
