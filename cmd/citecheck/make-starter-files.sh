#!/bin/sh
# Remakes the document files of the `citecheck init` starter
# (starter/vault/files/) that are not plain text, from the real-tool files
# of vault/docfile/testdata (see its make.sh):
#   smith-v-jones.pdf    opinion.pdf (reportlab: a two-column sample
#                        opinion, invented for citecheck's tests, with a
#                        running head and page-number footers; first_page
#                        456 names its pages 456-458)
#   acme-globex-msa.docx LibreOffice's Word export of contract.fodt (the
#                        sample contract whose PDF is contract.pdf;
#                        "§ 14.1 Forum selection ..." clause lines)
# client-alert.html is written by hand (HTML is text; its shape, headings
# with a script, style, nav and footer around them, is what it shows).
# Needs LibreOffice (Debian: apt-get install libreoffice-writer-nogui).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
td="$here/../../vault/docfile/testdata"
files="$here/starter/vault/files"
cp "$td/opinion.pdf" "$files/smith-v-jones.pdf"
out=$(mktemp -d)
soffice --headless --norestore -env:UserInstallation=file://$out/profile \
	--convert-to 'docx:MS Word 2007 XML' --outdir "$out" "$td/contract.fodt" >/dev/null
cp "$out/contract.docx" "$files/acme-globex-msa.docx"
rm -rf "$out"
