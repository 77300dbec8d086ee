#!/bin/sh
# Converts hidden-colour.fodt with LibreOffice into the HTML, PDF, DOCX (and the
# RTF, ODT and Word 97 .doc that citecheck refuses, naming what to do) a
# team's export would give: white words on the white page, words on a
# black highlight in black, and a white heading on a navy paragraph.
# Ground truth (hidden-colour.libreoffice.truth.json): the seen lines are
# read, the hidden ones are not (TestHiddenColourLibreOffice).
# Run from this folder; needs soffice (libreoffice-writer-nogui).
set -eu
tmp=$(mktemp -d)
cp hidden-colour.fodt "$tmp/hidden-colour.libreoffice.fodt"
(cd "$tmp" && for f in html pdf docx rtf odt doc; do soffice --headless --convert-to $f hidden-colour.libreoffice.fodt >/dev/null; done)
for f in html pdf docx rtf odt doc; do cp "$tmp/hidden-colour.libreoffice.$f" .; done
rm -r "$tmp"
cat > hidden-colour.libreoffice.truth.json <<'JSON'
{
 "seen": ["Section 4. The Supplier may terminate on 30 days' notice.", "Payment is due monthly.", "BANNER HEADING"],
 "hidden": ["The Agreement shall never be terminated.", "The Customer waives all claims."]
}
JSON
