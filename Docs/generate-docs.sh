#!/usr/bin/env bash
# Builds the DocC archives of TrellisSolver and Trellis without the swift-docc-plugin package:
# SwiftPM extracts the symbol graphs, the toolchain's `docc` converts each catalog.
# Output: .build/docs/<Module>.doccarchive (open with `docc preview`, or host statically).
#
# Why not `swift package generate-documentation`: that needs swift-docc-plugin as a package
# dependency, which every fresh build would then fetch from the network (it does not resolve
# offline). This script needs only the toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
mkdir -p "$out"
swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(find .build -type d -name symbolgraph | head -1)
if [ -z "$graphs" ]; then echo "generate-docs: no symbol graphs found under .build" >&2; exit 1; fi
for module in TrellisSolver Trellis; do
  dir=$(mktemp -d)
  cp "$graphs/$module.symbols.json" "$dir/"
  for extension in "$graphs/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$dir/"
  done
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" --fallback-bundle-identifier "trellis.$module" \
    --output-path "$out/$module.doccarchive" "$@"
  rm -rf "$dir"
done
echo "generate-docs: archives in $out"
