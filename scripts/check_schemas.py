#!/usr/bin/env python3
"""Checks the JSON Schemas in Docs/schemas against every example and fixture in the repository.

Valid files (the examples, the layout fixtures, the system cases that `trellis solve` accepts)
must pass their schema; malformed inputs that a schema can tell apart (an unknown key, a wrong
type, a missing key, a priority out of range) must fail it. With --cli PATH, every valid file is
also run through the `trellis` binary, which must accept it (exit 0 or 2).

Needs the `jsonschema` package (`pip install jsonschema`). Prints 'N passed, N failed' last.
"""

import argparse
import json
import pathlib
import subprocess
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "Docs" / "schemas"


def load_validators():
    registry = Registry()
    schemas = {}
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        schema = json.loads(path.read_text())
        Draft202012Validator.check_schema(schema)
        resource = Resource.from_contents(schema)
        registry = registry.with_resource(schema["$id"], resource)
        registry = registry.with_resource(path.name, resource)
        schemas[path.name.split(".")[0]] = schema
    return {
        name: Draft202012Validator(schema, registry=registry) for name, schema in schemas.items()
    }


# Inputs that the schema alone must reject: (schema, description, document).
MALFORMED = [
    ("system", "unknown top-level key", {"constraints": [], "variabels": {}}),
    ("system", "constraints missing", {"variables": {"x": 1}}),
    ("system", "constraint not a string", {"constraints": [{"constraint": 3}]}),
    ("system", "no relation in a constraint", {"constraints": [{"constraint": "x + 1"}]}),
    ("system", "unknown strength name", {"constraints": [{"constraint": "x == 1", "strength": "strongest"}]}),
    ("system", "negative weight", {"constraints": [{"constraint": "x == 1", "strength": -5}]}),
    ("system", "bad variable name", {"variables": {"1x": 0}, "constraints": []}),
    ("system", "required edit", {"constraints": [], "edits": [{"variable": "x", "strength": "required", "suggest": 1}]}),
    ("system", "edit without suggestion", {"constraints": [], "edits": [{"variable": "x", "strength": "weak"}]}),
    ("system", "unknown key in a constraint", {"constraints": [{"constraint": "x == 1", "priority": 5}]}),
    ("layout", "views missing", {"constraints": []}),
    ("layout", "unknown top-level key", {"views": [], "visualFormat": []}),
    ("layout", "view without id", {"views": [{"parent": "a"}]}),
    ("layout", "frame with three numbers", {"views": [{"id": "a", "frame": [0, 0, 10]}]}),
    ("layout", "priority above 1000", {"views": [{"id": "a"}], "constraints": [{"constraint": "a.width == 1", "priority": 1001}]}),
    ("layout", "hugging below 1", {"views": [{"id": "a", "hugging": [0, 250]}]}),
    ("layout", "unknown direction", {"views": [], "direction": "upward"}),
    ("layout", "unknown format option", {"views": [], "visualFormats": [{"format": "H:|[a]|", "options": ["alignAllMiddle"]}]}),
    ("layout", "guide without owner", {"views": [], "guides": [{"id": "g"}]}),
    ("layout", "unknown key in a view", {"views": [{"id": "a", "intrinsicSise": [1, 2]}]}),
    ("layout", "unknown stack distribution", {"views": [{"id": "a", "stack": {"distribution": "fillEvenly"}}]}),
    ("layout", "unknown key in a stack", {"views": [{"id": "a", "stack": {"axes": "vertical"}}]}),
    ("layout", "text with an intrinsic size", {"views": [{"id": "a", "text": "hi", "intrinsicSize": [1, 2]}]}),
    ("layout", "font without text", {"views": [{"id": "a", "font": {"size": 12}}]}),
    ("bulk-line", "feed line without body", {"name": "Ada"}),
    ("bulk-line", "feed line with fractional votes", {"name": "Ada", "body": "x", "votes": 1.5}),
    ("bulk-line", "neither a layout nor a feed line", {"rows": []}),
]


def valid_files():
    """(schema, path) pairs of every file that trellis accepts."""
    pairs = []
    for path in sorted((ROOT / "Docs" / "examples").glob("*.json")):
        text = path.read_text()
        pairs.append(("layout" if '"views"' in text else "system", path))
    for path in sorted((ROOT / "Tests" / "Fixtures" / "Layout").glob("*.json")):
        pairs.append(("layout", path))
    for path in sorted((ROOT / "scripts" / "cases").glob("*.json")):
        if path.name.endswith(".expected.json") or path.name.startswith("malformed-"):
            continue
        pairs.append(("system", path))
    for path in sorted((ROOT / "scripts" / "regressions").glob("*.json")):
        pairs.append(("system", path))
    return pairs


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", help="a trellis binary to run every valid file through")
    args = parser.parse_args()
    validators = load_validators()
    passed = failed = 0

    def report(ok, what):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL", what)

    for schema, path in valid_files():
        errors = list(validators[schema].iter_errors(json.loads(path.read_text())))
        report(not errors, f"{path.relative_to(ROOT)} against {schema}: {errors[:1]}")
        if args.cli:
            command = "solve" if schema == "system" else "layout"
            run = subprocess.run([args.cli, command, str(path)], capture_output=True, text=True)
            report(run.returncode in (0, 2), f"trellis {command} {path.name}: exit {run.returncode}: {run.stderr.strip()}")
    for path in sorted((ROOT / "Docs" / "examples").glob("*.jsonl")):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            document = json.loads(line)
            errors = list(validators["bulk-line"].iter_errors(document))
            # A line whose only problem is its constraint text (a misspelt attribute) still
            # has a valid shape; the examples keep such a line to show bulk's error lines.
            report(not errors, f"{path.name}:{number} against bulk-line: {errors[:1]}")
    for path in sorted((ROOT / "scripts" / "cases").glob("malformed-unknown-key.json")):
        errors = list(validators["system"].iter_errors(json.loads(path.read_text())))
        report(bool(errors), f"{path.name} should fail the system schema")
    for schema, what, document in MALFORMED:
        errors = list(validators[schema].iter_errors(document))
        report(bool(errors), f"{what} should fail the {schema} schema")

    print(f"schemas: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
