package heuristic

import (
	"context"
	"maps"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestNominalSigns: the head noun of "is (not) a NOUN" and "is no NOUN"
// is a predicate with the copula's sign; a noun with a bare "of"
// complement, or in a relative clause, is not read.
func TestNominalSigns(t *testing.T) {
	tests := []struct {
		text string
		want map[string]int // by the word as written
	}{
		{"The transfer is a breach of the agreement.", map[string]int{"breach": 1}},
		{"The transfer is not a breach of the agreement.", map[string]int{"breach": -1}},
		{"The late payment was no waiver.", map[string]int{"waiver": -1}},
		{"Silence does not amount to a waiver, and it never constitutes a waiver.", map[string]int{"waiver": -1}},
		{"The clause is a penalty.", map[string]int{"penalty": 1}},
		{"Reasonableness is a question of fact.", map[string]int{}},
		{"She may serve anyone who was not a client of the firm.", map[string]int{}},
		{"The provision is a reasonable restraint on trade.", map[string]int{}}, // head not at the adjective
	}
	for _, tt := range tests {
		toks := tokenize(tt.text)
		got := map[string]int{}
		for k, v := range nominalSigns(toks) {
			for _, tk := range toks {
				if tk.k == k {
					got[tk.low] = v
					break
				}
			}
		}
		if !maps.Equal(got, tt.want) {
			t.Errorf("nominalSigns(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestNominalPolarityClash: a proposition denying the predicate noun the
// passage asserts (or asserting the one it denies), as a noun or as a
// verb, fails C-003; one agreeing passes.
func TestNominalPolarityClash(t *testing.T) {
	const passage = "We hold that a sublease to a related company without the landlord's written approval is a breach of the lease."
	probes := []struct {
		name, prop string
		fail       bool
	}{
		{"noun denied", "A sublease to a related company without the landlord's written approval is not a breach of the lease.", true},
		{"verb denied", "A sublease to a related company without the landlord's written approval does not breach the lease.", true},
		{"no breach", "A sublease to a related company without the landlord's written approval is no breach of the lease.", true},
		{"agrees", "A sublease to a related company without the landlord's written approval is a breach of the lease.", false},
	}
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Citation: "Pell v. Quarry Lane LLC, 77 P.3d 210, 214 (Or. Ct. App. 2021)",
				Excerpt: passage, Source: "Pell v. Quarry Lane LLC (DOC-4, DOC-4#c3, case, court Or. Ct. App., decided 2021-02-01)"}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if fail := !a.Supports; fail != p.fail {
				t.Errorf("fails C-003 = %v, want %v\n%s", fail, p.fail, a.Reasoning)
			}
		})
	}
}
