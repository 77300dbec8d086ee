package grade

import (
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/vault"
)

// maxStoredPassages bounds the chunk texts one report.json stores (an
// answer of 20,000 citations to distinct chunks would otherwise copy a
// Vault into every result); past it the reports name the chunk without
// its text, and a note says so.
const maxStoredPassages = 500

// addTexts fills rep.Documents, rep.Passages and each citation's pinned
// spans from the Vault.
func (g *Grader) addTexts(rep *report.Report) {
	v := g.opt.Vault
	rep.Documents = map[string]report.DocumentInfo{}
	rep.Passages = map[string]report.PassageText{}
	docText := map[string]*docPlaces{}
	skipped := 0
	for i := range rep.Citations {
		c := &rep.Citations[i]
		for _, d := range append([]string{c.Resolution.Doc, c.Passage.Doc}, c.Resolution.Docs...) {
			if d == "" {
				continue
			}
			if _, ok := rep.Documents[d]; ok {
				continue
			}
			if doc, ok := v.Document(d); ok {
				rep.Documents[d] = report.DocumentInfo{Title: doc.Title, Kind: doc.Kind}
			}
		}
		for _, id := range c.Passage.Chunks {
			ch, ok := v.Chunk(id)
			if !ok {
				continue
			}
			if _, have := rep.Passages[id]; !have {
				if len(rep.Passages) >= maxStoredPassages {
					skipped++
					continue
				}
				rep.Passages[id] = report.PassageText{Doc: ch.Doc, Text: ch.Text, Locators: chunkLocators(ch)}
			}
			t, ok := docText[ch.Doc]
			if !ok {
				t = &docPlaces{id: ch.Doc, cache: g.places}
				if d, found := v.Document(ch.Doc); found {
					t.text = d.Text
				}
				docText[ch.Doc] = t
			}
			c.Passage.Pinned = append(c.Passage.Pinned, pinSpans(t, ch, c.Locators)...)
		}
	}
	if skipped > 0 {
		rep.Notes = append(rep.Notes, "report.json stores the text of the first "+strconv.Itoa(maxStoredPassages)+
			" chunks cited; the reports name the other "+strconv.Itoa(skipped)+" by chunk ID only.")
	}
}

// docPlaces is a document's text and, once a pin needs them, its places
// (from the Grader's cache when there is one), read once however many of
// its chunks are pinned.
type docPlaces struct {
	id, text string
	cache    *placesCache
	places   *vault.Places
}

func (d *docPlaces) of(start, end int) []vault.TextPlace {
	if d.places == nil {
		if d.cache != nil {
			d.places = d.cache.of(d.id, d.text)
		} else {
			d.places = vault.NewPlaces(d.text)
		}
	}
	return d.places.Of(start, end)
}

// pinSpans are the stretches of chunk ch that the citation's page,
// section and paragraph locators name (every kind the citation gives
// must match), merged, relative to the chunk's text. A citation with no
// such locator (a chunk reference, a line pin, none) marks nothing: its
// passage is the place.
func pinSpans(doc *docPlaces, ch *vault.Chunk, locs []vault.Locator) []report.PinSpan {
	docText := doc.text
	var pages, sections, paras []vault.Locator
	for _, l := range locs {
		switch l.Kind {
		case vault.LocPage:
			pages = append(pages, l)
		case vault.LocSection:
			sections = append(sections, l)
		case vault.LocParagraph:
			paras = append(paras, l)
		}
	}
	if len(pages)+len(sections)+len(paras) == 0 || ch.Start < 0 || ch.End > len(docText) || docText[ch.Start:ch.End] != ch.Text {
		return nil
	}
	var out []report.PinSpan
	for _, pl := range doc.of(ch.Start, ch.End) {
		if !matchAny(pages, pl.Page, pageIn) || !matchAny(sections, pl.Section, vault.SectionMatches) || !matchAny(paras, pl.Paragraph, numberIn) {
			continue
		}
		s, e := pl.Start-ch.Start, pl.End-ch.Start
		for s < e && (ch.Text[s] == ' ' || ch.Text[s] == '\n' || ch.Text[s] == '\t' || ch.Text[s] == '\r') {
			s++
		}
		if s >= e {
			continue
		}
		if n := len(out); n > 0 && out[n-1].End >= pl.Start-ch.Start-1 {
			out[n-1].End = e
			continue
		}
		out = append(out, report.PinSpan{Chunk: ch.ID, Start: s, End: e})
	}
	return out
}

// matchAny reports whether have matches one of the locators (true when
// there are none: that kind does not narrow).
func matchAny(ls []vault.Locator, have string, match func(have, want string) bool) bool {
	if len(ls) == 0 {
		return true
	}
	if have == "" {
		return false
	}
	for _, l := range ls {
		if match(have, l.Value) {
			return true
		}
	}
	return false
}

// pageIn reports whether page label have lies in the cited page or range
// want ("15", "17-18", "593-95", "*3"); labels that are not numbers
// compare as written.
func pageIn(have, want string) bool { return numberIn(have, strings.TrimPrefix(want, "*")) }

// rangeDashes writes a range's dashes as hyphens and drops its spaces
// (built once: a Replacer is safe for concurrent use).
var rangeDashes = strings.NewReplacer("–", "-", "—", "-", " ", "")

// numberIn reports whether have lies in want, a number or a range with
// a hyphen or dash ("3", "3-5", "1084-85").
func numberIn(have, want string) bool {
	want = rangeDashes.Replace(strings.TrimSpace(want))
	lo, hi, isRange := strings.Cut(want, "-")
	h, err := strconv.Atoi(strings.TrimSpace(have))
	l, err2 := strconv.Atoi(lo)
	if err != nil || err2 != nil {
		return strings.EqualFold(strings.TrimSpace(have), want)
	}
	if !isRange {
		return h == l
	}
	if len(hi) < len(lo) {
		hi = lo[:len(lo)-len(hi)] + hi // 1084-85 is 1084-1085
	}
	u, err := strconv.Atoi(hi)
	if err != nil || u < l {
		return h == l
	}
	return h >= l && h <= u
}
