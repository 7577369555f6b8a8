"""The enaml-like benchmark system shared by the benchmark scripts: read from its one
definition (a JSON literal in the TrellisDemo module), and a parser for the linear sides of its
constraint strings."""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ENAML = os.path.join(HERE, "..", "..", "Sources", "TrellisDemo", "Workloads", "BenchWorkload+EnamlLike.swift")


def enaml_system(path=ENAML):
    """The enaml-like system: the JSON between the Swift file's triple quotes."""
    text = open(path).read()
    start = text.index('"""') + 3
    return json.loads(text[start : text.index('"""', start)])


TOKEN = re.compile(r"\s*(?:(\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|([A-Za-z_]\w*)|(\S))")


def side(text):
    """A linear side `[+-] term ([+-] term)*`, term = number | name | number*name | name*number."""
    terms, constant = {}, 0.0
    tokens = [m.groups() for m in TOKEN.finditer(text) if any(m.groups())]
    i, sign = 0, 1.0
    while i < len(tokens):
        number, name, op = tokens[i]
        if op is not None and op in "+-":
            sign = sign * (-1.0 if op == "-" else 1.0)
            i += 1
            continue
        coefficient, variable = 1.0, None
        while i < len(tokens):
            number, name, op = tokens[i]
            if number is not None:
                coefficient *= float(number)
            elif name is not None:
                variable = name
            elif op == "*":
                pass
            elif op == "/":
                i += 1
                coefficient /= float(tokens[i][0])
            else:
                break
            i += 1
        if variable is None:
            constant += sign * coefficient
        else:
            terms[variable] = terms.get(variable, 0.0) + sign * coefficient
        sign = 1.0
    return terms, constant
