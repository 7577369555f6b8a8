#!/usr/bin/env bash
# Builds the Yoga peer of the feed-cell benchmark (peers/peers_yoga_feed.cpp) against a
# checkout of facebook/yoga, which is not part of this repository:
#
#   git clone --depth 1 --branch v3.2.1 https://github.com/facebook/yoga /tmp/yoga
#   Benchmarks/scripts/yoga_feed.sh /tmp/yoga /tmp/yoga_feed
#   swift run -c release --package-path Benchmarks BulkBenchmarks --cells 20000 --yoga /tmp/yoga_feed
#
# YOGA_DIR is the directory holding yoga/Yoga.h. Yoga's sources and the driver are compiled
# with -O3 into one executable (about a minute on one core).
set -euo pipefail
if [ $# -ne 2 ] || [ ! -f "$1/yoga/Yoga.h" ]; then
    echo "usage: $0 YOGA_DIR OUTPUT" >&2
    exit 64
fi
yoga=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objects=()
while IFS= read -r source; do
    object="$work/$(echo "${source#"$yoga"/}" | tr / _).o"
    ${CXX:-clang++} -O3 -DNDEBUG -std=c++20 -I"$yoga" -c "$source" -o "$object"
    objects+=("$object")
done < <(find "$yoga/yoga" -name '*.cpp')
${CXX:-clang++} -O3 -DNDEBUG -std=c++20 -I"$yoga" -o "$2" "$here/peers/peers_yoga_feed.cpp" "${objects[@]}"
echo "built $2 (yoga $(git -C "$yoga" describe --tags 2>/dev/null || echo '?'))"
