// Makes ../brief.pdf-lib.pdf with pdf-lib in its standard-14 fonts
// (Times-Roman, Times-Bold), which it writes WinAnsi-encoded without
// embedding: no ToUnicode map, curly quotes, § and the em dash as
// WinAnsi codes. Run by make-js-writers.sh.
const fs = require("fs");
const { PDFDocument, StandardFonts, rgb, setCharacterSpacing } = require("pdf-lib");
const c = require("./brief-content.js");
(async () => {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(0)); doc.setModificationDate(new Date(0));
  doc.setProducer("pdf-lib"); doc.setCreator("pdf-lib");
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  c.pages.forEach((p, i) => {
    const page = doc.addPage([612, 792]);
    // pdf-lib's y runs up from the bottom; top is the baseline's distance from the top.
    const at = (t, x, top, size, f) => page.drawText(t, { x, y: 792 - top - size, size, font: f || font });
    at(c.header, 72, 40, 9);
    let y = 90;
    for (const l of p.caption || []) { at(l, 72, y, 12, bold); y += 18; }
    y += 12;
    for (const b of p.blocks) {
      if (b.spaced) { page.pushOperators(setCharacterSpacing(4)); at(b.spaced, 72, y, 12, bold); page.pushOperators(setCharacterSpacing(0)); y += 24; }
      if (b.heading) { at(b.heading, 72, y, 12, bold); y += 24; }
      if (b.lines) {
        if (b.tight) y -= 9;
        b.lines.forEach((l) => { at(l, 72, y, 11); y += 15; });
        if (b.note) {
          const w = font.widthOfTextAtSize(b.lines[b.lines.length - 1], 11);
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
      page.drawLine({ start: { x: 72, y: 792 - 690 }, end: { x: 250, y: 792 - 690 }, thickness: 0.5, color: rgb(0, 0, 0) });
      at(p.footnote[0], 72, 698, 6);
      at(p.footnote[1], 78, 700, 8);
    }
    at(c.footer(i + 1), 280, 740, 9);
  });
  fs.writeFileSync(process.argv[2], await doc.save({ useObjectStreams: false }));
})();
