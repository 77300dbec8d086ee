package grade_test

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
)

// Issue 22 items 2-4, graded end to end on the fixture Vault: what a
// Sources list, a heading or a footnote states is graded, and a marker
// that points nowhere fails C-001.

var bremenTen = "A forum-selection clause is prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances"

// TestMarkerPointingNowhere: "[3]" with a two-entry Sources list, or
// with no list, fails C-001 naming the marker; the same answer with
// every marker listed passes it.
func TestMarkerPointingNowhere(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	sources := "\n\n## Sources\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n2. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 15 (1972).\n"
	for _, tc := range []struct {
		name, answer, want string // want: a fragment of C-001's reasoning; "" for a pass
	}{
		{"a third marker for a two-entry list", bremenTen + " [1]. Fraud defeats it [2]. Every court must enforce it [3]." + sources, `"[3]"`},
		{"a marker after the period", bremenTen + ".[1] Every court must enforce it.[4]" + sources, `"[4]"`},
		{"a marker with no list", bremenTen + " [VLT-0001, p. 10]. Every court must enforce it [3].", `"[3]"`},
		{"a footnote reference with no definition", bremenTen + " [VLT-0001, p. 10]. Every court must enforce it.[^2]", `"[^2]"`},
		{"every marker listed", bremenTen + " [1]. Fraud defeats it [2]." + sources, ""},
		{"a paragraph number is no marker", bremenTen + " [VLT-0001, p. 10], as paragraph [3] of the memo puts it.", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _, _ := advGrade(t, g, tc.answer, bremenTrace...)
			r := got["C-001"]
			switch {
			case tc.want == "" && r.Verdict != "pass":
				t.Errorf("C-001 %s, want pass: %s", r.Verdict, r.Reasoning)
			case tc.want != "" && (r.Verdict != "fail" || !strings.Contains(r.Reasoning, tc.want)):
				t.Errorf("C-001 %s, want fail naming %s: %s", r.Verdict, tc.want, r.Reasoning)
			}
		})
	}
}
