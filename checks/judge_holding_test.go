package checks

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// holdingVault has a case whose text states its holding, a case whose
// outcome only the Vault's metadata records, and a statute.
func holdingVault() *fixture.Vault {
	return fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "VLT-0101", Title: "Alder v. Birch", Kind: "case", Court: "9th Cir.", Decided: "2020", Aliases: []string{"Alder"}},
			Chunks: []string{"Alder v. Birch. The district court enforced the restrictive covenant.", "Restrictive covenants are enforceable if reasonable in time and place.", "We hold that the restrictive covenant is unenforceable. Reversed."}, Pages: []string{"1", "2", "3"}},
		fixture.Doc{Doc: vault.Document{ID: "VLT-0102", Title: "Cedar v. Dogwood", Kind: "case", Court: "D. Minn.", Outcome: "unenforceable", Aliases: []string{"Cedar"}},
			Chunks: []string{"Cedar v. Dogwood. The cross-motions are resolved as set forth in the judgment.", "A restrictive covenant is reviewed for reasonableness."}, Pages: []string{"1", "2"}},
		fixture.Doc{Doc: vault.Document{ID: "VLT-0103", Title: "Restrictive Covenants Act", Kind: "statute"},
			Chunks: []string{"A restrictive covenant is void against low-wage employees."}, Secs: []string{"§ 3"}},
	)
}

func TestHoldingOf(t *testing.T) {
	v := holdingVault()
	if h := holdingOf(v, "VLT-0101"); h.From != "text" || h.Outcome != "unenforceable" || !strings.Contains(strings.Join(h.Sentences, " "), "We hold") {
		t.Errorf("holding read from the text: %+v", h)
	}
	if h := holdingOf(v, "VLT-0102"); h.From != "metadata" || h.Outcome != "unenforceable" {
		t.Errorf("holding from the Vault's outcome: %+v", h)
	}
	if h := holdingOf(v, "VLT-0103"); h.From != "" || h.Outcome != "" || len(h.Sentences) != 0 {
		t.Errorf("a statute has no holding: %+v", h)
	}
	if h := holdingOf(v, "VLT-9999"); h.From != "" {
		t.Errorf("an unknown document has no holding: %+v", h)
	}
}

// TestUnitsCarryHoldingAndSource: a citation unit carries its document's
// holding (with the metadata outcome, which also opens its text), a
// SOURCE label with the court and date, and the text of the other chunks
// of the document that were retrieved (never a denied document's).
func TestUnitsCarryHoldingAndSource(t *testing.T) {
	v := holdingVault()
	text := "Covenants are enforceable if reasonable. Alder, at 2. A covenant is reviewed for reasonableness. Cedar, at 2."
	a := &cite.Answer{Text: text, Propositions: []cite.Proposition{{Index: 0, Text: "Covenants are enforceable if reasonable.", Citations: []int{0}}, {Index: 1, Text: "A covenant is reviewed for reasonableness.", Citations: []int{1}}}}
	a.Citations = []cite.Citation{{Index: 0, Text: "Alder, at 2", Proposition: 0, Parallel: -1, Antecedent: -1}, {Index: 1, Text: "Cedar, at 2", Proposition: 1, Parallel: -1, Antecedent: -1}}
	in := inputFor(v, a, "VLT-0101#c1", "VLT-0101#c2", "VLT-0101#c3", "VLT-0102#c2")
	in.Passages[0].Chunk, _ = v.Chunk("VLT-0101#c2")
	in.Passages[1].Chunk, _ = v.Chunk("VLT-0102#c2")
	in.Passages[0].Retrieved, in.Passages[1].Retrieved = true, true
	units, _ := citationUnits(in)
	if len(units) != 2 {
		t.Fatalf("%d units", len(units))
	}
	u0, u1 := units[0].Unit, units[1].Unit
	if !strings.Contains(u0.Holding, "We hold that the restrictive covenant is unenforceable") || u0.Outcome != "" {
		t.Errorf("unit 0 holding %q outcome %q", u0.Holding, u0.Outcome)
	}
	if u0.Source != heuristic.SourceLabel("Alder v. Birch", "VLT-0101", "VLT-0101#c2", "case", "9th Cir.", "2020", "") {
		t.Errorf("unit 0 source %q", u0.Source)
	}
	if !strings.Contains(u0.SameDocRetrieved, "district court enforced") || !strings.Contains(u0.SameDocRetrieved, "We hold") || strings.Contains(u0.SameDocRetrieved, "enforceable if reasonable") {
		t.Errorf("unit 0 same-document retrieved text %q", u0.SameDocRetrieved)
	}
	if u1.Outcome != "unenforceable" || !strings.HasPrefix(u1.Holding, "Outcome recorded in the Vault for this document: unenforceable.") {
		t.Errorf("unit 1 holding %q outcome %q", u1.Holding, u1.Outcome)
	}
	hr := HoldingsReport(in)
	if len(hr) != 2 || hr[0].Doc != "VLT-0101" || hr[1].Doc != "VLT-0102" || hr[1].From != "metadata" {
		t.Errorf("holdings report %+v", hr)
	}
	// The heuristic judge reads the metadata outcome: the neutral rule is
	// not adverse, an enforcement claim would be.
	j := heuristic.New()
	out := judge.AssessAll(t.Context(), j, []judge.Unit{u0, u1})
	for _, o := range out {
		if o.Err != nil {
			t.Fatal(o.Err)
		}
	}
	a0, a1 := out[0].Assessment, out[1].Assessment
	if !a0.Adverse || a1.Adverse {
		t.Errorf("adverse: %v %v\n%s\n%s", a0.Adverse, a1.Adverse, a0.Reasoning, a1.Reasoning)
	}
}
