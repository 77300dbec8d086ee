package resolve

import (
	"slices"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// Want describes citation i of answer a, resolved as res, for
// retrieval.Locate: its resolved document,
// the chunk it names, its locators (a pin counts as a page), the
// identifiers it and its antecedents are known by (ids, from
// ChainIdentifiers), and its proposition.
func Want(a *cite.Answer, res []Resolution, i int, ids []string) retrieval.Want {
	cs := a.Citations
	c := &cs[i]
	w := retrieval.Want{Doc: res[i].Doc, Chunk: c.Chunk, Locators: append([]vault.Locator{}, c.Locators...),
		Quoting: insideQuoting(a.Text, c.Start)}
	if c.Pin != "" && !hasKind(w.Locators, vault.LocPage) {
		w.Locators = append(w.Locators, vault.Locator{Kind: vault.LocPage, Value: c.Pin})
	}
	if c.Volume != "" && c.Reporter != "" && (c.Kind == cite.KindCase || c.Kind == cite.KindShort) {
		w.Pagination = c.Volume + " " + c.Reporter
	}
	if c.Kind == cite.KindStatute && c.Section != "" && res[i].By != BySection {
		// "28 U.S.C. § 1404(a)": the section is the statute's identifier,
		// not a place inside the document that holds it (unless the
		// document was found by the section above it: then the
		// subsection is a place inside it, to be found like any other).
		var kept []vault.Locator
		for _, l := range w.Locators {
			if !(l.Kind == vault.LocSection && vault.SectionNumber(l.Value) == vault.SectionNumber(c.Section)) {
				kept = append(kept, l)
			}
		}
		w.Locators = kept
	}
	w.Identifiers = ids
	if p := c.Proposition; p >= 0 && p < len(a.Propositions) {
		w.Proposition = a.Propositions[p].Text
	}
	return w
}

// ChainIdentifiers lists, for every citation, the identifiers and names
// it and its antecedents are known by, its own first, each once. Each
// citation reuses its antecedent's list, so a chain of n "Id." costs
// O(n), where walking back from each of them cost O(n^2). A cycle of
// antecedents (never built by the extractor) stops where it closes.
func ChainIdentifiers(cs []cite.Citation) [][]string {
	out := make([][]string, len(cs))
	state := make([]uint8, len(cs)) // 0 not yet, 1 being built, 2 done
	var build func(i int) []string
	build = func(i int) []string {
		if state[i] != 0 {
			return out[i] // done, or nil inside a cycle
		}
		state[i] = 1
		var ids []string
		for _, s := range []string{cs[i].Identifier, cs[i].Name} {
			if s != "" && !slices.Contains(ids, s) {
				ids = append(ids, s)
			}
		}
		if a := cs[i].Antecedent; a >= 0 && a < len(cs) && a != i {
			for _, s := range build(a) {
				if !slices.Contains(ids, s) {
					ids = append(ids, s)
				}
			}
		}
		out[i], state[i] = ids, 2
		return ids
	}
	for i := range cs {
		build(i)
	}
	return out
}

func hasKind(ls []vault.Locator, k vault.LocatorKind) bool {
	for _, l := range ls {
		if l.Kind == k {
			return true
		}
	}
	return false
}
