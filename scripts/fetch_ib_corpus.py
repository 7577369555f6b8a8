#!/usr/bin/env python3
"""Rebuilds the Interface Builder corpus that `trellis ib`'s figures are measured on: 359
public .xib and .storyboard documents (MIT and Apache-2.0 projects), each at the commit
recorded in scripts/ib-corpus/manifest.tsv.

    scripts/fetch_ib_corpus.py DEST [--manifest FILE] [--method git|raw] [--jobs N]
    scripts/fetch_ib_corpus.py --check-manifest [--manifest FILE]

Each document is written to DEST/OWNER__NAME/PATH_WITH__FOR_SLASHES (the layout
scripts/check_ib_corpus.py reads), and its size is checked against the manifest. Documents
already present with the right size are skipped, so an interrupted run can be started again.

--method git (the default) makes one blobless clone per repository
(`git clone --filter=blob:none --no-checkout`) in DEST/.git-cache and reads each document
with `git show COMMIT:PATH`: it needs git and network access to github.com, and fetches only
the documents' blobs. --method raw downloads
https://raw.githubusercontent.com/OWNER/NAME/COMMIT/PATH instead (no git needed).

--check-manifest parses the manifest and checks every row offline (owner/name, a 40-digit
commit, a relative path ending in .xib or .storyboard, a licence and kind that fit), then
exits: 0 when it is well formed. Exit status otherwise: 0 every document fetched, 1 some
could not be (listed on stderr).

Then:  scripts/check_ib_corpus.py DEST --cli .build/release/trellis
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_MANIFEST = os.path.join(HERE, "ib-corpus", "manifest.tsv")
COLUMNS = ["repo", "commit", "path", "license", "kind", "bytes"]
LICENSES = {"MIT", "Apache-2.0"}
REPO = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9_.][A-Za-z0-9_.-]*$")
COMMIT = re.compile(r"^[0-9a-f]{40}$")


class ManifestError(Exception):
    pass


def parse_manifest(text):
    """The manifest's rows as dicts (bytes as an int); ManifestError names the first bad line."""
    lines = text.splitlines()
    if not lines or lines[0].split("\t") != COLUMNS:
        raise ManifestError("line 1: expected the header " + "\t".join(COLUMNS))
    rows, seen = [], set()
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != len(COLUMNS):
            raise ManifestError(f"line {number}: {len(fields)} fields, expected {len(COLUMNS)}")
        row = dict(zip(COLUMNS, fields))
        path = row["path"]
        problems = []
        if not REPO.match(row["repo"]) or ".." in row["repo"]:
            problems.append(f"repo '{row['repo']}' is not OWNER/NAME")
        if not COMMIT.match(row["commit"]):
            problems.append(f"commit '{row['commit']}' is not 40 hex digits")
        if path.startswith("/") or "\\" in path or any(p in ("", ".", "..") for p in path.split("/")):
            problems.append(f"path '{path}' is not a plain relative path")
        if not path.endswith((".xib", ".storyboard")):
            problems.append(f"path '{path}' is not a .xib or .storyboard")
        if row["kind"] != ("xib" if path.endswith(".xib") else "storyboard"):
            problems.append(f"kind '{row['kind']}' does not match the path")
        if row["license"] not in LICENSES:
            problems.append(f"licence '{row['license']}' is not one of {sorted(LICENSES)}")
        if not row["bytes"].isdigit():
            problems.append(f"bytes '{row['bytes']}' is not a number")
        if problems:
            raise ManifestError(f"line {number}: " + "; ".join(problems))
        row["bytes"] = int(row["bytes"])
        row["file"] = destination(row)
        if row["file"] in seen:
            raise ManifestError(f"line {number}: {row['file']} appears twice")
        seen.add(row["file"])
        rows.append(row)
    if not rows:
        raise ManifestError("the manifest has no documents")
    return rows


def destination(row):
    """Where a document goes under DEST: OWNER__NAME/PATH with / as __."""
    return row["repo"].replace("/", "__") + "/" + row["path"].replace("/", "__")


def present(dest, row):
    target = os.path.join(dest, row["file"])
    return os.path.isfile(target) and os.path.getsize(target) == row["bytes"]


def write(dest, row, data):
    if len(data) != row["bytes"]:
        raise RuntimeError(f"{len(data)} bytes, the manifest says {row['bytes']}")
    target = os.path.join(dest, row["file"])
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target + ".part", "wb") as handle:
        handle.write(data)
    os.replace(target + ".part", target)


def git(*arguments, cwd=None):
    return subprocess.run(["git", *arguments], cwd=cwd, check=True, capture_output=True).stdout


def fetch_repo_git(dest, repo, rows):
    """One repository's documents through a blobless clone; returns the failures."""
    clone = os.path.join(dest, ".git-cache", repo.replace("/", "__"))
    failures = []
    try:
        if not os.path.isdir(clone):
            if os.path.exists(clone + ".tmp"):
                shutil.rmtree(clone + ".tmp")
            git("clone", "--quiet", "--filter=blob:none", "--no-checkout",
                f"https://github.com/{repo}.git", clone + ".tmp")
            os.replace(clone + ".tmp", clone)
    except (subprocess.CalledProcessError, OSError) as error:
        return [(row, f"clone failed: {describe(error)}") for row in rows]
    for row in rows:
        try:
            try:
                data = git("show", f"{row['commit']}:{row['path']}", cwd=clone)
            except subprocess.CalledProcessError:
                # The commit may not be on the default branch: ask for it by id.
                git("fetch", "--quiet", "--filter=blob:none", "origin", row["commit"], cwd=clone)
                data = git("show", f"{row['commit']}:{row['path']}", cwd=clone)
            write(dest, row, data)
        except (subprocess.CalledProcessError, OSError, RuntimeError) as error:
            failures.append((row, describe(error)))
    return failures


def fetch_repo_raw(dest, repo, rows):
    failures = []
    for row in rows:
        url = f"https://raw.githubusercontent.com/{repo}/{row['commit']}/{row['path']}"
        try:
            with urllib.request.urlopen(urllib.parse.quote(url, safe=":/"), timeout=60) as response:
                write(dest, row, response.read())
        except (OSError, RuntimeError) as error:
            failures.append((row, describe(error)))
    return failures


def describe(error):
    if isinstance(error, subprocess.CalledProcessError):
        return (error.stderr or b"").decode(errors="replace").strip() or str(error)
    return str(error)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dest", nargs="?", help="the folder to write the documents into")
    parser.add_argument("--manifest", default=DEFAULT_MANIFEST)
    parser.add_argument("--method", choices=["git", "raw"], default="git")
    parser.add_argument("--jobs", type=int, default=4, help="repositories fetched at once (4)")
    parser.add_argument("--check-manifest", action="store_true", help="check the manifest offline and exit")
    arguments = parser.parse_args()
    try:
        with open(arguments.manifest, encoding="utf-8") as handle:
            rows = parse_manifest(handle.read())
    except (OSError, ManifestError) as error:
        print(f"fetch_ib_corpus.py: {arguments.manifest}: {error}", file=sys.stderr)
        return 1
    repos = sorted({row["repo"] for row in rows})
    if arguments.check_manifest:
        print(f"{arguments.manifest}: {len(rows)} documents from {len(repos)} repositories")
        return 0
    if not arguments.dest:
        parser.error("DEST is required")
    missing = [row for row in rows if not present(arguments.dest, row)]
    by_repo = {}
    for row in missing:
        by_repo.setdefault(row["repo"], []).append(row)
    fetch = fetch_repo_git if arguments.method == "git" else fetch_repo_raw
    print(f"{len(rows) - len(missing)} of {len(rows)} documents present; fetching {len(missing)} "
          f"from {len(by_repo)} repositories", file=sys.stderr)
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
        for result in pool.map(lambda item: fetch(arguments.dest, *item), sorted(by_repo.items())):
            failures.extend(result)
    for row, reason in failures:
        print(f"{row['repo']}@{row['commit'][:12]}:{row['path']}: {reason}", file=sys.stderr)
    print(f"{len(rows) - len(failures)} of {len(rows)} documents in {arguments.dest}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
