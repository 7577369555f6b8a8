#!/usr/bin/env bash
# Builds the DocC documentation of every library module with swift-docc-plugin
# (`swift package generate-documentation`), treating every warning (an unresolved link, a
# parameter without documentation, say) as an error: TrellisSolver, TrellisGLPK, Trellis,
# TrellisDSL, TrellisFormats, and TrellisText when Pango's headers are installed (as
# Package.swift decides). Every module is tried even when an earlier one fails, and the script
# exits 1 if any failed.
#
#   Docs/generate-docs.sh                      # archives in .build/docs/<Module>.doccarchive
#   Docs/generate-docs.sh --transform-for-static-hosting --hosting-base-path trellis
#                                              # folders to serve as a static web site
#
# The plugin compiles the modules again with symbol-graph flags in .build, so the next
# `swift build` or `swift test` recompiles them too; CI runs this after its last debug build.
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
modules=(TrellisSolver TrellisGLPK Trellis TrellisDSL TrellisFormats TrellisInterfaceBuilder)
if [ -z "${TRELLIS_NO_PANGO:-}" ] && [ -f /usr/include/pango-1.0/pango/pangocairo.h ]; then
    modules+=(TrellisText)
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
# One module at a time: the plugin stops at the first module that fails, and every module
# should be tried. Later modules reuse the symbol-graph build of the earlier ones.
for module in "${modules[@]}"; do
    rm -rf "${out:?}/$module.doccarchive"
    swift package --allow-writing-to-directory "$out" \
        generate-documentation --target "$module" --output-path "$out/$module.doccarchive" \
        --warnings-as-errors "$@" > "$log" 2>&1 || status=1
    # DocC's warnings are errors here; the plugin may report a failed conversion and exit 0.
    if grep -q 'error:' "$log"; then status=1; fi
    grep -v -e '^\[[0-9]*/[0-9]*\]' -e 'prohibited flag' "$log" || true
done
for module in "${modules[@]}"; do
    [ -d "$out/$module.doccarchive" ] || { echo "generate-docs: no archive for $module" >&2; status=1; }
done
if [ "$status" != 0 ]; then
    echo "generate-docs: failed (see the errors and warnings above)" >&2
    exit 1
fi
echo "generate-docs: ${#modules[@]} archives in $out (${modules[*]})"
