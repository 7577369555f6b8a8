#!/usr/bin/env python3
"""Offline tests of scripts/fetch_ib_corpus.py: the committed manifest parses, bad rows are
refused with their line number, and documents land where scripts/check_ib_corpus.py looks.

    python3 scripts/test_fetch_ib_corpus.py
"""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fetch_ib_corpus as fetch  # noqa: E402

HEADER = "repo\tcommit\tpath\tlicense\tkind\tbytes\n"
GOOD = "owner/name\t" + "a" * 40 + "\tApp/Base.lproj/Main.storyboard\tMIT\tstoryboard\t5\n"


class ManifestTests(unittest.TestCase):
    def test_committed_manifest(self):
        with open(fetch.DEFAULT_MANIFEST, encoding="utf-8") as handle:
            rows = fetch.parse_manifest(handle.read())
        self.assertEqual(len(rows), 359)
        self.assertEqual(len({row["repo"] for row in rows}), 33)
        self.assertTrue(all(row["license"] in ("MIT", "Apache-2.0") for row in rows))

    def test_good_row(self):
        [row] = fetch.parse_manifest(HEADER + GOOD)
        self.assertEqual(row["file"], "owner__name/App__Base.lproj__Main.storyboard")
        self.assertEqual(row["bytes"], 5)

    def test_bad_rows_name_their_line(self):
        bad = {
            "short commit": GOOD.replace("a" * 40, "abc123"),
            "escaping path": GOOD.replace("App/Base.lproj", "../etc"),
            "absolute path": GOOD.replace("App/", "/App/"),
            "not a document": GOOD.replace("Main.storyboard", "Main.swift"),
            "wrong kind": GOOD.replace("\tstoryboard\t", "\txib\t"),
            "other licence": GOOD.replace("\tMIT\t", "\tGPL-3.0\t"),
            "missing field": GOOD.replace("\t5\n", "\n"),
        }
        for name, row in bad.items():
            with self.subTest(name), self.assertRaisesRegex(fetch.ManifestError, "^line 3:"):
                fetch.parse_manifest(HEADER + GOOD.replace("name", "other") + row)

    def test_header_duplicates_and_empty(self):
        with self.assertRaisesRegex(fetch.ManifestError, "header"):
            fetch.parse_manifest(GOOD)
        with self.assertRaisesRegex(fetch.ManifestError, "twice"):
            fetch.parse_manifest(HEADER + GOOD + GOOD)
        with self.assertRaisesRegex(fetch.ManifestError, "no documents"):
            fetch.parse_manifest(HEADER)

    def test_write_checks_the_size(self):
        [row] = fetch.parse_manifest(HEADER + GOOD)
        with tempfile.TemporaryDirectory() as dest:
            with self.assertRaises(RuntimeError):
                fetch.write(dest, row, b"too long")
            self.assertFalse(fetch.present(dest, row))
            fetch.write(dest, row, b"<doc>")
            self.assertTrue(fetch.present(dest, row))


if __name__ == "__main__":
    unittest.main()
