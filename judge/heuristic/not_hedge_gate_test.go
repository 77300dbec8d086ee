package heuristic

import (
	"strings"
	"testing"
)

// TestNotHedgeGate: every phrase of notHedges holds a gate word (a
// phrase added without one fails here), and on every fixture clause
// the gated withoutNotHedges removes what the phrases removed before.
func TestNotHedgeGate(t *testing.T) {
	for _, p := range notHedges {
		if !holdsAny(p, notHedgeGate) {
			t.Errorf("notHedges phrase %q holds none of %q", p, notHedgeGate)
		}
	}
	ungated := func(low string) string {
		for _, p := range notHedges {
			low = strings.ReplaceAll(low, p, " ")
		}
		return withoutProhibitions(withoutVerbBarring(withoutRejectedAlternatives(low)))
	}
	texts := []string{"the rule is generally applicable and not subject to waiver", "a general rule of law", "no longer subject to review"}
	for _, file := range fixtureFiles(t) {
		for _, s := range sentencesOf(file) {
			for _, c := range splitClauses(s.toks) {
				texts = append(texts, joinLow(c.toks))
			}
		}
	}
	removed := 0
	for _, low := range texts {
		got, want := withoutNotHedges(low), ungated(low)
		if got != want {
			t.Fatalf("withoutNotHedges(%q) = %q, ungated %q", low, got, want)
		}
		if holdsAny(low, notHedges) {
			removed++
		}
	}
	if removed < 3 {
		t.Fatalf("only %d texts held a phrase: the test shows nothing", removed)
	}
}
