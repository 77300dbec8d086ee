#!/bin/sh
# Makes opinion-excerpt.libreoffice.pdf and opinion-excerpt.tagged.pdf
# from opinion-excerpt.fodt with LibreOffice 7.4 (Debian: apt-get install
# libreoffice-writer-nogui hyphen-en-us fonts-liberation2): a court
# opinion's caption set across the page, its discussion in a two-column
# section (justified, hyphenated, footnote calls raised in either column)
# that runs over two pages, a full-width closing paragraph, footnotes
# across the foot of each page, a running header and a page number.
# opinion-excerpt.truth.json is the ground truth (TestLibreOfficeSays).
set -eu
cd "$(dirname "$0")"
out=$(mktemp -d)
for n in libreoffice tagged; do cp opinion-excerpt.fodt "$out/opinion-excerpt.$n.fodt"; done
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to pdf --outdir "$out" "$out/opinion-excerpt.libreoffice.fodt" >/dev/null
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'pdf:writer_pdf_Export:{"UseTaggedPDF":{"type":"boolean","value":"true"}}' \
	--outdir "$out" "$out/opinion-excerpt.tagged.fodt" >/dev/null
cp "$out/opinion-excerpt.libreoffice.pdf" "$out/opinion-excerpt.tagged.pdf" .
rm -rf "$out"
