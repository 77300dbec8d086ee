#!/bin/sh
# Makes the supply-agreement test files from supply-agreement.fodt
# (written by hand) with LibreOffice 7.4 (Debian: apt-get install
# libreoffice-writer-nogui hyphen-en-us fonts-liberation2), as a team's
# export of a contract gives them:
#   supply-agreement.libreoffice.pdf  the plain PDF export
#   supply-agreement.tagged.pdf       tagged PDF (UseTaggedPDF), comments
#       exported as PDF annotations (ExportNotes)
#   supply-agreement.pdfa.pdf         PDF/A-2b (SelectPdfVersion 2)
#   supply-agreement.libreoffice.docx its Word writer: the tracked
#       deletion and insertion and the comment kept as Word's markup
# The document: roman-numbered front matter (i, ii), then arabic pages
# restarting at 1 with a running header and a "Page N" footer;
# justified paragraphs the en-US hyphenator breaks ("notwith-" /
# "standing") beside compounds broken at their own hyphen ("out-of-" /
# "pocket"); footnotes and an endnote; a table with a wrapping first
# cell, a cell spanning the row and one spanning two rows; a
# two-column section; a text frame the body wraps beside; small
# capitals; a hyperlink, a bookmark and a comment; a tracked change; and
# two diagonal watermarks in the header (a fontwork "DRAFT", drawn as
# shapes, and a grey "DRAFT FOR DISCUSSION" set as text).
# supply-agreement.truth.json is the ground truth (TestSupplyAgreement).
set -eu
cd "$(dirname "$0")"
out=$(mktemp -d)
lo() {
	soffice --headless --norestore -env:UserInstallation=file://$out/profile \
		--convert-to "$1" --outdir "$out" "$out/$2.fodt" >/dev/null
}
for n in libreoffice tagged pdfa; do cp supply-agreement.fodt "$out/supply-agreement.$n.fodt"; done
lo pdf supply-agreement.libreoffice
lo 'pdf:writer_pdf_Export:{"UseTaggedPDF":{"type":"boolean","value":"true"},"ExportNotes":{"type":"boolean","value":"true"}}' supply-agreement.tagged
lo 'pdf:writer_pdf_Export:{"SelectPdfVersion":{"type":"long","value":"2"}}' supply-agreement.pdfa
lo docx supply-agreement.libreoffice
for f in libreoffice.pdf tagged.pdf pdfa.pdf libreoffice.docx; do cp "$out/supply-agreement.$f" .; done
rm -rf "$out"
