#!/bin/sh
# Makes revisions.docx with make-revisions-docx.js and the "docx" npm
# package (version pinned below), installed in a temporary folder. Its
# ground truth, revisions.truth.json, is Word's accepted document,
# written by hand: tracked deletions and the comment are not text,
# insertions, the hyperlink's text, the text box and the PAGE field's
# result are.
set -e
cd "$(dirname "$0")"
here=$(pwd)
tmp=$(mktemp -d)
(cd "$tmp" && npm install --no-audit --no-fund docx@9.15.2 >/dev/null)
NODE_PATH="$tmp/node_modules" node make-revisions-docx.js "$here/revisions.docx"
rm -rf "$tmp"
