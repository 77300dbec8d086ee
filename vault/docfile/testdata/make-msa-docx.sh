#!/bin/sh
# Makes msa-numbered.docx from msa-numbered.fodt with LibreOffice (Debian:
# apt-get install libreoffice-writer-nogui), and msa-numbered.libreoffice.txt,
# LibreOffice's own plain-text rendering of that DOCX (list numbers as
# displayed), the ground truth docx_test.go compares the reader with.
set -e
cd "$(dirname "$0")"
out=$(mktemp -d)
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'docx:MS Word 2007 XML' --outdir "$out" msa-numbered.fodt >/dev/null
cp "$out/msa-numbered.docx" msa-numbered.docx
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'txt:Text (encoded):UTF8' --outdir "$out" msa-numbered.docx >/dev/null
cp "$out/msa-numbered.txt" msa-numbered.libreoffice.txt
rm -rf "$out"
