package checks

import (
	"sort"

	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// holdingOf is the holding of a case document, read from the whole
// opinion by heuristic.ReadHolding (its "we hold" and disposition sentences,
// separate opinions left out), with the Vault's "outcome" metadata
// winning over the text, so the judge sees an adverse holding even when
// the excerpt only restates a rule (C-004). Other kinds of document have
// no holding: the zero Holding.
func holdingOf(r vault.Reader, docID string) heuristic.Holding {
	if r == nil {
		return heuristic.Holding{}
	}
	d, ok := r.Document(docID)
	if !ok || d.Kind != "case" {
		return heuristic.Holding{}
	}
	return heuristic.ReadHolding(d.Text, d.Outcome)
}

// HoldingReport is one cited case document's holding as the judge was
// shown it (report.json "holdings").
type HoldingReport struct {
	Doc string `json:"doc"`
	heuristic.Holding
}

// HoldingsReport lists the holdings of the case documents the judge
// units drew on, sorted by document ID. Documents the user may not read
// are left out (their text is never written).
func HoldingsReport(in *Input) []HoldingReport {
	units, _ := sharedUnits(in)
	seen := map[string]bool{}
	var out []HoldingReport
	for _, u := range units {
		if seen[u.Doc] || deniedToUser(in, u.Doc) {
			continue
		}
		seen[u.Doc] = true
		if h := holdingFor(in, u.Doc); h.From != "" || h.Note != "" {
			out = append(out, HoldingReport{Doc: u.Doc, Holding: h})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Doc < out[j].Doc })
	return out
}
