#!/usr/bin/env python3
"""Writes the enaml-like system as flat text for the C/C++ peer drivers (Benchmarks/peers).

    python3 scripts/peers_system.py OUT.txt

Format, one record a line, whitespace separated:
    variables N name0 name1 ...
    constraint OP STRENGTH CONSTANT K index0 coefficient0 ... (K terms)
OP is one of <= == >=, STRENGTH is a number or `required`; each constraint reads
`sum(coefficient * variable) + CONSTANT OP 0`. The system is read from the one definition
in Sources/TrellisDemo (the same text kiwi_bench.py reads).
"""
import sys

from enaml_system import enaml_system, side

STRENGTHS = {"required": "required", "strong": "1000000", "medium": "1000", "weak": "1"}


def main():
    system = enaml_system()
    names = list(system["variables"])
    index = {n: i for i, n in enumerate(names)}
    lines = []
    for c in system["constraints"]:
        body = c["constraint"]
        op = next(o for o in ("==", "<=", ">=") if o in body)
        lhs, rhs = body.split(op)
        lt, lc = side(lhs)
        rt, rc = side(rhs)
        for n, v in rt.items():
            lt[n] = lt.get(n, 0.0) - v
        for n in lt:
            if n not in index:
                index[n] = len(names)
                names.append(n)
        strength = c.get("strength", "required")
        strength = STRENGTHS[strength] if isinstance(strength, str) else repr(float(strength))
        terms = " ".join(f"{index[n]} {v!r}" for n, v in lt.items())
        lines.append(f"constraint {op} {strength} {lc - rc!r} {len(lt)} {terms}")
    with open(sys.argv[1], "w") as out:
        out.write(f"variables {len(names)} {' '.join(names)}\n")
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
