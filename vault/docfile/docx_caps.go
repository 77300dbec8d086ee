package docfile

// Word's w:caps shows a run's letters as capitals whatever was typed: a
// heading style or a caption set "All caps" reads "SMITH V. JONES" on
// the page while document.xml holds "Smith v. Jones". The reader reads
// what is shown, so a quotation copied from the page matches it. Small
// capitals (w:smallCaps) keep the typed case: they show lower-case
// letters as small capitals, which a reader copies as lower case.

// capitals reports whether the current run in paragraph p is shown in
// capitals, resolved as w:vanish is: the run's own w:caps, else its
// character style's chain, else its paragraph style's, else the
// document's defaults.
func (r *bodyReader) capitals(p *docxPara) bool {
	if r.runCaps >= 0 || r.styles == nil {
		return r.runCaps == 1
	}
	return r.styles.runToggle(r.runCaps, r.runStyle, r.styles.styleOf(*p), func(st *docxStyle) int { return st.caps }, r.styles.defaultCaps)
}
