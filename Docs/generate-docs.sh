#!/usr/bin/env bash
# Builds the DocC documentation of TrellisSolver and Trellis with swift-docc-plugin
# (`swift package generate-documentation`), treating every warning (an unresolved link, say)
# as an error.
#
#   Docs/generate-docs.sh                      # archives in .build/docs/<Module>.doccarchive
#   Docs/generate-docs.sh --transform-for-static-hosting --hosting-base-path trellis
#                                              # folders to serve as a static web site
#
# To read the documentation in a browser while writing it (rebuilt on every save):
#   swift package --disable-sandbox preview-documentation --target Trellis
# then open the address it prints (http://localhost:8080/documentation/trellis).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
mkdir -p "$out"
for module in TrellisSolver Trellis; do
  swift package --allow-writing-to-directory "$out" \
    generate-documentation --target "$module" --output-path "$out/$module.doccarchive" \
    --warnings-as-errors "$@"
done
echo "generate-docs: archives in $out"
