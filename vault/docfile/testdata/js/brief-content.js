// The legal brief that every JavaScript writer in this folder lays out:
// what a Vault document holds (a caption, a section heading "§ 4.2",
// numbered paragraphs, a footnote, a quotation with curly quotes and an
// em dash, ligature-prone words, a hyphenated line end, a table, and a
// running header and a page-number footer; a heading set letter-spaced
// (character spacing, PDF Tc) and numbered paragraphs with no gap
// between them). Lines are broken here, not
// by the writers, so every PDF has the same lines and the ground truth
// (brief.truth.json) holds for each of them.
module.exports = {
  header: "Smith v. Jones \u2014 Opening Brief",
  footer: (n) => `Page ${n}`,
  pages: [
    {
      caption: ["UNITED STATES DISTRICT COURT", "SMITH v. JONES DISTRIBUTION CO.", "No. 24-cv-01234"],
      blocks: [
        { heading: "\u00a7 4.2 Enforcement of the Clause" },
        { lines: ["1. The district court affirmed an efficient and fair enforce-", "ment of the forum-selection clause."], note: "1" },
        { lines: ["2. The agreement says: \u201cany dispute shall be litigated in", "Delaware\u201d \u2014 and the plaintiffs do not deny it."] },
        { table: [["Factor", "Weight"], ["Court congestion", "Considered"], ["Local interest", "Not considered"]] },
      ],
      footnote: ["1", "Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49, 63 (2013)."],
    },
    {
      blocks: [
        { spaced: "ARGUMENT" },
        { heading: "\u00a7 4.3 Remedies" },
        { lines: ["3. The officers\u2019 offer was affirmed; the fifth and final", "clause is efficient and binds both parties to it in full."] },
        { lines: ["4. No party may assign the agreement without consent."], tight: true }, // no gap before it
      ],
    },
  ],
};
