#!/usr/bin/env python3
"""Runs `trellis ib --format json` over every .xib and .storyboard under a folder and
compares the computed frames with the ones Xcode stored.

    scripts/check_ib_corpus.py DIR --cli .build/release/trellis [--device ID] [--text pango]
        [--metrics stored|device] [--list N]

DIR is a folder of documents, such as the public corpus scripts/fetch_ib_corpus.py DIR fetches.

Prints: documents read, exit-1 documents, crashes, views compared, the share within 0.5 pt
(overall, and in roots without text-bearing views) on documents Xcode flagged neither
misplaced nor ambiguous, how many of the views Xcode flagged misplaced trellis reports, the
views that still differ grouped by element kind and by root kind, and the time taken.
"""

import argparse
import collections
import json
import os
import resource
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree

TOLERANCE = 0.5
BATCH = 40


def documents(folder):
    found = []
    for directory, _, names in os.walk(folder):
        for name in names:
            if name.endswith((".xib", ".storyboard")):
                found.append(os.path.join(directory, name))
    return sorted(found)


def run(cli, files, extra):
    """Runs one batch; returns (objects by file, return code)."""
    process = subprocess.run(
        [cli, "ib", "--format", "json", *extra, *files], capture_output=True, text=True)
    objects = {}
    for line in process.stdout.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            continue
        objects[value.get("file")] = value
    return objects, process.returncode, process.stderr


def features(path):
    """What each view of a document is part of, read from the XML: its superview's element
    name, and the kinds of constraint that mention it (margins, safe area or layout guides,
    baselines, multipliers, inequalities, priorities below required)."""
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError):
        return {}, {}
    guides = {g.get("id") for g in root.iter("viewLayoutGuide")}
    guides |= {g.get("id") for g in root.iter("viewControllerLayoutGuide")}
    parent_kind = {}
    for element in root.iter():
        if element.tag == "subviews":
            continue
        for child in element:
            holder = element
            if child.tag == "subviews":
                for view in child:
                    parent_kind[view.get("id")] = holder.tag + (" (stack)" if holder.tag == "stackView" else "")
            elif child.get("key") == "contentView":
                parent_kind[child.get("id")] = holder.tag
    tags = collections.defaultdict(set)
    for constraints in root.iter("constraints"):
        for c in constraints:
            items = [c.get("firstItem"), c.get("secondItem")]
            attributes = (c.get("firstAttribute") or "") + " " + (c.get("secondAttribute") or "")
            found = set()
            if "Margin" in attributes:
                found.add("margins")
            if any(i in guides for i in items):
                found.add("safe area / guides")
            if "aseline" in attributes:
                found.add("baselines")
            if c.get("multiplier"):
                found.add("multiplier")
            if c.get("relation"):
                found.add("inequality")
            if c.get("priority") and c.get("priority") != "1000":
                found.add("priority < 1000")
            for item in items:
                if item:
                    tags[item] |= found
    return parent_kind, tags


def close(a, b):
    return all(abs(x - y) <= TOLERANCE for x, y in zip(a, b))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--cli", required=True, help="the trellis executable")
    parser.add_argument("--device", help="lay out on this device instead of each document's")
    parser.add_argument("--text", choices=["stored", "pango"], help="how trellis sizes text")
    parser.add_argument("--metrics", choices=["stored", "device"],
                        help="where trellis takes the simulated safe area and margins (stored by default)")
    parser.add_argument("--list", type=int, default=0, help="print this many differing views")
    args = parser.parse_args()
    extra = ["--device", args.device] if args.device else []
    if args.text:
        extra += ["--text", args.text]
    if args.metrics:
        extra += ["--metrics", args.metrics]

    files = documents(args.folder)
    results = {}
    crashes = []
    started = time.time()
    for start in range(0, len(files), BATCH):
        batch = files[start:start + BATCH]
        objects, code, _ = run(args.cli, batch, extra)
        if code < 0 or code > 2 or len(objects) < len(batch):
            # Find the document that crashed: one process each.
            for file in batch:
                if file in objects:
                    results[file] = objects[file]
                    continue
                single, single_code, stderr = run(args.cli, [file], extra)
                if file in single:
                    results[file] = single[file]
                else:
                    crashes.append((file, single_code, stderr.strip().splitlines()[-1:] ))
        else:
            results.update(objects)
    elapsed = time.time() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)

    unreadable = [f for f, v in results.items() if "error" in v]
    compared = within = 0
    compared_plain = within_plain = 0
    flagged_docs = 0
    flagged_misplaced = flagged_reported = 0
    differing_by_kind = collections.Counter()
    compared_by_kind = collections.Counter()
    differing_by_root = collections.Counter()
    differing_by_parent = collections.Counter()
    differing_by_feature = collections.Counter()
    compared_by_feature = collections.Counter()
    statuses = collections.Counter()
    examples = []
    for file, value in sorted(results.items()):
        if "error" in value:
            continue
        roots = value.get("roots", [])
        flagged = any(r.get("flaggedMisplaced") or r.get("flaggedAmbiguous") for r in roots)
        for root in roots:
            statuses[root.get("status")] += 1
            misplaced = set(root.get("misplaced", []))
            for view in root.get("flaggedMisplaced", []):
                flagged_misplaced += 1
                flagged_reported += view in misplaced
        if flagged:
            flagged_docs += 1
            continue
        parent_kind, tags = features(file)
        for root in roots:
            plain = not root.get("text")
            stored = root.get("stored", {})
            frames = root.get("frames", {})
            kinds = root.get("kinds", {})
            for view, frame in frames.items():
                if view not in stored:
                    continue
                if view == root.get("id"):
                    same = close(stored[view][2:], frame[2:])
                else:
                    same = close(stored[view], frame)
                kind = kinds.get(view, "view")
                compared += 1
                within += same
                compared_by_kind[kind] += 1
                view_features = sorted(tags.get(view, ())) or ["plain constraints"]
                if view in root.get("text", []):
                    view_features.append("text")
                for feature in view_features:
                    compared_by_feature[feature] += 1
                if plain:
                    compared_plain += 1
                    within_plain += same
                if not same:
                    differing_by_kind[kind] += 1
                    differing_by_root[root.get("kind")] += 1
                    differing_by_parent[parent_kind.get(view, "(root)")] += 1
                    for feature in view_features:
                        differing_by_feature[feature] += 1
                    examples.append((file, root.get("id"), view, kind + (" [no text]" if plain else ""), stored[view], frame))

    def share(a, b):
        return f"{100.0 * a / b:.2f}%" if b else "n/a"

    print(f"documents: {len(files)}   read: {len(results) - len(unreadable)}   exit 1 (unreadable): "
          f"{len(unreadable)}   crashes: {len(crashes)}")
    for file, code, tail in crashes:
        print(f"  crash: {file} (status {code}) {' '.join(tail)}")
    for file in unreadable:
        print(f"  unreadable: {results[file]['error']}")
    print(f"roots by status: {dict(statuses)}")
    print(f"documents Xcode flagged (misplaced/ambiguous), left out of the comparison: {flagged_docs}")
    print(f"views compared: {compared}   within {TOLERANCE} pt: {within} ({share(within, compared)})")
    print(f"  in roots without text-bearing views: {compared_plain}   within: {within_plain} "
          f"({share(within_plain, compared_plain)})")
    print(f"views Xcode flagged misplaced: {flagged_misplaced}   also reported by trellis: {flagged_reported} "
          f"({share(flagged_reported, flagged_misplaced)})")
    print(f"time: {elapsed:.2f} s wall, {usage.ru_utime + usage.ru_stime:.2f} s CPU in trellis")
    print("views that differ, by element kind (differing / compared):")
    for kind, count in differing_by_kind.most_common():
        print(f"  {kind:32} {count:6} / {compared_by_kind[kind]}")
    print("views that differ, by root kind:")
    for kind, count in differing_by_root.most_common():
        print(f"  {kind:32} {count:6}")
    print("views that differ, by superview kind:")
    for kind, count in differing_by_parent.most_common(15):
        print(f"  {kind:32} {count:6}")
    print("views that differ, by feature of the constraints that mention them (differing / compared):")
    for feature, count in differing_by_feature.most_common():
        print(f"  {feature:32} {count:6} / {compared_by_feature[feature]}")
    for file, root, view, kind, stored, frame in examples[:args.list]:
        print(f"  {file} root {root} {kind} {view}: stored {stored} computed {frame}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
