#!/usr/bin/env python3
"""A conflicting layout against the plain one: process CPU time (user + system) of
`trellis layout FILE` on each scale shape, plain and with one conflicting required
constraint added (gen_scale.py --conflict), best of a few runs, and their ratio.

    python3 Benchmarks/scripts/conflict_bench.py .build/release/trellis
    python3 Benchmarks/scripts/conflict_bench.py before/trellis after/trellis --sizes 1000,2000

With several binaries the runs are interleaved (one of each in turn), so that a neighbour's
load falls on all of them alike: compare figures of the same run only.
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def cpu(binary, path):
    """Process CPU seconds of one layout (its output discarded; a conflict exits 2)."""
    pid = os.fork()
    if pid == 0:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.execv(binary, [binary, "layout", path])
    _, _, usage = os.wait4(pid, 0)
    return usage.ru_utime + usage.ru_stime


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binaries", nargs="+")
    ap.add_argument("--shapes", default="chain,vfl,table")
    ap.add_argument("--sizes", default="1000")
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as work:
        for size in [int(s) for s in args.sizes.split(",")]:
            for shape in args.shapes.split(","):
                files = {}
                for variant in ["plain", "conflict"]:
                    path = os.path.join(work, f"{shape}-{size}-{variant}.json")
                    extra = ["--conflict"] if variant == "conflict" else []
                    with open(path, "w") as out:
                        subprocess.run([sys.executable, os.path.join(HERE, "gen_scale.py"), "layout", shape,
                                        str(size)] + extra, stdout=out, check=True)
                    files[variant] = path
                best = {(b, v): float("inf") for b in args.binaries for v in files}
                for _ in range(args.repeats):
                    for variant, path in files.items():
                        for binary in args.binaries:
                            best[(binary, variant)] = min(best[(binary, variant)], cpu(binary, path))
                for binary in args.binaries:
                    plain, conflict = best[(binary, "plain")], best[(binary, "conflict")]
                    print(f"{shape:6} {size:6}  {binary:40}  plain {plain:.3f} s  conflict {conflict:.3f} s"
                          f"  ratio {conflict / plain:.2f}x", flush=True)


if __name__ == "__main__":
    main()
