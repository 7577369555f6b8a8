#!/usr/bin/env python3
"""`trellis solve --backend glpk` against HiGHS (highspy) on the scale shapes, in one run.

    swift build -c release --product trellis        # in the repository root
    pip install highspy
    python3 Benchmarks/scripts/glpk_vs_highs.py --trellis .build/release/trellis \
        [--shapes chain,table,cells] [--sizes 10000] [--timeout 300] > table.md

Each system comes from gen_scale.py. `trellis` is timed as a whole process (CPU seconds,
user + system, from /usr/bin/time -v); HiGHS in-process around passModel + run on the same
weighted-violation LP (lp_refs.py), so HiGHS is flattered: reading its input is not counted.
Both objectives are printed, and a difference above 1e-6 of their size is flagged: a faster
wrong answer is no answer. The ratio is glpk's time over HiGHS's, measured in this run.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_scale  # noqa: E402
import lp_refs  # noqa: E402
import scale_bench  # noqa: E402


def glpk_objective(trellis, path, timeout):
    """The objective `trellis solve --backend glpk` prints, or None."""
    try:
        out = subprocess.run([trellis, "solve", "--backend", "glpk", path], capture_output=True,
                             text=True, timeout=timeout)
        return json.loads(out.stdout.splitlines()[0])["objective"]
    except (subprocess.TimeoutExpired, ValueError, IndexError, KeyError):
        return None


def quietly(call):
    """`call()` with this process's standard output (which its children inherit) sent to
    /dev/null: HiGHS prints its banner whatever its output flag says."""
    sys.stdout.flush()
    saved = os.dup(1)
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        try:
            return call()
        finally:
            os.dup2(saved, 1)
            os.close(saved)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--trellis", default=".build/release/trellis")
    ap.add_argument("--shapes", default="chain,table,cells")
    ap.add_argument("--sizes", default="10000")
    ap.add_argument("--timeout", type=float, default=300)
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="glpk-highs-")
    print("| shape | N | glpk (process CPU) | HiGHS (passModel + run) | ratio | objectives |")
    print("|---|---:|---:|---:|---:|---|")
    for shape in args.shapes.split(","):
        for n in (int(s) for s in args.sizes.split(",")):
            path = os.path.join(work, f"{shape}-{n}.json")
            with open(path, "w") as f:
                json.dump(getattr(gen_scale, f"system_{shape}")(n), f, separators=(",", ":"))
            glpk = scale_bench.run([args.trellis, "solve", "--backend", "glpk", path], args.timeout)
            highs, highs_obj = quietly(lambda: lp_refs.timed(lp_refs.run_highs, path, args.timeout, 1))
            obj = glpk_objective(args.trellis, path, args.timeout) if glpk else None
            ratio = f"{glpk[0] / highs:.2f}x" if glpk and highs else "—"
            same = (obj is not None and isinstance(highs_obj, float)
                    and abs(obj - highs_obj) <= 1e-6 * max(1.0, abs(highs_obj)))
            objectives = f"{obj} / {highs_obj}" + ("" if same else " **differ**")
            print(f"| {shape} | {n:,} | {scale_bench.fmt(glpk)} | {lp_refs.fmt(highs)} | {ratio} | {objectives} |",
                  flush=True)


if __name__ == "__main__":
    main()
