// Makes ../brief.pdfkit.pdf with pdfkit, which embeds and subsets the
// TrueType font (DejaVu Serif, Debian's fonts-dejavu-core) with a
// ToUnicode map, shapes with ligatures (fi, ff, ffi) and writes kerned
// TJ arrays. Run by make-js-writers.sh.
const fs = require("fs");
const PDFDocument = require("pdfkit");
const c = require("./brief-content.js");
const out = process.argv[2];
const doc = new PDFDocument({ size: "LETTER", autoFirstPage: false, info: { CreationDate: new Date(0), ModDate: new Date(0), Producer: "pdfkit", Creator: "pdfkit" } });
doc.pipe(fs.createWriteStream(out));
const font = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf";
const bold = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf";
c.pages.forEach((p, i) => {
  doc.addPage({ margin: 0 });
  const at = (t, x, y, size, f, opts) => doc.font(f || font).fontSize(size).text(t, x, y, Object.assign({ lineBreak: false }, opts));
  at(c.header, 72, 40, 9);
  let y = 90;
  for (const l of p.caption || []) { at(l, 72, y, 12, bold); y += 18; }
  y += 12;
  for (const b of p.blocks) {
    if (b.spaced) { at(b.spaced, 72, y, 12, bold, { characterSpacing: 4 }); y += 24; }
    if (b.heading) { at(b.heading, 72, y, 12, bold); y += 24; }
    if (b.lines) {
      if (b.tight) y -= 9;
      b.lines.forEach((l, k) => { at(l, 72, y, 11); y += 15; });
      if (b.note) {
        const w = doc.font(font).fontSize(11).widthOfString(b.lines[b.lines.length - 1]);
        at(b.note, 72 + w + 1, y - 15 - 3, 7);
      }
      y += 9;
    }
    if (b.table) {
      for (const row of b.table) { at(row[0], 90, y, 10); at(row[1], 300, y, 10); y += 14; }
      y += 9;
    }
  }
  if (p.footnote) {
    doc.moveTo(72, 690).lineTo(250, 690).stroke();
    at(p.footnote[0], 72, 698, 6);
    at(p.footnote[1], 78, 700, 8);
  }
  at(c.footer(i + 1), 280, 740, 9);
});
doc.end();
