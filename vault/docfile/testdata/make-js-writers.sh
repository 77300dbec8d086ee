#!/bin/sh
# Makes the brief of js/brief-content.js with five JavaScript writers that
# teams' pipelines use, not LibreOffice: brief.pdfkit.pdf (pdfkit, embedded
# subset TrueType with ToUnicode, kerned TJ) and columns.pdfkit.pdf (two
# justified columns in standard Times), brief.pdf-lib.pdf (pdf-lib,
# standard-14 WinAnsi), brief.jspdf.pdf (jsPDF standard fonts),
# brief.docx.docx (docx) and, from it, brief.mammoth.html (mammoth).
# Run as: sh testdata/make-js-writers.sh
# Needs node and npm (apt-get install -y --no-install-recommends nodejs npm)
# and fonts-dejavu-core; the packages come from js/package-lock.json
# (npm ci into js/node_modules, removed after). Zip and PDF dates are
# fixed where the writer allows; docx stamps the current time in
# docProps/core.xml, so brief.docx.docx differs byte-wise on each run.
set -e
cd "$(dirname "$0")"
(cd js && npm ci --no-audit --no-fund >/dev/null)
node js/make-pdfkit.js brief.pdfkit.pdf
node js/make-pdflib.js brief.pdf-lib.pdf
node js/make-jspdf.js brief.jspdf.pdf
node js/make-pdfkit-columns.js columns.pdfkit.pdf
node js/make-docx.js brief.docx.docx
node js/make-mammoth-html.js brief.docx.docx brief.mammoth.html
rm -rf js/node_modules
