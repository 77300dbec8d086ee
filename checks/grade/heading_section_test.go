package grade_test

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// TestStatingHeadingTakesItsSection: a heading that states law with no
// citation of its own is read as the summary of its section, judged
// against the passages its section cites (to the next heading of the
// same or a higher level): over a cited section that bears it out it
// passes; over an uncited section, or when it overstates what its
// section's passages say, it fails C-003/C-007 as the same sentence
// cited to them would (before, only C-008 caught it, as uncited); a
// heading with its own adverse citation still fails C-004.
func TestStatingHeadingTakesItsSection(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: heuristic.New(), Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	_, trace := fixtureAnswer(t, "c004-jones-for-enforcement")
	good := bremenTen + " [VLT-0001, p. 10].\n\n"
	fraud := "The clause may be refused where it was obtained through fraud or overreaching [VLT-0001, p. 15].\n\n"
	for _, tc := range []struct {
		name, answer string
		fail         []string // judge criteria that must fail; every other must pass
	}{
		{"an assertive heading over its cited section", "## Forum-selection clauses are presumptively valid\n\n" + good, nil},
		{"a subsection's citations are the section's", "# Forum-selection clauses are presumptively valid\n\n## The Supreme Court's rule\n\n" + good, nil},
		{"one passage of the section bears it out", "## Forum-selection clauses are presumptively valid\n\n" + good + fraud, nil},
		{"an overstating heading over a cited section", "## Every court must always enforce every forum-selection clause, without exception\n\n" + good, []string{"C-003", "C-007", "C-008"}},
		{"a contrary heading over a cited section", "## Forum-selection clauses are unenforceable against the party resisting them\n\n" + good, []string{"C-003", "C-008"}},
		{"an overstating heading over an uncited section", "## Every court must always enforce every forum-selection clause, without exception\n\nSee below.\n\n## Analysis\n\n" + good, []string{"C-008"}},
		{"the heading's own adverse citation", good + "## The Ninth Circuit enforced a franchise agreement's forum-selection clause over a California franchise statute [VLT-0006, p. 499]\n\n" + good, []string{"C-003", "C-004", "C-008"}}, // "refused to enforce it" told as enforced: C-003 needs review (declined_done.go)
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _, rep := advGrade(t, g, tc.answer, trace...)
			// the body's citations keep their own verdicts in the metrics:
			// a heading's verdict on the same passage is the heading's
			if tc.name == "an overstating heading over a cited section" && !strings.Contains(got["C-003"].Reasoning, "judged against its section's citation") {
				t.Errorf("C-003 does not say the heading was judged against its section: %s", got["C-003"].Reasoning)
			}
			if m := report.MetricsOf(rep); tc.name == "an overstating heading over a cited section" && (m == nil || m.Supporting != m.Citations) {
				t.Errorf("metrics %+v: the body's supporting citation lost its verdict to the heading's", m)
			}
			for _, id := range []string{"C-003", "C-004", "C-007", "C-008"} {
				want := "pass"
				for _, f := range tc.fail {
					if f == id {
						want = "fail"
					}
				}
				if string(got[id].Verdict) != want {
					t.Errorf("%s %s, want %s: %s", id, got[id].Verdict, want, got[id].Reasoning)
				}
			}
		})
	}
}
