package vault

import "slices"

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
// cover text[start:end] exactly, in order. It reads the whole text;
// a caller cutting several chunks of one document uses NewPlaces.
func PlacesOf(text string, start, end int) []TextPlace {
	if start < 0 || end > len(text) || start >= end {
		return nil
	}
	return NewPlaces(text).Of(start, end)
}

// Places is a document text with its locator markup read once, so that
// cutting each of its chunks into places (Of) costs the chunk, not the
// document: a report pins several chunks of one document.
type Places struct {
	text  string
	track *locatorTrack
}

// NewPlaces reads text's locator markup (one pass over the text).
func NewPlaces(text string) *Places {
	return &Places{text: text, track: newLocatorTrack(parseBlocks(text))}
}

// Text is the text p was made from.
func (p *Places) Text() string { return p.text }

// Of is PlacesOf(text, start, end) for the text p was made from.
func (p *Places) Of(start, end int) []TextPlace {
	if start < 0 || end > len(p.text) || start >= end {
		return nil
	}
	track := p.track
	var out []TextPlace
	at := start
	st := track.at(start)
	// The track's offsets ascend: start from the first one past start.
	first, _ := slices.BinarySearch(track.offsets, start+1)
	for i := first; i < len(track.offsets); i++ {
		off := track.offsets[i]
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
