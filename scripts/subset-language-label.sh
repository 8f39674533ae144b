#!/usr/bin/env bash
# Regenerates packages/shared-ui/src/i18n/hindi-label.woff2: the glyphs of the language switch's
# Hindi label only, cut from the product's Noto Sans Devanagari (OFL). Needs Debian's
# python3-fonttools and python3-brotli. Run it when the label's text changes (messages.ts,
# 'frame.switchLanguage' in English).
set -euo pipefail
cd "$(dirname "$0")/.."
FONT=$(find node_modules/.pnpm -path '*noto-sans-devanagari*files*' -name 'noto-sans-devanagari-devanagari-400-normal.woff2' | head -1)
/usr/bin/python3 -m fontTools.subset "$FONT" --text='हिन्दी में देखें' --layout-features='*' --flavor=woff2 \
  --output-file=packages/shared-ui/src/i18n/hindi-label.woff2
ls -l packages/shared-ui/src/i18n/hindi-label.woff2
