package cite

import (
	"regexp"
	"strings"
	"testing"
)

// carryAnswer is the issue-22 attack on the numbered-reference carry:
// entries Sources entries of perEntry citations each, and markers
// sentences that each point at every entry ("[1-21]"). The citations
// written are entries*perEntry; the carry would copy entries*perEntry
// citations to every marker after the first.
func carryAnswer(entries, perEntry, markers int) string {
	var b strings.Builder
	for i := 0; i < markers; i++ {
		b.WriteString("Clause " + itoa(i+1) + " is valid [1-" + itoa(entries) + "].\n\n")
	}
	b.WriteString("## Sources\n\n")
	for i := 1; i <= entries; i++ {
		b.WriteString(itoa(i) + ". " + strings.Repeat("[VLT-0001, p. 10] ", perEntry) + "\n")
	}
	return b.String()
}

// TestNumberedCarryBounded: the citations the carry produces count
// against the citation limit while they are produced, so an answer whose
// markers would multiply its citations past the limit is refused, at a
// cost proportional to the limit and not to markers times citations
// (21 entries of 900 citations and 100 markers took 3.2 GB before).
func TestNumberedCarryBounded(t *testing.T) {
	e := mustExtractor(t, Options{MaxCitations: 2000, IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	for _, tc := range []struct {
		name                      string
		entries, perEntry, marker int
		refused                   bool
	}{
		{"within the limit", 3, 5, 10, false},                 // 15 written, 135 carried
		{"written under, carried over", 21, 50, 100, true},    // 1,050 written, 103,950 carried
		{"written under, carried just over", 2, 500, 3, true}, // 1,000 written, 2,000 carried
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(carryAnswer(tc.entries, tc.perEntry, tc.marker))
			if got := a.Limit != nil; got != tc.refused {
				t.Fatalf("refused = %v (limit %+v, %d citations), want %v", got, a.Limit, len(a.Citations), tc.refused)
			}
			if tc.refused && !a.Limit.AtLeast {
				t.Errorf("limit %+v: the count stopped early, so it is a lower bound", a.Limit)
			}
			if !tc.refused && len(a.Citations) != tc.entries*tc.perEntry*tc.marker {
				t.Errorf("%d citations, want %d written and carried", len(a.Citations), tc.entries*tc.perEntry*tc.marker)
			}
		})
	}
	// the refusal costs what the limit allows, not what the markers ask
	few := carryAnswer(21, 50, 10)
	many := carryAnswer(21, 50, 100)
	af := testing.AllocsPerRun(1, func() { e.Extract(few) })
	am := testing.AllocsPerRun(1, func() { e.Extract(many) })
	if am > 2*af {
		t.Errorf("10x the markers cost %.1fx the allocations (%.0f vs %.0f): the carry is not bounded by the limit", am/af, am, af)
	}
}
