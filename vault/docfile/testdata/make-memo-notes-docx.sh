#!/bin/sh
# Makes memo-notes.docx from memo-notes.fodt with LibreOffice (Debian:
# apt-get install libreoffice-writer-nogui): a memo whose authorities
# sit in footnotes (one of two paragraphs with a hyperlink) and whose
# qualifiers sit in endnotes (numbered i, ii, as LibreOffice and Word
# number endnotes by default). It also writes memo-notes.libreoffice.txt,
# LibreOffice's own text rendering of that DOCX: its body with the marks
# written plainly (1, 2, i), the ground truth for where each mark stands.
set -e
cd "$(dirname "$0")"
out=$(mktemp -d)
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'docx:MS Word 2007 XML' --outdir "$out" memo-notes.fodt >/dev/null
cp "$out/memo-notes.docx" memo-notes.docx
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'txt:Text (encoded):UTF8' --outdir "$out" memo-notes.docx >/dev/null
cp "$out/memo-notes.txt" memo-notes.libreoffice.txt
rm -rf "$out"
