#!/usr/bin/env bash
# Builds the `trellis` command in release mode and copies it to $PREFIX/bin.
#
#   scripts/install.sh                       # into /usr/local/bin
#   PREFIX="$HOME/.local" scripts/install.sh # into ~/.local/bin
#   STATIC=0 scripts/install.sh              # link the Swift runtime dynamically
#   SCRATCH_PATH=/tmp/build scripts/install.sh  # build somewhere other than .build-install
#
# The build goes to its own scratch path, .build-install, so that it and a development build
# in .build (`swift build`, `swift run -c release`) never invalidate each other: the installer's
# --static-swift-stdlib changes every link, and sharing .build/release would rebuild the whole
# package each time one follows the other.
#
# By default the Swift standard library and Foundation are linked into the binary
# (--static-swift-stdlib), so it runs on a machine without the Swift toolchain. It still
# needs GLPK's shared library at run time (Debian/Ubuntu: libglpk40, or libglpk-dev).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX:-/usr/local}"
flags=(-c release --product trellis)
if [ "${STATIC:-1}" != "0" ]; then flags+=(--static-swift-stdlib); fi
flags+=(--scratch-path "${SCRATCH_PATH:-.build-install}")

echo "== swift build ${flags[*]}"
swift build "${flags[@]}"
bin="$(swift build "${flags[@]}" --show-bin-path)/trellis"

mkdir -p "$prefix/bin"
install -m 0755 "$bin" "$prefix/bin/trellis"
echo "installed $prefix/bin/trellis ($("$prefix/bin/trellis" --version))"
