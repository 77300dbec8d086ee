#!/bin/sh
# Makes contract.docx from contract-docx.fodt with LibreOffice (Debian:
# apt-get install libreoffice-writer-nogui), and contract.libreoffice.txt,
# LibreOffice's own plain-text rendering of that DOCX (list numbers as
# displayed), the ground truth docx_test.go compares the reader with.
set -e
cd "$(dirname "$0")"
out=$(mktemp -d)
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'docx:MS Word 2007 XML' --outdir "$out" contract-docx.fodt >/dev/null
cp "$out/contract-docx.docx" contract.docx
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'txt:Text (encoded):UTF8' --outdir "$out" contract.docx >/dev/null
cp "$out/contract.txt" contract.libreoffice.txt
rm -rf "$out"
