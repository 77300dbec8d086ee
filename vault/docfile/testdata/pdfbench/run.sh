#!/bin/sh
# Runs every PDF text extractor pdfbench knows over the test PDFs, one
# process per engine (so peak RSS is that engine's own). Needs
# poppler-utils (pdftotext) and a C compiler (MuPDF through cgo).
set -eu
cd "$(dirname "$0")"
go build -o /tmp/pdfbench .
for e in citecheck ledongthuc dslipak pdfium mupdf pdftotext; do
	/tmp/pdfbench -engine "$e" ../opinion.pdf ../opinion-rows.pdf ../contract.pdf ../labelled.pdf ../bench.pdf
done
