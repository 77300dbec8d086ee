package grade_test

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
)

// Short forms read as a reader reads them (issue 22, items 6 and 7).

// TestNamePinsAreGraded (issue 22.6): a bare name with a pin in any
// locator form is a short citation with that pin: a page the document
// lacks fails C-009, an unretrieved page fails C-006, each naming the
// short citation.
func TestNamePinsAreGraded(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	clean, trace := fixtureAnswer(t, "clean-bluebook")
	for _, tc := range []struct{ sentence, cite, crit, why string }{
		{"Enforcement is the rule (Bremen, p. 99).", "Bremen, p. 99", "C-009", "p. 99"},
		{"Enforcement is the rule, Bremen p. 99.", "Bremen p. 99", "C-009", "p. 99"},
		{"Enforcement is the rule, Bremen, ¶ 9.", "Bremen, ¶ 9", "C-009", "¶ 9"},
		{"Enforcement is the rule (Bremen, pp. 98-99).", "Bremen, pp. 98-99", "C-009", "98-99"},
		{"Enforcement is the rule, Bremen p. 20.", "Bremen p. 20", "C-006", "not retrieved"},
		{"Enforcement is the rule (Bremen, at 20).", "Bremen, at 20", "C-006", "not retrieved"},
	} {
		v, _, _ := advGrade(t, g, clean+"\n\n"+tc.sentence, trace...)
		r := v[tc.crit]
		if r.Verdict != "fail" || !strings.Contains(r.Reasoning, tc.cite) || !strings.Contains(r.Reasoning, tc.why) {
			t.Errorf("%q: %s %s, want fail naming %q (%s): %s", tc.sentence, tc.crit, r.Verdict, tc.cite, tc.why, r.Reasoning)
		}
	}
}

// TestCaptionResolvesInEveryTypeface (issue 22.7): the caption of the
// walled memo, written plainly, in italics, in bold or in quotes, names
// the memo: C-001 passes and C-002 fails naming VLT-0027 (an ethical
// wall, not a fabrication).
func TestCaptionResolvesInEveryTypeface(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	walled, trace := fixtureAnswer(t, "c002-ethical-wall")
	const caption = "Initech, Inc. v. Globex Industries, Inc."
	for _, form := range []string{
		caption + ", ¶ 3",
		"*" + caption + "*, ¶ 3",
		"_" + caption + "_, ¶ 3",
		"**" + caption + "**, ¶ 3",
		"***" + caption + "***, ¶ 3",
		"\"" + caption + "\", ¶ 3",
		"“" + caption + "”, ¶ 3",
		"<i>" + caption + "</i>, ¶ 3",
		"*" + caption + ",* ¶ 3",
	} {
		ans := strings.Replace(walled, "[VLT-0027, ¶ 2]", "("+form+")", 1)
		v, _, _ := advGrade(t, g, ans, trace...)
		if v["C-001"].Verdict != "pass" {
			t.Errorf("%q: C-001 %s, want pass (the caption names the memo): %s", form, v["C-001"].Verdict, v["C-001"].Reasoning)
		}
		if v["C-002"].Verdict != "fail" || !strings.Contains(v["C-002"].Reasoning, "VLT-0027") {
			t.Errorf("%q: C-002 %s, want fail naming VLT-0027: %s", form, v["C-002"].Verdict, v["C-002"].Reasoning)
		}
	}
}
