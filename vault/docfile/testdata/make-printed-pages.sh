#!/bin/sh
# Remakes printed-pages.pdf (LibreOffice's PDF export of a brief whose
# cover prints no number, front matter i, ii, argument 1-3) and its
# ground truth. Needs libreoffice-writer and fonts-liberation2.
set -eu
cd "$(dirname "$0")"
/usr/bin/python3 printed-pages-gen.py .
soffice --headless --convert-to pdf --outdir . printed-pages.fodt >/dev/null 2>&1
rm -f printed-pages.fodt
