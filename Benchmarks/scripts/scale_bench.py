#!/usr/bin/env python3
"""Scale benchmark: `trellis layout` and `trellis solve` at 1,000 / 10,000 / 100,000 against
a floor (jq, a C program, reading and writing the same JSON), HiGHS (highspy, the same
weighted-violation LP) and kiwisolver, all in one run.

    swift build -c release --product trellis        # in the repository root
    pip install highspy kiwisolver
    python3 Benchmarks/scripts/scale_bench.py --trellis .build/release/trellis \
        [--sizes 1000,10000,100000] [--timeout 60] > table.md

Every `trellis` and floor figure is a whole process: CPU seconds (user + system) and peak
resident memory from /usr/bin/time -v. HiGHS and kiwisolver are timed in-process around
their solver calls only (lp_refs.py: passModel + run; the constraint adds), so they are
flattered: reading their input is not counted. The growth exponent between two sizes is
log(t2 / t1) / log(n2 / n1) (1 = linear). A run over the time limit is skipped at larger
sizes of that shape.
"""
import argparse
import math
import os
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_scale  # noqa: E402
import lp_refs  # noqa: E402


def run(cmd, timeout, stdin=None):
    """(cpu seconds, peak MB, exit status) of a whole process, or None past the time limit."""
    with tempfile.NamedTemporaryFile(mode="r") as log:
        # Its own process group, so that a run past the limit is stopped with the program
        # /usr/bin/time started (killing only `time` would leave it running).
        p = subprocess.Popen(["/usr/bin/time", "-v", "-o", log.name] + cmd, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, stdin=stdin, start_new_session=True)
        try:
            p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            return None
        fields = {}
        for line in log.read().splitlines():
            if ":" in line:
                k, _, v = line.strip().rpartition(":")
                fields[k.strip()] = v.strip()
        cpu = float(fields.get("User time (seconds)", "nan")) + float(fields.get("System time (seconds)", "nan"))
        mb = int(fields.get("Maximum resident set size (kbytes)", "0")) / 1024
        return cpu, mb, p.returncode


def best(cmd, timeout, repeats):
    out = None
    for _ in range(repeats):
        r = run(cmd, timeout)
        if r is None:
            return None
        if out is None or r[0] < out[0]:
            out = r
        if r[0] > 2:
            break
    return out


def fmt(r):
    if r is None:
        return "> limit"
    if isinstance(r, str):
        return r
    cpu, mb, status = r
    t = f"{cpu * 1e3:.0f} ms" if cpu < 1 else f"{cpu:.2f} s"
    memory = f", {mb:.0f} MB" if mb == mb else ""
    return f"{t}{memory}" + ("" if status in (0, 2) else f" (exit {status})")


def exponent(a, b, n1, n2):
    if not a or not b or isinstance(a, str) or isinstance(b, str) or a[0] <= 0:
        return "—"
    return f"{math.log(b[0] / a[0]) / math.log(n2 / n1):.2f}"


def table(title, columns, results, sizes):
    print(f"\n### {title}\n")
    print("| shape | N | " + " | ".join(columns) + " |")
    print("|---|---:|" + "---:|" * len(columns))
    for shape, rows in results.items():
        for n in sizes:
            print(f"| {shape} | {n:,} | " + " | ".join(fmt(rows[n].get(c)) for c in columns) + " |")
        for n1, n2 in zip(sizes, sizes[1:]):
            cells = [exponent(rows[n1].get(c), rows[n2].get(c), n1, n2) for c in columns]
            print(f"| {shape} | growth {n1:,}→{n2:,} | " + " | ".join(cells) + " |")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--trellis", default=".build/release/trellis")
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--layout-shapes", default="table,chain,vfl,cells")
    ap.add_argument("--solve-shapes", default="chain,table,cells")
    ap.add_argument("--peers", default="highs,kiwi")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    work = tempfile.mkdtemp(prefix="scale-")
    tr = args.trellis
    # Layout files through `trellis layout`.
    layout = {}
    backends = ["auto", "incremental", "glpk"]
    for shape in args.layout_shapes.split(","):
        layout[shape] = {}
        over = set()
        for n in sizes:
            path = os.path.join(work, f"layout-{shape}-{n}.json")
            with open(path, "w") as f:
                gen_scale.json.dump(getattr(gen_scale, f"layout_{shape}")(n), f, separators=(",", ":"))
            row = {"floor (jq)": best(["jq", "-c", ".", path], args.timeout, args.repeats)}
            for b in backends:
                r = None if b in over else best([tr, "layout", "--backend", b, path], args.timeout, args.repeats)
                if r is None:
                    over.add(b)
                row[b] = r
            layout[shape][n] = row
            print(f"layout {shape} {n}: " + ", ".join(f"{k} {fmt(v)}" for k, v in row.items()), file=sys.stderr)
    # Linear systems through `trellis solve`, HiGHS and kiwisolver.
    solve = {}
    peers = args.peers.split(",") if args.peers else []
    for shape in args.solve_shapes.split(","):
        solve[shape] = {}
        over = set()
        for n in sizes:
            path = os.path.join(work, f"{shape}-{n}.json")
            with open(path, "w") as f:
                gen_scale.json.dump(getattr(gen_scale, f"system_{shape}")(n), f, separators=(",", ":"))
            row = {"floor (jq)": best(["jq", "-c", ".", path], args.timeout, args.repeats)}
            for b in backends:
                r = None if b in over else best([tr, "solve", "--backend", b, path], args.timeout, args.repeats)
                if r is None:
                    over.add(b)
                row[b] = r
            for peer, target in (("highs", lp_refs.run_highs), ("kiwi", lp_refs.run_kiwi)):
                if peer not in peers:
                    continue
                if peer in over:
                    row[peer] = None
                    continue
                t, obj = lp_refs.timed(target, path, args.timeout, 1 if n >= 10000 else args.repeats)
                if t is None:
                    over.add(peer)
                    row[peer] = None if obj == "timeout" else str(obj)
                else:
                    row[peer] = (t, float("nan"), 0)
            solve[shape][n] = row
            print(f"solve {shape} {n}: " + ", ".join(f"{k} {fmt(v)}" for k, v in row.items()), file=sys.stderr)
    columns = ["floor (jq)"] + backends
    table("`trellis layout` (whole process: CPU time, peak memory)", columns, layout, sizes)
    columns = ["floor (jq)"] + backends + [p for p in ("highs", "kiwi") if p in peers]
    table("`trellis solve` (whole process; HiGHS and kiwisolver: solver calls only)", columns, solve, sizes)


if __name__ == "__main__":
    main()
