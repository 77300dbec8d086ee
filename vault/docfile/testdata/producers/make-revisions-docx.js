// Makes revisions.docx with the "docx" npm package (make-revisions-docx.sh):
// a settlement clause as Word keeps it under review, with tracked
// changes (an insertion, deletions, a replaced amount), a comment on a
// sentence, a text box, a hyperlink, a PAGE field in the body and a
// page-number footer. Word's accepted document, the text a reader of the
// clean copy sees, is the ground truth (revisions.truth.json): deleted
// text and the comment are not the document's words, inserted text is.
const fs = require("fs");
const {
  Document, Packer, Paragraph, TextRun, HeadingLevel, Footer, PageNumber,
  InsertedTextRun, DeletedTextRun, CommentRangeStart, CommentRangeEnd,
  CommentReference, ExternalHyperlink, Textbox, SimpleField,
} = require("docx");

const rev = { author: "Counsel", date: "2026-05-01T10:00:00Z" };

const doc = new Document({
  comments: { children: [{ id: 0, author: "Counsel", date: new Date("2026-05-01T10:00:00Z"),
    children: [new Paragraph("The buyer will never accept a waiver of the notice period.")] }] },
  sections: [{
    footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun("Page "), new TextRun({ children: [PageNumber.CURRENT] })] })] }) },
    children: [
      new Paragraph({ heading: HeadingLevel.HEADING_1, text: "Settlement Agreement" }),
      new Paragraph({ heading: HeadingLevel.HEADING_2, text: "1. Payment" }),
      new Paragraph({ children: [
        new TextRun("The defendant shall pay the plaintiff "),
        new DeletedTextRun({ id: 1, ...rev, text: "$40,000" }),
        new InsertedTextRun({ id: 2, ...rev, text: "$50,000" }),
        new TextRun(" within "),
        new DeletedTextRun({ id: 3, ...rev, text: "sixty" }),
        new InsertedTextRun({ id: 4, ...rev, text: "thirty" }),
        new TextRun(" days of the signing of this agreement."),
      ] }),
      new Paragraph({ children: [
        new CommentRangeStart(0),
        new TextRun("Either party may terminate on ten days’ written notice."),
        new CommentRangeEnd(0),
        new TextRun({ children: [new CommentReference(0)] }),
        new DeletedTextRun({ id: 5, ...rev, text: " The buyer waives every notice required by statute." }),
      ] }),
      new Paragraph({ heading: HeadingLevel.HEADING_2, text: "2. Notices" }),
      new Paragraph({ children: [
        new TextRun("Notices are given as set out at "),
        new ExternalHyperlink({ link: "https://example.com/notices", children: [new TextRun("the notice page")] }),
        new InsertedTextRun({ id: 6, ...rev, text: ", and by email to counsel" }),
        new TextRun("."),
      ] }),
      new Textbox({ style: { width: "3in", height: "1in" }, children: [new Paragraph("Signed copies are held by the escrow agent.")] }),
      new Paragraph({ children: [new TextRun("This agreement runs to page "), new SimpleField("PAGE", "1"), new TextRun(" of its schedule.")] }),
    ],
  }],
});

Packer.toBuffer(doc).then((buf) => fs.writeFileSync(process.argv[2], buf));
