package grade_test

import (
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
)

// TestSourcesHeadingsOfAnyPhrasing: numbered markers answered by a list
// under any Sources-like heading pass C-001; under a heading that is no
// Sources list (a section about law over prose, a label) they point
// nowhere and fail it.
func TestSourcesHeadingsOfAnyPhrasing(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	body := bremenTen + " [1]. Fraud defeats it [2].\n\n"
	entries := "\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n2. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 15 (1972).\n"
	for _, tc := range []struct {
		heading string
		want    string
	}{
		{"## Sources used in this answer", "pass"},
		{"## Cited authorities", "pass"},
		{"### Works cited", "pass"},
		{"**Bibliography**", "pass"},
		{"Documents relied on:", "pass"},
		{"## Citations", "pass"},
		{"## Sources of law in Delaware", "pass"}, // over entries: a list
		{"## Analysis", "fail"},
	} {
		t.Run(tc.heading, func(t *testing.T) {
			got, _, _ := advGrade(t, g, body+tc.heading+entries, bremenTrace...)
			if r := got["C-001"]; string(r.Verdict) != tc.want {
				t.Errorf("C-001 %s, want %s: %s", r.Verdict, tc.want, r.Reasoning)
			}
		})
	}
	// over prose, a section about law is no list: its markers point nowhere
	got, _, _ := advGrade(t, g, body+"## Sources of law in Delaware\n\nThe Supreme Court's rule governs "+"[VLT-0001, p. 10].\n", bremenTrace...)
	if r := got["C-001"]; r.Verdict != "fail" {
		t.Errorf("over prose: C-001 %s, want fail: %s", r.Verdict, r.Reasoning)
	}
}
