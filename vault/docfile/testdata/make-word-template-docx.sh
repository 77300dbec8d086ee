#!/bin/sh
# Makes word-template-lists.docx (python-docx, Word's own template; Debian
# python3-docx) and its LibreOffice text rendering, the ground truth of
# the numbers displayed (Debian libreoffice-writer-nogui).
set -e
cd "$(dirname "$0")"
/usr/bin/python3 make-word-template-docx.py
out=$(mktemp -d)
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'txt:Text (encoded):UTF8' --outdir "$out" word-template-lists.docx >/dev/null 2>&1
cp "$out/word-template-lists.txt" word-template-lists.libreoffice.txt
rm -rf "$out"
