// Makes ../brief.docx.docx with the "docx" npm package: the brief of
// brief-content.js as Word text (a paragraph per block, not per line:
// Word breaks the lines, and the soft hyphen in "enforce-ment" shows
// only at a line end), the letter-spaced heading typed "Argument" and
// set in capitals (w:caps), a real footnote, a table, a page break, a
// running header and a footer with a PAGE field. Run by
// make-js-writers.sh.
const fs = require("fs");
const {
  Document, Packer, Paragraph, TextRun, HeadingLevel, Header, Footer, PageNumber,
  FootnoteReferenceRun, Table, TableRow, TableCell, AlignmentType,
} = require("docx");
const c = require("./brief-content.js");

const cell = (t) => new TableCell({ children: [new Paragraph(t)] });
const joined = (lines) => lines.map((l) => l.endsWith("-") ? l.slice(0, -1) + "\u00ad" : l + " ").join("").trim();
const children = [];
c.pages.forEach((p, i) => {
  (p.caption || []).forEach((l) => children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: l, bold: true })] })));
  p.blocks.forEach((b, k) => {
    const brk = i > 0 && k === 0;
    if (b.spaced) children.push(new Paragraph({ pageBreakBefore: brk, children: [new TextRun({ text: b.spaced[0] + b.spaced.slice(1).toLowerCase(), bold: true, allCaps: true, characterSpacing: 80 })] }));
    if (b.heading) children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, pageBreakBefore: brk && !p.blocks[0].spaced, children: [new TextRun(b.heading)] }));
    if (b.lines) {
      const runs = [new TextRun(joined(b.lines))];
      if (b.note) runs.push(new FootnoteReferenceRun(Number(b.note)));
      children.push(new Paragraph({ children: runs }));
    }
    if (b.table) children.push(new Table({ rows: b.table.map((r) => new TableRow({ children: r.map(cell) })) }));
  });
});
const notes = {};
c.pages.forEach((p) => { if (p.footnote) notes[Number(p.footnote[0])] = { children: [new Paragraph(p.footnote[1])] }; });
const doc = new Document({
  creator: "docx", title: "Opening Brief", footnotes: notes,
  sections: [{
    headers: { default: new Header({ children: [new Paragraph(c.header)] }) },
    footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun({ children: ["Page ", PageNumber.CURRENT] })] })] }) },
    children,
  }],
});
Packer.toBuffer(doc).then((buf) => fs.writeFileSync(process.argv[2], buf));
