// Makes ../columns.pdfkit.pdf with pdfkit: numbered paragraphs flowed
// into two justified columns (pdfkit's columns option) in standard-14
// Times-Roman, which pdfkit draws without a /Widths array and justifies
// with TJ adjustments in place of the spaces. Run by make-js-writers.sh.
const fs = require("fs");
const PDFDocument = require("pdfkit");
const para = "The court of appeals affirmed the judgment in an efficient opinion, holding that the officers\u2019 reasonable expectations govern the finding, and that the parties\u2019 sophistication was sufficient to affirm the offer of the first fiduciary.";
const doc = new PDFDocument({ size: "LETTER", margin: 72, info: { CreationDate: new Date(0), ModDate: new Date(0), Producer: "pdfkit", Creator: "pdfkit" } });
doc.pipe(fs.createWriteStream(process.argv[2]));
doc.font("Times-Roman").fontSize(10);
const text = [1, 2, 3, 4, 5].map((n) => `${n}. ${para}`).join("\n");
doc.text(text, { columns: 2, columnGap: 18, height: 200, align: "justify" });
doc.end();
