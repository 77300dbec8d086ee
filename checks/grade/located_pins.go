package grade

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// A trace from another system's index retrieves spans of a document, and
// the Vault chunks they overlap count as retrieved. A page, section or
// paragraph pin whose place lies in such a chunk but outside every
// retrieved span names a place that was not retrieved: narrowPagePins
// says so, as for a pin on
// a chunk the trace does not hold (C-006 fails for it, and the judge
// grades the pinned text marked as not retrieved).

// narrowPagePins re-reads the retrieved passages pinned by page, section
// or paragraph in a document the trace retrieved through located spans:
// the pinned place must touch a retrieved span.
func narrowPagePins(r vault.Reader, in *checks.Input) {
	for i := range in.Answer.Citations {
		p := &in.Passages[i]
		if !p.Retrieved || p.Method != retrieval.ByLocator || p.Chunk == nil || !in.Checked.HasLocated(p.Chunk.Doc) {
			continue
		}
		c := &in.Answer.Citations[i]
		pages := pinnedPages(c.Locators, c.Pin)
		var sections, paras []string
		for _, l := range c.Locators {
			switch l.Kind {
			case vault.LocSection:
				sections = append(sections, l.Value)
			case vault.LocParagraph:
				paras = append(paras, strings.TrimSpace(l.Value))
			}
		}
		if len(pages) == 0 && len(sections) == 0 && len(paras) == 0 {
			continue
		}
		d, ok := r.Document(p.Chunk.Doc)
		if !ok {
			continue
		}
		pinnedHere := func(pl vault.TextPlace) bool {
			if len(pages) > 0 && !pages[pl.Page] {
				return false
			}
			if len(sections) > 0 && !slices.ContainsFunc(sections, func(s string) bool { return pl.Section != "" && vault.SectionMatches(pl.Section, s) }) {
				return false
			}
			if len(paras) > 0 && !slices.Contains(paras, pl.Paragraph) {
				return false
			}
			return true
		}
		touched, placed := false, false
		for _, ch := range p.Chunks {
			for _, pl := range vault.PlacesOf(d.Text, ch.Start, ch.End) {
				if !pinnedHere(pl) {
					continue
				}
				placed = true
				if in.Checked.Touches(r, d.ID, pl.Start, pl.End) {
					touched = true
				}
			}
		}
		if placed && !touched {
			p.Retrieved = false
			p.Why = fmt.Sprintf("The pinned place of %s is in %s, but outside every span the trace retrieved: the chunk counts as retrieved through another part of it, not the place cited.",
				d.ID, strings.Join(checks.ChunkIDs(*p), ", "))
		}
	}
}

// pinnedPages are the pages a citation pins ("10", "10-12", a pin),
// as labels; nil when it pins none or one not made of numbers.
func pinnedPages(locs []vault.Locator, pin string) map[string]bool {
	out := map[string]bool{}
	add := func(v string) {
		v = strings.TrimLeft(strings.TrimSpace(v), "*")
		a, b, isRange := strings.Cut(v, "-")
		lo, err1 := strconv.Atoi(strings.TrimSpace(a))
		if err1 != nil {
			return
		}
		hi := lo
		if isRange {
			if h, err := strconv.Atoi(strings.TrimLeft(strings.TrimSpace(b), "*")); err == nil && h >= lo && h-lo < 1000 {
				hi = h
			}
		}
		for n := lo; n <= hi; n++ {
			out[strconv.Itoa(n)] = true
		}
	}
	for _, l := range locs {
		if l.Kind == vault.LocPage {
			add(l.Value)
		}
	}
	if len(out) == 0 && pin != "" {
		add(pin)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
