package vault

// TextPlace is a stretch of a document's text that lies on one page,
// under one section heading and in one numbered paragraph: what a
// page, section or paragraph pin points at inside a chunk.
type TextPlace struct {
	// Start and End are byte offsets into the document text.
	Start, End int
	Page       string `json:"page,omitempty"`
	Section    string `json:"section,omitempty"`
	Paragraph  string `json:"paragraph,omitempty"`
}

// PlacesOf cuts text[start:end] (for example a chunk of the document
// text) at every change of page, section or numbered paragraph, with
// the locator markup's rules (a "[*N]" line starts page N, a heading a
// section, "¶ N" or "[N]" a paragraph; see locators.go). The places
// cover text[start:end] exactly, in order.
func PlacesOf(text string, start, end int) []TextPlace {
	if start < 0 || end > len(text) || start >= end {
		return nil
	}
	track := newLocatorTrack(parseBlocks(text))
	var out []TextPlace
	at := start
	st := track.at(start)
	for i, off := range track.offsets {
		if off <= start {
			continue
		}
		if off >= end {
			break
		}
		next := track.states[i]
		if next == st {
			continue
		}
		out = append(out, TextPlace{Start: at, End: off, Page: st.page, Section: st.section, Paragraph: st.para})
		at, st = off, next
	}
	return append(out, TextPlace{Start: at, End: end, Page: st.page, Section: st.section, Paragraph: st.para})
}
