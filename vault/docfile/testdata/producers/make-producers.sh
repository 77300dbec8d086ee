#!/bin/sh
# Makes one opinion (caption, running header, page-number footer, a
# footnote, a block quotation, a numbered list, a table, a two-column
# part, a section sign, curly quotes, "affirmed"/"official", words
# hyphenated at line ends) with four producers LibreOffice and the
# JavaScript writers are not:
#   opinion.chromium.pdf   headless Chromium's print-to-PDF (Skia, the
#                          writer of Chrome's "Save as PDF" and Google
#                          Docs' PDF export) from opinion.html; soft
#                          hyphens (&shy;) break "deter-minable" and
#                          stay unbroken elsewhere
#   hidden.chromium.pdf    Chromium from hidden.html: a sentence after each
#                          visible one that the page does not show
#                          (color: transparent, opacity: 0, white, a
#                          screen-reader-only span, under a white box)
#   spaced.chromium.pdf    Chromium from spaced.html (the fifth audit):
#                          headings and small capitals set with CSS
#                          letter-spacing, footnote calls inside
#                          sentences, a table whose cells wrap onto
#                          more lines than their neighbours
#   sideways.gs.pdf        Chromium from sideways.html (a portrait page
#                          and a landscape one), fitted on portrait
#                          Letter by Ghostscript: the landscape page
#                          drawn turned a quarter under /Rotate 90, as
#                          print drivers and scanners store it
#   declaration.tesseract.pdf  Chromium from declaration.html, rendered
#                          to a 150 dpi grey image by Ghostscript (a
#                          scan) and OCRed by tesseract's pdf output:
#                          the image with the recognised words laid
#                          over it invisibly (3 Tr)
#   opinion.groff.pdf      groff -ms -Tpdf (gropdf) from opinion.ms, tbl
#   opinion.groff-ps.pdf   groff -ms -Tps through ps2pdf (Ghostscript justifies
#                          lines with character spacing)
#                          for the table, .2C for the discussion
#   opinion.*.gs.pdf,
#   spaced.chromium.gs.pdf each re-distilled by Ghostscript's pdfwrite,
#                          as "print to PDF" drivers and PDF optimisers
#                          do (fonts re-subset, ToUnicode maps rewritten)
#   opinion.pandoc.docx    pandoc's DOCX writer from opinion.md, with a
#                          reference document (reference-docx.py) that
#                          adds a running header and a PAGE footer
# *.truth.json is each file's ground truth (per PDF page its label, body
# paragraphs and furniture; the DOCX's text).
# Run as: sh testdata/producers/make-producers.sh
# Needs (Debian): chromium, groff, ghostscript, pandoc, python3,
# fonts-liberation2, tesseract-ocr. Chromium and Ghostscript stamp the current time,
# so the PDFs differ byte-wise on each run; their text does not.
set -eu
cd "$(dirname "$0")"
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
	--print-to-pdf=opinion.chromium.pdf opinion.html 2>/dev/null
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
	--print-to-pdf=hidden.chromium.pdf hidden.html 2>/dev/null
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
	--print-to-pdf=spaced.chromium.pdf spaced.html 2>/dev/null
groff -t -ms -Tpdf -P-pletter opinion.ms >opinion.groff.pdf
groff -t -ms -Tps -P-pletter opinion.ms | ps2pdf - opinion.groff-ps.pdf
for f in chromium groff; do
	gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -o opinion.$f.gs.pdf opinion.$f.pdf
done
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -o spaced.chromium.gs.pdf spaced.chromium.pdf
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
	--print-to-pdf="$tmp/sideways.chromium.pdf" sideways.html 2>/dev/null
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -sPAPERSIZE=letter -dFIXEDMEDIA \
	-dFitPage -dAutoRotatePages=/PageByPage -o sideways.gs.pdf "$tmp/sideways.chromium.pdf"
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
	--print-to-pdf="$tmp/declaration.printed.pdf" declaration.html 2>/dev/null
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pnggray -r150 -o "$tmp/declaration.png" "$tmp/declaration.printed.pdf"
tesseract "$tmp/declaration.png" "$tmp/declaration" -l eng --dpi 150 pdf 2>/dev/null
cp "$tmp/declaration.pdf" declaration.tesseract.pdf
pandoc -o "$tmp/default.docx" --print-default-data-file reference.docx
python3 reference-docx.py "$tmp/default.docx" "$tmp/reference.docx"
pandoc -f markdown -t docx --reference-doc="$tmp/reference.docx" -o opinion.pandoc.docx opinion.md
