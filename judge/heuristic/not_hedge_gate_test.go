package heuristic

import (
	"strings"
	"testing"
)

// TestNotHedgeGate: every phrase of notHedges holds a gate word and
// every rejected lead "whether" (a phrase added without one fails
// here), and on every fixture clause the gated withoutNotHedges removes
// what the phrases, leads and prohibitions removed before.
func TestNotHedgeGate(t *testing.T) {
	for _, p := range notHedges {
		if !holdsAny(p, notHedgeGate) {
			t.Errorf("notHedges phrase %q holds none of %q", p, notHedgeGate)
		}
	}
	for _, lead := range rejectedLeads {
		if !strings.Contains(lead, "whether") {
			t.Errorf("rejected lead %q does not hold \"whether\", which withoutRejectedAlternatives scans for first", lead)
		}
	}
	// The former code: no gates before the scans.
	rejectedUngated := func(low string) string {
		for _, lead := range rejectedLeads {
			for {
				i := strings.Index(low, lead)
				if i < 0 {
					break
				}
				end := len(low)
				if j := strings.IndexAny(low[i+len(lead):], ";"); j >= 0 {
					end = i + len(lead) + j
				}
				low = low[:i] + " " + low[end:]
			}
		}
		return low
	}
	prohibitionsUngated := func(low string) string {
		if !strings.Contains(low, " may not ") {
			return low
		}
		return withoutProhibitions(low) // past the gate, the same code
	}
	ungated := func(low string) string {
		for _, p := range notHedges {
			low = strings.ReplaceAll(low, p, " ")
		}
		return prohibitionsUngated(withoutVerbBarring(rejectedUngated(low)))
	}
	texts := []string{"the rule is generally applicable and not subject to waiver", "a general rule of law", "no longer subject to review",
		"the test asks what the purpose was, not whether advice was one purpose among several; it is settled", "a party may not contract out of liability", "it may not apply"}
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
