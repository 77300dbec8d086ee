package docfile

// Text set too small to read is not text, as in a PDF (minReadableSize):
// a run whose size (w:sz, in half-points) is under 1 pt, set on the
// run, through its character style, its paragraph's style or the
// document's defaults, is shown to no reader of the page. Word offers
// 1 pt as its smallest size; a smaller one is written only by a program
// that means the words not to be seen.

// minDOCXHalfPoints is 1 pt in w:sz's half-points.
const minDOCXHalfPoints = 2

// tiny reports whether a run of size runSize (-1 not set) is set under
// 1 pt, resolved Word's way.
func (s *docxStyles) tiny(runSize int, runStyle, paraStyle string) bool {
	size := runSize
	if size < 0 && s != nil {
	styles:
		for _, id := range []string{runStyle, paraStyle} {
			if id == "" {
				continue
			}
			for _, st := range s.chain(id) {
				if st.size >= 0 {
					size = st.size
					break styles
				}
			}
		}
		if size < 0 {
			size = s.defaultSize
		}
	}
	return size >= 0 && size < minDOCXHalfPoints
}
