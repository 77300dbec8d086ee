#!/bin/sh
# Converts hidden-colour.fodt with LibreOffice into the HTML, PDF and DOCX a
# team's export would give: white words on the white page, words on a
# black highlight in black, and a white heading on a navy paragraph.
# Ground truth (hidden-colour.libreoffice.truth.json): the seen lines are
# read, the hidden ones are not (TestHiddenColourLibreOffice).
# Run from this folder; needs soffice (libreoffice-writer-nogui).
set -eu
tmp=$(mktemp -d)
cp hidden-colour.fodt "$tmp/hidden-colour.libreoffice.fodt"
(cd "$tmp" && for f in html pdf docx; do soffice --headless --convert-to $f hidden-colour.libreoffice.fodt >/dev/null; done)
cp "$tmp/hidden-colour.libreoffice.html" "$tmp/hidden-colour.libreoffice.pdf" "$tmp/hidden-colour.libreoffice.docx" .
rm -r "$tmp"
cat > hidden-colour.libreoffice.truth.json <<'JSON'
{
 "seen": ["Section 4. The Supplier may terminate on 30 days' notice.", "Payment is due monthly.", "BANNER HEADING"],
 "hidden": ["The Agreement shall never be terminated.", "The Customer waives all claims."]
}
JSON
