// Makes ../brief.mammoth.html from ../brief.docx.docx with mammoth, the
// DOCX-to-HTML converter pipelines use to put Word files on the web: an
// HTML fragment (no <html> or <body>) whose footnotes are an <ol> of
// <li id="footnote-N"> after the body, each ending in a "↑" back link,
// called from the body as <sup><a>[N]</a></sup>. Run by
// make-js-writers.sh.
const fs = require("fs");
const mammoth = require("mammoth");
mammoth.convertToHtml({ path: process.argv[2] }).then((r) => fs.writeFileSync(process.argv[3], r.value + "\n"));
