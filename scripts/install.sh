#!/usr/bin/env bash
# Builds the `trellis` command in release mode and copies it to $PREFIX/bin.
#
#   scripts/install.sh                       # into /usr/local/bin
#   PREFIX="$HOME/.local" scripts/install.sh # into ~/.local/bin
#   STATIC=0 scripts/install.sh              # link the Swift runtime dynamically
#   SCRATCH_PATH=/tmp/build scripts/install.sh  # build somewhere other than .build
#
# By default the Swift standard library and Foundation are linked into the binary
# (--static-swift-stdlib), so it runs on a machine without the Swift toolchain. It still
# needs GLPK's shared library at run time (Debian/Ubuntu: libglpk40, or libglpk-dev).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX:-/usr/local}"
flags=(-c release --product trellis)
if [ "${STATIC:-1}" != "0" ]; then flags+=(--static-swift-stdlib); fi
if [ -n "${SCRATCH_PATH:-}" ]; then flags+=(--scratch-path "$SCRATCH_PATH"); fi

echo "== swift build ${flags[*]}"
swift build "${flags[@]}"
bin="$(swift build "${flags[@]}" --show-bin-path)/trellis"

mkdir -p "$prefix/bin"
install -m 0755 "$bin" "$prefix/bin/trellis"
echo "installed $prefix/bin/trellis ($("$prefix/bin/trellis" --version))"
