#!/bin/sh
# Makes brief-notes.docx with make-brief-notes-docx.js and the "docx"
# npm package (version pinned below), installed in a temporary folder,
# and brief-notes.libreoffice.txt with LibreOffice (apt-get install
# libreoffice-writer-nogui).
set -e
cd "$(dirname "$0")"
here=$(pwd)
tmp=$(mktemp -d)
(cd "$tmp" && npm install --no-audit --no-fund docx@9.15.2 >/dev/null)
NODE_PATH="$tmp/node_modules" node make-brief-notes-docx.js "$here/brief-notes.docx"
# LibreOffice's text rendering of it: the ground truth for the marks'
# numbers (the footnote referenced twice is displayed as 1 and 3).
soffice --headless --norestore -env:UserInstallation=file://$tmp/profile \
	--convert-to 'txt:Text (encoded):UTF8' --outdir "$tmp" brief-notes.docx >/dev/null
cp "$tmp/brief-notes.txt" brief-notes.libreoffice.txt
rm -rf "$tmp"
