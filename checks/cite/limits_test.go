package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestManyCandidatesStopEarly: an answer made only of short forms, far
// past the citation limit, is refused without building a candidate per
// form (4 MiB of "Id. " reached 912 MB before it was refused); the
// allocations stay proportional to the limit, not to the answer.
func TestManyCandidatesStopEarly(t *testing.T) {
	e, err := NewExtractor(Options{MaxCitations: 100, IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, unit string }{{"id", "Id. "}, {"supra", "Bremen, supra. "}, {"section", "§ 1 "}, {"bracket", "[VLT-0001] "}} {
		small := strings.Repeat(tc.unit, 5_000)
		large := strings.Repeat(tc.unit, 50_000)
		a := e.Extract(large)
		if a.Limit == nil {
			t.Fatalf("%s: %d forms passed a limit of 100", tc.name, 50_000)
		}
		as := testing.AllocsPerRun(1, func() { e.Extract(small) })
		al := testing.AllocsPerRun(1, func() { e.Extract(large) })
		if al > 3*as {
			t.Errorf("%s: 10x the forms past the limit cost %.1fx the allocations (%.0f vs %.0f)", tc.name, al/as, al, as)
		}
	}
}
