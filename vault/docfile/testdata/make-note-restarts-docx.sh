#!/bin/sh
# Makes note-restarts.docx, note-pages.docx and note-pages-unrendered.docx
# with make-note-restarts-docx.js and the "docx" npm package (version
# pinned below), installed in a temporary folder. Their ground truth is
# note-restarts.truth.json (the numbers Word gives under each file's
# note properties); LibreOffice is no judge of these: its footnote
# settings are one for the whole document, so it numbers a document that
# restarts per section straight through.
set -e
cd "$(dirname "$0")"
here=$(pwd)
tmp=$(mktemp -d)
(cd "$tmp" && npm install --no-audit --no-fund docx@9.15.2 >/dev/null)
NODE_PATH="$tmp/node_modules" node make-note-restarts-docx.js "$here"
rm -rf "$tmp"
