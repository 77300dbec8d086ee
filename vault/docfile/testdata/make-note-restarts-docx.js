// Makes the note-numbering test documents with the "docx" npm package,
// each a brief whose note numbers are not 1, 2, 3 throughout, as Word
// numbers them (the reader must give each note the number Word shows):
//
//   note-restarts.docx: three sections whose footnotes start again at 1
//     (w:numRestart eachSect), the third lettered a, b (w:numFmt
//     lowerLetter); endnotes run on across sections in Word's default
//     lower-roman i, ii, iii.
//   note-pages.docx: footnotes numbered anew on each page (eachPage),
//     with the page breaks Word records when it saves a file
//     (w:lastRenderedPageBreak) and one explicit page break.
//   note-pages-unrendered.docx: the same numbering, but no layout
//     recorded: the numbers Word shows cannot be known from the file.
//
// Run by make-note-restarts-docx.sh, which installs the package in a
// temporary folder. The ground truth (the numbers Word gives under these
// properties, ECMA-376 Part 1, 17.11) is note-restarts.truth.json.
const fs = require("fs");
const path = require("path");
const {
  Document, Packer, Paragraph, TextRun, HeadingLevel, PageBreak, LastRenderedPageBreak,
  FootnoteReferenceRun, EndnoteReferenceRun, NoteNumberRestart, NumberFormat,
} = require("docx");

const out = process.argv[2];
const notes = (texts) => Object.fromEntries(texts.map((t, i) => [i + 1, { children: [new Paragraph(t)] }]));

const restarts = new Document({
  footnotes: notes([
    "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).",
    "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 593 (1991).",
    "Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49, 63 (2013).",
    "Stewart Org., Inc. v. Ricoh Corp., 487 U.S. 22, 29 (1988).",
    "The Agreement, section 14.1, says disputes shall be resolved exclusively in Delaware.",
    "Counsel for the defendant conceded the point at the hearing.",
    "The plaintiff did not raise fraud in the inducement of the clause itself.",
  ]),
  endnotes: notes([
    "Whether the clause reaches tort claims is not decided here.",
    "The record does not show who drafted the clause.",
    "Waiver requires a clear intent to litigate elsewhere.",
  ]),
  sections: [
    {
      properties: { footnoteProperties: { restart: NoteNumberRestart.EACH_SECTION } },
      children: [
        new Paragraph({ text: "I. Background", heading: HeadingLevel.HEADING_1 }),
        new Paragraph({ children: [
          new TextRun("A forum-selection clause is prima facie valid."), new FootnoteReferenceRun(1),
          new TextRun(" A cruise ticket's clause binds the passenger."), new FootnoteReferenceRun(2),
          new TextRun(" The tort question is open."), new EndnoteReferenceRun(1),
        ] }),
      ],
    },
    {
      properties: { footnoteProperties: { restart: NoteNumberRestart.EACH_SECTION } },
      children: [
        new Paragraph({ text: "II. Discussion", heading: HeadingLevel.HEADING_1 }),
        new Paragraph({ children: [
          new TextRun("A valid clause should be given controlling weight."), new FootnoteReferenceRun(3),
          new TextRun(" Federal law governs transfer."), new FootnoteReferenceRun(4),
          new TextRun(" The clause is mandatory."), new FootnoteReferenceRun(5),
          new TextRun(" Its drafter is unknown."), new EndnoteReferenceRun(2),
        ] }),
      ],
    },
    {
      properties: { footnoteProperties: { restart: NoteNumberRestart.EACH_SECTION, numberFormat: { type: NumberFormat.LOWER_LETTER } } },
      children: [
        new Paragraph({ text: "III. Waiver", heading: HeadingLevel.HEADING_1 }),
        new Paragraph({ children: [
          new TextRun("The point was conceded."), new FootnoteReferenceRun(6),
          new TextRun(" Fraud was not raised."), new FootnoteReferenceRun(7),
          new TextRun(" Nothing shows waiver."), new EndnoteReferenceRun(3),
        ] }),
      ],
    },
  ],
});

const pageNotes = [
  "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).",
  "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 593 (1991).",
  "Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49, 63 (2013).",
  "Stewart Org., Inc. v. Ricoh Corp., 487 U.S. 22, 29 (1988).",
  "Counsel for the defendant conceded the point at the hearing.",
];

// paged writes the per-page brief; rendered says whether the page break
// Word laid out on its own (between the first and second paragraphs)
// is recorded, as Word records it when it saves.
const paged = (rendered) => new Document({
  footnotes: notes(pageNotes),
  sections: [{
    properties: { footnoteProperties: { restart: NoteNumberRestart.EACH_PAGE } },
    children: [
      new Paragraph({ text: "Argument", heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ children: [
        new TextRun("A forum-selection clause is prima facie valid."), new FootnoteReferenceRun(1),
        new TextRun(" A cruise ticket's clause binds the passenger."), new FootnoteReferenceRun(2),
      ] }),
      new Paragraph({ children: [
        ...(rendered ? [new TextRun({ children: [new LastRenderedPageBreak()] })] : []),
        new TextRun("A valid clause should be given controlling weight."), new FootnoteReferenceRun(3),
      ] }),
      new Paragraph({ children: [new PageBreak()] }),
      new Paragraph({ children: [
        ...(rendered ? [new TextRun({ children: [new LastRenderedPageBreak()] })] : []),
        new TextRun("Federal law governs transfer."), new FootnoteReferenceRun(4),
        new TextRun(" The point was conceded."), new FootnoteReferenceRun(5),
      ] }),
    ],
  }],
});

const write = (doc, name) => Packer.toBuffer(doc).then((buf) => fs.writeFileSync(path.join(out, name), buf));
Promise.all([
  write(restarts, "note-restarts.docx"),
  write(paged(true), "note-pages.docx"),
  write(paged(false), "note-pages-unrendered.docx"),
]);
