// Makes brief-notes.docx with the "docx" npm package (a second Word
// writer, besides LibreOffice): a brief whose footnotes hold a table,
// a hyperlink and two paragraphs, a footnote referenced twice, an
// endnote, and a running header and footer (page furniture, not text).
// Run by make-brief-notes-docx.sh, which installs the package in a
// temporary folder.
const fs = require("fs");
const {
  Document, Packer, Paragraph, TextRun, HeadingLevel, Header, Footer,
  FootnoteReferenceRun, EndnoteReferenceRun, ExternalHyperlink,
  Table, TableRow, TableCell,
} = require("docx");

const cell = (text) => new TableCell({ children: [new Paragraph(text)] });

const doc = new Document({
  footnotes: {
    1: { children: [new Paragraph("Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49, 63 (2013).")] },
    2: {
      children: [
        new Paragraph("The public-interest factors the court may still weigh:"),
        new Table({ rows: [
          new TableRow({ children: [cell("Court congestion"), cell("Considered")] }),
          new TableRow({ children: [cell("Local interest"), cell("Considered")] }),
        ] }),
        new Paragraph({ children: [
          new TextRun("See "),
          new ExternalHyperlink({ link: "https://example.com/atlantic-marine", children: [new TextRun("571 U.S. at 64")] }),
          new TextRun("."),
        ] }),
      ],
    },
  },
  endnotes: {
    1: { children: [new Paragraph("Counsel has not confirmed whether the clause was negotiated.")] },
  },
  sections: [{
    headers: { default: new Header({ children: [new Paragraph("PRIVILEGED AND CONFIDENTIAL")] }) },
    footers: { default: new Footer({ children: [new Paragraph("Draft brief - page footer")] }) },
    children: [
      new Paragraph({ text: "Argument", heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ children: [
        new TextRun("A valid forum-selection clause should be given controlling weight in all but the most exceptional cases."),
        new FootnoteReferenceRun(1),
        new TextRun(" Only public-interest factors remain."),
        new FootnoteReferenceRun(2),
      ] }),
      new Paragraph({ children: [
        new TextRun("The clause here is valid."),
        new FootnoteReferenceRun(1),
        new TextRun(" It was freely negotiated."),
        new EndnoteReferenceRun(1),
      ] }),
    ],
  }],
});

Packer.toBuffer(doc).then((buf) => fs.writeFileSync(process.argv[2], buf));
