package grade

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// A trace from another system's index retrieves spans of a document, and
// the Vault chunks they overlap count as retrieved. A page pin whose
// pages lie in such a chunk but outside every retrieved span names a
// place that was not retrieved: narrowPagePins says so, as for a pin on
// a chunk the trace does not hold (C-006 fails for it, and the judge
// grades the pinned text marked as not retrieved).

// narrowPagePins re-reads the retrieved passages pinned by page in a
// document the trace retrieved through located spans.
func narrowPagePins(r vault.Reader, in *checks.Input) {
	for i := range in.Answer.Citations {
		p := &in.Passages[i]
		if !p.Retrieved || p.Method != retrieval.ByLocator || p.Chunk == nil || !in.Checked.HasLocated(p.Chunk.Doc) {
			continue
		}
		pages := pinnedPages(in.Answer.Citations[i].Locators, in.Answer.Citations[i].Pin)
		if len(pages) == 0 {
			continue
		}
		d, ok := r.Document(p.Chunk.Doc)
		if !ok {
			continue
		}
		touched, placed := false, false
		for _, c := range p.Chunks {
			for _, pl := range vault.PlacesOf(d.Text, c.Start, c.End) {
				if !pages[pl.Page] {
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
			p.Why = fmt.Sprintf("The pinned page of %s is in %s, but outside every span the trace retrieved: the chunk counts as retrieved through another of its pages, not the one cited.",
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
