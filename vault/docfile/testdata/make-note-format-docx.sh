#!/bin/sh
# Makes note-format.docx from note-format.fodt with LibreOffice (Debian:
# apt-get install libreoffice-writer-nogui): a brief whose footnotes are
# numbered i, ii, iii (lower roman) and whose endnotes A, B (upper
# letters), so their pins read "n. ii" and "n. A". It also writes
# note-format.libreoffice.txt, LibreOffice's text rendering of that DOCX
# (its body, marks written plainly: the ground truth for each mark), and
# note-format-by-page.docx, the same brief with its footnotes numbered
# anew on each page (LibreOffice writes w:numRestart eachPage and, as
# every program but Word, no w:lastRenderedPageBreak: the numbers Word
# would show depend on a layout the file does not record).
set -e
cd "$(dirname "$0")"
out=$(mktemp -d)
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'docx:MS Word 2007 XML' --outdir "$out" note-format.fodt >/dev/null
cp "$out/note-format.docx" note-format.docx
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'txt:Text (encoded):UTF8' --outdir "$out" note-format.docx >/dev/null
cp "$out/note-format.txt" note-format.libreoffice.txt
sed 's/text:start-numbering-at="document"/text:start-numbering-at="page"/' note-format.fodt >"$out/note-format-by-page.fodt"
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'docx:MS Word 2007 XML' --outdir "$out" "$out/note-format-by-page.fodt" >/dev/null
cp "$out/note-format-by-page.docx" note-format-by-page.docx
rm -rf "$out"
