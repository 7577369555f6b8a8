#!/usr/bin/env python3
"""Runs the command-line examples of README.md and checks their output.

In the README's ```sh blocks, a line starting with `$ ` is a command, run in a scratch folder
that sees the repository's Docs/ and scripts/, with the directory of a built `trellis` first on
PATH; the lines after it, up to the next
command or the end of the block, are its expected standard output. An expected line ending in
`...` must match the start of the actual line; other lines must match exactly. A command with no
expected lines must only succeed. Commands end with `# exit N` when N is their expected status.

Usage: python3 scripts/check_readme.py --bin .build/debug   (prints 'N passed, N failed' last)
"""

import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def examples(readme):
    """(command, expected lines, expected status) for every `$ ` line in an sh block."""
    found = []
    in_block = False
    current = None
    for line in readme.splitlines():
        if line.startswith("```"):
            if current:
                found.append(current)
                current = None
            in_block = line.strip() == "```sh" and not in_block
            continue
        if not in_block:
            continue
        if line.startswith("$ "):
            if current:
                found.append(current)
            command = line[2:]
            status = 0
            match = re.search(r"\s+# exit (\d+)$", command)
            if match:
                status = int(match.group(1))
                command = command[: match.start()]
            current = (command, [], status)
        elif current is not None:
            current[1].append(line)
    return found


def matches(expected, actual):
    if len(expected) != len(actual):
        return False
    for want, got in zip(expected, actual):
        if want.endswith("..."):
            if not got.startswith(want[:-3]):
                return False
        elif want != got:
            return False
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="directory holding a built trellis")
    args = parser.parse_args()
    bin_dir = pathlib.Path(args.bin).resolve()
    environment = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="trellis-readme-") as scratch:
        # Commands run in a scratch folder that sees the repository's Docs, scripts and test
        # fixtures, so the files they write (pictures) land there and not in the clone.
        for name in ("Docs", "scripts", "Tests"):
            os.symlink(ROOT / name, pathlib.Path(scratch) / name)
        environment["TMPDIR"] = scratch
        for command, expected, status in examples((ROOT / "README.md").read_text()):
            run = subprocess.run(
                command, shell=True, cwd=scratch, env=environment, capture_output=True, text=True,
                timeout=600)
            actual = run.stdout.splitlines()
            ok = run.returncode == status and (not expected or matches(expected, actual))
            if ok:
                passed += 1
            else:
                failed += 1
                print(f"FAIL: $ {command}\n  exit {run.returncode} (expected {status})")
                print("  expected:\n    " + "\n    ".join(expected))
                print("  got:\n    " + "\n    ".join(actual[:20]))
                if run.stderr:
                    print("  stderr:\n    " + "\n    ".join(run.stderr.splitlines()[:10]))
    print(f"readme: {passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
