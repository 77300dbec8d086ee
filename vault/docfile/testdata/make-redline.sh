#!/bin/sh
# Makes the redline test files from redline.fodt (written by hand) with
# LibreOffice (Debian: apt-get install libreoffice-writer-nogui
# poppler-utils), as a team's export of a marked-up contract gives them:
#   redline.libreoffice.pdf, .docx, .html  LibreOffice's exports: tracked
#       deletions (in the body, a table cell and a text frame), words
#       struck through with a line, a double or bold line, "X" and "/",
#       hidden text (a character style), soft hyphens, a page-number
#       field, a footnote, a running header and footer, and the type
#       effects it draws by painting words twice (shadow, relief)
#   redline.cairo.pdf  the PDF rewritten by poppler's pdftocairo (another
#       producer: cairo strokes the strike-out lines itself)
# redline.truth.json is the ground truth (TestRedlineFixtures): the
# sentences a reader of the page sees, and the words a reader sees struck
# out or not at all, none of which may be read. LibreOffice's HTML export
# writes tracked deletions, the "X", "/" and bold strikes as plain text
# and the text frame as a picture, so the HTML cannot show them
# ("html_unmarked"; the sentences it changes are "html_lost").
set -eu
cd "$(dirname "$0")"
out=$(mktemp -d)
cp redline.fodt "$out/redline.libreoffice.fodt"
for f in pdf docx html; do
	soffice --headless --norestore -env:UserInstallation=file://$out/profile \
		--convert-to $f --outdir "$out" "$out/redline.libreoffice.fodt" >/dev/null
	cp "$out/redline.libreoffice.$f" .
done
pdftocairo -pdf redline.libreoffice.pdf redline.cairo.pdf
rm -rf "$out"
