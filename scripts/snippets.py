#!/usr/bin/env python3
"""Turns every Swift code block of README.md, of the DocC catalogs (Sources/*/*.docc/*.md) and of
the `///` documentation comments in Sources/**/*.swift into a Swift file of the
TrellisSnippetTests test target, so that `swift test` compiles each block exactly as a reader
would paste it into a file of their own.

Why generated and checked-in files rather than a build plugin: the blocks compile with the rest
of the test suite (no plugin to build first, nothing to trust at build time), a failing block
points at a plain Swift file that names its source, and `--check` in CI catches a block edited
without regenerating.

Each block becomes its own file, with its `import` lines at the top and its statements in the
body of an `async throws` function, which is compiled but not called (the README's outputs are
checked by scripts/check_readme.py and the test suite). The target enables MemberImportVisibility,
so a block compiles only when it imports what it uses, as in a reader's own file.

Markdown pages (README.md, the catalogs' articles): the blocks fenced with ```swift. An HTML
comment on the line before a block (invisible in rendered Markdown and in DocC) says how to
compile it:

    <!-- snippet: skip REASON -->      not Swift source on its own (a Package.swift excerpt)
    <!-- snippet: continues -->        appended to the previous block of the same page
    <!-- snippet: given               statements that come first, not shown to the reader
    let cell = LayoutView("cell")
    -->

Documentation comments: DocC renders the blocks of a symbol's `///` comment on its page, and a
fence without a language is Swift there, so both "/// ```swift" and a bare "/// ```" open a
Swift block; anything else gets its own language (```text for a grammar, an output or a
drawing) and is not compiled. A block imports, without writing it, the module whose sources
hold the comment and the package's modules that module depends on (its `dependencies` in
Package.swift): what the module's own sources see, so an example of a TrellisDSL symbol uses
views without `import Trellis`; any other module (Foundation, TrellisText, ...) the block
imports itself, in lines the reader sees. The blocks of an executable target's sources are
not compiled (no module to import). Internal declarations' examples are compiled too, with
`// snippet: given @testable import Module` (the snippet target sees `package` declarations,
not internal ones): DocC publishes only the public API, but an example in the source should not
rot either. Plain `//` comment lines right above the fence are left out of the documentation
by the compiler (DocC never sees them) and say how to compile the block, one line each:

    // snippet: given let view = LayoutView("view")   a line that comes first (one per line)
    // snippet: continues                              appended to the previous block of the file
    // snippet: skip REASON                            not compiled (rather: a non-Swift fence)

A compiler error in such a block points at the documentation comment itself: the generated file
marks each line with `#sourceLocation`, so moving a block (an edit above it in its source file)
changes its generated file too, and `--check` asks for a regeneration.

Usage: python3 scripts/snippets.py          (writes Tests/TrellisSnippetTests/Generated)
       python3 scripts/snippets.py --check  (exit 1 when the files are not up to date)
"""

import glob
import os
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "TrellisSnippetTests" / "Generated"
DIRECTIVE = re.compile(r"^<!-- snippet: (skip|continues|given)\b(.*)$")


def pages():
    found = [ROOT / "README.md"]
    found += sorted(pathlib.Path(p) for p in glob.glob(str(ROOT / "Sources" / "*" / "*.docc" / "*.md")))
    return found


def blocks(path):
    """(line number, directive, given lines, code lines) for each ```swift block of `path`."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found = []
    index = 0
    while index < len(lines):
        if lines[index].strip() != "```swift":
            index += 1
            continue
        start = index
        end = start + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        directive, given = None, []
        # The directive: the nearest comment that ends right above the block.
        above = start - 1
        if above >= 0 and lines[above].strip().endswith("-->"):
            first = above
            while first > 0 and not lines[first].lstrip().startswith("<!--"):
                first -= 1
            match = DIRECTIVE.match(lines[first].strip())
            if match:
                directive = match.group(1)
                if directive == "given":
                    given = lines[first + 1:above]
        indent = len(lines[start]) - len(lines[start].lstrip())
        code = [line[indent:] if line[:indent].strip() == "" else line for line in lines[start + 1:end]]
        found.append((start + 1, directive, given, code))
        index = end + 1
    return found


def generate():
    files = {}
    for page in pages():
        groups = []
        for ordinal, (line, directive, given, code) in enumerate(blocks(page), start=1):
            if directive == "skip":
                continue
            if directive == "continues" and groups:
                groups[-1]["code"] += code
                continue
            # Named by its place among the page's Swift blocks (not by line, so that editing
            # the prose around it leaves the file as it is).
            groups.append({"ordinal": ordinal, "given": given, "code": code})
        for number, group in enumerate(groups, start=1):
            name = f"{swift_name(page)}_{number}"
            origin = f"{page.relative_to(ROOT)}, Swift block {group['ordinal']}"
            files[f"{name}.swift"] = snippet(name, origin, [(None, line) for line in group["given"] + group["code"]])
    implied = module_imports()
    for source in sources():
        groups = []
        for ordinal, (line, directive, given, code) in enumerate(comment_blocks(source), start=1):
            if directive == "skip":
                continue
            if directive == "continues" and groups:
                groups[-1]["lines"] += given + code
                continue
            groups.append({"ordinal": ordinal, "line": line, "lines": given + code})
        module = source.relative_to(ROOT).parts[1]
        if module not in implied:
            continue  # an executable's sources: no module for a snippet to import
        imports = [(None, f"import {name}") for name in implied[module]]
        for number, group in enumerate(groups, start=1):
            name = f"{swift_name(source)}_{number}"
            origin = f"{source.relative_to(ROOT)}, Swift block {group['ordinal']} (line {group['line']})"
            files[f"{name}.swift"] = snippet(name, origin, imports + group["lines"], source.relative_to(ROOT))
    return files


def snippet(name, origin, lines, source=None):
    """The Swift file for one block: `lines` are (line number in `source`, text[, column])
    tuples; a line number of None marks a line that is not in the source (an implied import),
    and the column (0-based, 4 when not given) is where the text starts in its source line, so
    that a compiler error's column is the source's too."""
    lines = [(line + (4,))[:3] for line in lines]
    imports = {text.strip() for _, text, _ in lines if re.match(r"(@testable )?import ", text)}
    # A block may see a module's internals (`@testable import`): then not its plain import too.
    imports = sorted(line for line in imports if "@testable " + line not in imports)
    statements = [line for line in lines if not re.match(r"(@testable )?import ", line[1])]
    text = f"// Generated by scripts/snippets.py from {origin}: do not edit.\n"
    # TrellisText exists only where Pango's headers are installed (see Package.swift).
    optional = "import TrellisText" in imports
    text += "#if canImport(TrellisText)\n" if optional else ""
    text += "".join(f"{line}\n" for line in imports) + "\n"
    text += f"func snippet_{name}() async throws {{\n"
    expected = None  # the source line the next generated line stands for
    for number, line, column in statements:
        if source is not None and number != expected:
            text += f'#sourceLocation(file: "{source}", line: {number})\n'
        expected = number + 1 if number is not None else None
        text += " " * column + f"{line}\n" if line.strip() else "\n"
    if source is not None:
        text += "#sourceLocation()\n"
    # A value the reader is shown but the block never reads again: read it, so that the
    # compiler does not warn about it.
    for unused in unread([line for _, line, _ in statements]):
        text += f"    _ = {unused}\n"
    text += "}\n"
    text += "#endif\n" if optional else ""
    return text


def module_imports():
    """For each library target of Package.swift: the `import` lines its documentation comments'
    blocks get without writing them, namely the target itself and the package's Trellis
    modules it depends on (what its own sources see)."""
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    imports = {}
    for match in re.finditer(r'\.target\(\s*name: "(\w+)"(?:,\s*dependencies: \[(.*?)\])?', manifest, re.S):
        dependencies = re.findall(r'"(Trellis\w*)"', match.group(2) or "")
        imports[match.group(1)] = [match.group(1)] + dependencies
    return imports


COMMENT_DIRECTIVE = re.compile(r"^\s*// snippet: (skip|continues|given)\b ?(.*)$")
DOC_LINE = re.compile(r"^\s*///( ?)(.*)$")


def sources():
    return sorted(pathlib.Path(p) for p in glob.glob(str(ROOT / "Sources" / "**" / "*.swift"), recursive=True))


def comment_blocks(path):
    """(line number, directive, given lines, code lines) for each Swift block of the `///`
    comments of `path`; given and code lines are (line number, text) pairs."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found = []
    index = 0
    while index < len(lines):
        match = DOC_LINE.match(lines[index])
        fence = match.group(2).strip() if match else ""
        if fence.startswith("```") and fence not in ("```", "```swift"):
            # Another language's block (```text, ```json ...): not compiled, skipped whole.
            index += 1
            while index < len(lines) and DOC_LINE.match(lines[index]) and DOC_LINE.match(lines[index]).group(2).strip() != "```":
                index += 1
            index += 1
            continue
        if fence not in ("```", "```swift"):
            index += 1
            continue
        fence = match.group(2)
        start = index
        indent = len(fence) - len(fence.lstrip())
        code = []
        end = start + 1
        while end < len(lines):
            match = DOC_LINE.match(lines[end])
            if not match:
                sys.exit(f"snippets: {path.relative_to(ROOT)}:{start + 1}: the block has no closing fence")
            text = match.group(2)
            if text.strip() == "```":
                break
            kept = text[indent:] if text[:indent].strip() == "" else text.lstrip()
            code.append((end + 1, kept, match.start(2) + len(text) - len(kept)))
            end += 1
        directive, given = None, []
        above = start - 1
        while above >= 0 and lines[above].lstrip().startswith("//") and not lines[above].lstrip().startswith("///"):
            above -= 1
        for number in range(above + 1, start):
            match = COMMENT_DIRECTIVE.match(lines[number])
            if not match:
                continue
            if match.group(1) == "given":
                given.append((number + 1, match.group(2)))
            directive = directive if match.group(1) == "given" else match.group(1)
        found.append((start + 1, directive, given, code))
        index = end + 1
    return found


def swift_name(path):
    relative = path.relative_to(ROOT)
    if relative.parts[0] == "Sources" and relative.suffix == ".swift":
        return re.sub(r"\W", "_", f"Doc_{relative.parts[1]}_{relative.stem}")
    if relative.parts[0] == "Sources":
        return f"{relative.parts[1]}_{relative.stem}"
    return relative.stem.capitalize()


def unread(statements):
    """The names a block declares at its top level (`let name = ...`) and never reads: named
    once, or else only assigned to (comments and strings do not count)."""
    body = re.sub(r'"[^"\n]*"', '""', "\n".join(statements))  # names inside strings do not count
    body = re.sub(r"//.*", "", body)  # nor in comments
    names = []
    for line in statements:
        match = re.match(r"(?:let|var) (\w+)\s*(?::[^=]*)?=", line)
        if not match:
            continue
        uses = len(re.findall(r"(?<![.\w])%s\b" % match.group(1), body))
        writes = len(re.findall(r"(?<![.\w])%s\s*=(?!=)" % match.group(1), body))
        writes += 1 if re.match(r"(?:let|var) \w+\s*:", line) else 0  # `let name: Type = ...`
        if uses == writes:
            names.append(match.group(1))
    return names


def main(argv):
    files = generate()
    existing = {p.name: p.read_text(encoding="utf-8") for p in OUT.glob("*.swift")} if OUT.exists() else {}
    if "--check" in argv:
        if existing != files:
            stale = sorted(set(existing) ^ set(files) | {n for n in files if existing.get(n) != files[n]})
            sys.stderr.write("snippets: generated files out of date (run scripts/snippets.py): "
                             + ", ".join(stale) + "\n")
            return 1
        print(f"snippets: {len(files)} blocks up to date")
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name in set(existing) - set(files):
        (OUT / name).unlink()
    for name, text in files.items():
        if existing.get(name) != text:
            (OUT / name).write_text(text, encoding="utf-8")
    print(f"snippets: {len(files)} blocks in {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
