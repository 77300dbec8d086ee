package vault

import (
	"reflect"
	"testing"
)

// placesLinear is the cut as PlacesOf made it before Places: the whole
// text read for each span, every block offset scanned from the first.
func placesLinear(text string, start, end int) []TextPlace {
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

// TestPlacesOfMatchesOneReading: cutting every span of a document with
// one Places (the markup read once, the first block found by binary
// search) gives what reading the whole text for each span gives, pages,
// headings and paragraphs included.
func TestPlacesOfMatchesOneReading(t *testing.T) {
	texts := []string{
		"[*101]\n\nAlpha Corp. v. Beta Inc. It concerns the forum.\n\n[*102]\n\nParagraph 2 discusses it.\n\n[*103]\n\nParagraph 3.\n",
		"# Background\n\n¶ 1 The parties agreed.\n\n¶ 2 They disputed.\n\n## Analysis\n\n[3] The court held.\n\n[*7]\n\nMore text here.\n",
		"no markup at all, one line",
		"",
	}
	for _, text := range texts {
		p := NewPlaces(text)
		for start := -1; start <= len(text)+1; start += 3 {
			for end := start - 1; end <= len(text)+1; end += 5 {
				if got, want := p.Of(start, end), placesLinear(text, start, end); !reflect.DeepEqual(got, want) {
					t.Fatalf("text %q [%d:%d]: Places.Of = %+v, linear = %+v", text, start, end, got, want)
				}
			}
		}
	}
}
