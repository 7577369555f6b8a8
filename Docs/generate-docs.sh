#!/usr/bin/env bash
# Builds the DocC documentation of every library module with swift-docc-plugin
# (`swift package generate-documentation`), treating every warning (an unresolved link, a
# parameter without documentation, say) as an error: TrellisSolver, TrellisGLPK, Trellis,
# TrellisDSL, TrellisFormats, and TrellisText when Pango's headers are installed (as
# Package.swift decides). One invocation builds them all, so the symbol graphs share one build;
# every module is tried even when an earlier one fails, and the script exits 1 if any failed.
#
#   Docs/generate-docs.sh                      # archives in .build/docs/<Module>.doccarchive
#   Docs/generate-docs.sh --transform-for-static-hosting --hosting-base-path trellis
#                                              # folders to serve as a static web site
#
# To read the documentation in a browser while writing it (rebuilt on every save):
#   TRELLIS_DOCS=1 swift package --disable-sandbox preview-documentation --target Trellis
# then open the address it prints (http://localhost:8080/documentation/trellis).
set -euo pipefail
cd "$(dirname "$0")/.."
# Package.swift declares swift-docc-plugin only when TRELLIS_DOCS is set, so that an ordinary
# build never fetches or compiles it.
export TRELLIS_DOCS=1
out=.build/docs
mkdir -p "$out"
modules=(TrellisSolver TrellisGLPK Trellis TrellisDSL TrellisFormats)
if [ -z "${TRELLIS_NO_PANGO:-}" ] && [ -f /usr/include/pango-1.0/pango/pangocairo.h ]; then
    modules+=(TrellisText)
fi
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
swift package --allow-writing-to-directory "$out" \
    generate-documentation "${targets[@]}" --output-path "$out" \
    --warnings-as-errors "$@" 2>&1 | tee "$log" || status=$?
# The plugin reports a failed `docc convert` as an error but may still exit 0: check its log
# (with --warnings-as-errors, DocC's warnings are errors there).
if grep -q 'error:' "$log"; then status=1; fi
for module in "${modules[@]}"; do
    [ -d "$out/$module.doccarchive" ] || { echo "generate-docs: no archive for $module" >&2; status=1; }
done
if [ "$status" != 0 ]; then
    echo "generate-docs: failed (see the errors and warnings above)" >&2
    exit 1
fi
echo "generate-docs: ${#modules[@]} archives in $out (${modules[*]})"
