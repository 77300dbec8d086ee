package docfile

import "encoding/xml"

// Struck-through text is text the document strikes out. A redline (a
// comparison saved as a document, a contract marked up by hand, a bill
// showing what it repeals) draws its deletions struck through; read as
// the document's words, a quotation of the old wording would pass as
// what the document says, beside the new. So struck text is read as a
// tracked deletion is: not at all, in every format alike (the same
// document saved as DOCX, HTML or PDF reads the same): w:strike and
// w:dstrike here, <s>, <strike> and text-decoration: line-through in
// HTML (html_unseen.go), a rule drawn through the words in a PDF
// (pdf_strike.go).

// mergeStrike folds one w:strike or w:dstrike element into a run's or
// style's strike setting (1 on, 0 off, -1 not set): single and double
// strike are two properties, and either one on strikes the text.
func mergeStrike(was int, attrs []xml.Attr) int {
	return max(was, onOff(attrs))
}

// struck reports whether a run's text is struck through, resolved as
// w:vanish is (hidden): the run's own setting, else its character
// style's chain, else its paragraph style's chain, else the document's
// defaults.
func (s *docxStyles) struck(runStrike int, runStyle, paraStyle string) bool {
	if s == nil {
		return runStrike == 1
	}
	return s.runToggle(runStrike, runStyle, paraStyle, func(st *docxStyle) int { return st.strike }, s.defaultStrike)
}
