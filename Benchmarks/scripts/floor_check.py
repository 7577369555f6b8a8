#!/usr/bin/env python3
"""Checks the C floor of `trellis solve` (Benchmarks/floor/solve_floor.c) against trellis:
on every system file given, both must accept it (or both reject it), and the floor's output
must have trellis's shape: the same top-level keys in the same order (trellis's optional
`note` and `conflict` aside) and the same variable names in `values`, in the same order.

    python3 Benchmarks/scripts/floor_check.py --floor FLOOR --trellis TRELLIS FILE.json...

Files that are not system files (no top-level `constraints`, or a `views` key) are skipped.
Prints one line per file and a summary; exits 1 when any file differs.
"""
import argparse
import json
import subprocess
import sys


def run(command):
    done = subprocess.run(command, capture_output=True, text=True)
    return done.returncode, done.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--floor", required=True)
    parser.add_argument("--trellis", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    checked = bad = 0
    for path in args.files:
        try:
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
        except (ValueError, OSError):
            document = None
        if not isinstance(document, dict) or "constraints" not in document or "views" in document:
            continue
        checked += 1
        floor_status, floor_out = run([args.floor, path])
        trellis_status, trellis_out = run([args.trellis, "solve", "--backend", "auto", path])
        trellis_ok = trellis_status in (0, 2)  # an unsatisfiable system is well-formed input
        problem = None
        if (floor_status == 0) != trellis_ok:
            problem = f"floor exit {floor_status}, trellis exit {trellis_status}"
        elif floor_status == 0:
            floor_doc = json.loads(floor_out)
            trellis_doc = json.loads(trellis_out)
            optional = {"note", "conflict"}
            floor_keys = [key for key in floor_doc if key not in optional]
            trellis_keys = [key for key in trellis_doc if key not in optional]
            if floor_keys != trellis_keys:
                problem = f"keys {floor_keys} != {trellis_keys}"
            elif list(floor_doc["values"]) != list(trellis_doc["values"]):
                problem = "the variables in 'values' differ"
            elif any(type(floor_doc[key]) is not type(trellis_doc[key]) for key in floor_keys
                     if not isinstance(trellis_doc[key], (int, float))):
                problem = "a value of another type"
        if problem:
            bad += 1
        print(f"{'DIFF' if problem else 'same'} {path}" + (f": {problem}" if problem else ""))
    print(f"system files checked: {checked}, differing: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
