#!/bin/sh
# Remakes the PDF test files of vault/docfile and their ground truth, with
# the real tools that make such files (Debian packages):
#   apt-get install -y python3-reportlab libreoffice-writer-nogui \
#     fonts-dejavu-core fonts-liberation2 qpdf img2pdf python3-pil
# Files:
#   opinion.pdf    reportlab: a two-column opinion, full-width caption,
#                  running header, page-number footer, ligatures, words
#                  hyphenated across line ends
#   labelled.pdf   reportlab: PDF page labels i, ii, 1, 2
#   opinion-rows.pdf  the same opinion drawn row by row across both
#                  columns (drawing order is not reading order)
#   bench.pdf      reportlab: 60 two-column pages drawn row by row (speed
#                  and accuracy)
#   contract.pdf   LibreOffice from contract.fodt: header, "Page N" footer,
#                  clause lines
#   scan.pdf       img2pdf: an image-only page (no text layer)
#   encrypted.pdf  qpdf --encrypt: contract.pdf with an owner password
# *.truth.json is each PDF's ground truth: per page its label, body text
# (paragraphs separated by blank lines) and furniture lines.
set -eu
cd "$(dirname "$0")"
/usr/bin/python3 pdfgen.py .
/usr/bin/python3 fodtgen.py .
soffice --headless --convert-to pdf --outdir . contract.fodt >/dev/null 2>&1
/usr/bin/python3 - <<'PY'
from PIL import Image, ImageDraw
img = Image.new("L", (850, 1100), 255)
d = ImageDraw.Draw(img)
for i in range(20):
    d.text((80, 80 + 40 * i), "Scanned page: this line is pixels, not text. %d" % i, fill=0)
img.save("scan.png")
PY
img2pdf --output scan.pdf scan.png
rm scan.png
qpdf --encrypt "" owner-secret 256 -- contract.pdf encrypted.pdf
