#!/usr/bin/env bash
# Checks the install path: scripts/install.sh into a temporary PREFIX, then runs the
# installed binary with an empty environment (no Swift toolchain on PATH or
# LD_LIBRARY_PATH) and checks that it links no Swift runtime library dynamically.
# Quick when its build in .build-install is up to date (it only relinks).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
fail() { echo "check_install: $*" >&2; exit 1; }
# The installer builds in its own scratch path: a development build in .build stays as it is.
stamp() { find .build/release/trellis .build/release/TrellisSolver.build -maxdepth 0 -printf '%p %T@\n' 2>/dev/null || true; }
before="$(stamp)"
PREFIX="$prefix" scripts/install.sh >/dev/null
[ "$(stamp)" = "$before" ] || fail "scripts/install.sh changed the development build in .build/release"
binary="$prefix/bin/trellis"

expected="$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/Trellis/Trellis.swift)"
[ -n "$expected" ] || fail "no version constant in Sources/Trellis/Trellis.swift"
got="$(cd / && env -i PATH=/usr/bin:/bin "$binary" --version)" || fail "trellis --version failed without the toolchain"
[ "$got" = "$expected" ] || fail "trellis --version printed '$got', expected '$expected'"

# Dynamically linked Swift runtime libraries (libswiftCore, libFoundation, libdispatch, ...).
swift_libraries="$(ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift|/usr/share/swift' || true)"
[ -z "$swift_libraries" ] || fail "the binary links the Swift runtime dynamically: $swift_libraries"

# It does real work without the toolchain: solve a one-line system from standard input.
answer="$(cd / && echo '{"constraints": [{"constraint": "x >= 3"}]}' | env -i PATH=/usr/bin:/bin "$binary" solve -)" \
    || fail "trellis solve failed without the toolchain"
case "$answer" in
    *'"status":"optimal"'* | *'"status": "optimal"'*) ;;
    *) fail "unexpected answer from trellis solve: $answer" ;;
esac
echo "check_install: $binary runs without the toolchain ($got, no Swift runtime linked dynamically)"
