package grade_test

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/judge/heuristic"
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

// TestStatementsOutsideTheBodyAreGraded: a statement of law under a
// Sources-like heading, in a heading or after a footnote's citation is
// judged with its citations exactly as the same statement in the body
// is; bibliography and labelling headings add nothing to judge.
func TestStatementsOutsideTheBodyAreGraded(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: heuristic.New(), Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	_, trace := fixtureAnswer(t, "c004-jones-for-enforcement")
	good := bremenTen + " [VLT-0001, p. 10].\n\n"
	overclaim := "2. Forum-selection clauses are always enforced, in every court [VLT-0001, p. 10].\n"
	entry1 := "1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n"
	for _, tc := range []struct {
		name, answer string
		fail         []string // judge criteria that must fail; every other must pass
	}{
		{"the overclaim in the body's own section", good + "## Authority\n\n" + entry1 + overclaim, []string{"C-003", "C-007", "C-008"}},
		{"the overclaim under Authorities", good + "## Authorities\n\n" + entry1 + overclaim, []string{"C-003", "C-007", "C-008"}},
		{"the overclaim under Sources:", good + "Sources:\n" + entry1 + overclaim, []string{"C-003", "C-007", "C-008"}},
		{"the overclaim under bold References", good + "**References**\n\n" + entry1 + overclaim, []string{"C-003", "C-007", "C-008"}},
		{"the overclaim in a trailing [N] paragraph", good + "[1] M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n[2] Forum-selection clauses are always enforced, in every court [VLT-0001, p. 10].\n", []string{"C-003", "C-007", "C-008"}},
		{"an adverse holding in a heading", good + "## The Ninth Circuit enforced a franchise agreement's forum-selection clause over a California franchise statute [VLT-0006, p. 499]\n\nSee the discussion above.\n", []string{"C-003", "C-004", "C-008"}}, // "refused to enforce it" told as enforced: C-003 needs review (declined_done.go)
		{"an overclaim after a footnote's citation", bremenTen + ".[^1]\n\n[^1]: [VLT-0001, p. 10]. Every court in the United States must enforce every forum-selection clause, without exception.\n", []string{"C-003", "C-007", "C-008"}},
		{"a bibliographic Sources list", bremenTen + " [1].\n\n## Authorities\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972) (Supreme Court opinion).\n", nil},
		{"labelling headings", "## Short answer\n\n" + good + "## Analysis\n\n### Grounds for refusing enforcement\n\nThe clause was obtained through fraud or overreaching [VLT-0001, p. 15].\n", nil},
		{"a footnote that only cites", bremenTen + ".[^1]\n\n[^1]: [VLT-0001, p. 10].\n", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _, _ := advGrade(t, g, tc.answer, trace...)
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
