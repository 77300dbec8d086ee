// Makes ../brief.jspdf.pdf with jsPDF in its standard fonts (Times),
// which it writes without embedding, in its own encoding of the
// standard fonts. Run by make-js-writers.sh.
const fs = require("fs");
const { jsPDF } = require("jspdf");
const c = require("./brief-content.js");
const doc = new jsPDF({ unit: "pt", format: "letter", compress: true });
doc.setCreationDate(new Date(0));
doc.setFileId("00000000000000000000000000000000");
c.pages.forEach((p, i) => {
  if (i > 0) doc.addPage("letter");
  const at = (t, x, top, size, style) => { doc.setFont("times", style || "normal"); doc.setFontSize(size); doc.text(t, x, top + size); };
  at(c.header, 72, 40, 9);
  let y = 90;
  for (const l of p.caption || []) { at(l, 72, y, 12, "bold"); y += 18; }
  y += 12;
  for (const b of p.blocks) {
    if (b.spaced) { doc.setCharSpace(4); at(b.spaced, 72, y, 12, "bold"); doc.setCharSpace(0); y += 24; }
    if (b.heading) { at(b.heading, 72, y, 12, "bold"); y += 24; }
    if (b.lines) {
      if (b.tight) y -= 9;
      b.lines.forEach((l) => { at(l, 72, y, 11); y += 15; });
      if (b.note) {
        doc.setFont("times", "normal"); doc.setFontSize(11);
        const w = doc.getTextWidth(b.lines[b.lines.length - 1]);
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
    doc.setLineWidth(0.5); doc.line(72, 690, 250, 690);
    at(p.footnote[0], 72, 698, 6);
    at(p.footnote[1], 78, 700, 8);
  }
  at(c.footer(i + 1), 280, 740, 9);
});
fs.writeFileSync(process.argv[2], Buffer.from(doc.output("arraybuffer")));
