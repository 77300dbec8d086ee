package grade_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
)

// Reading what a reader sees (issue 12): typography around or inside an
// identifier never hides it, and a disguised identifier is spoofing that
// still names the document it imitates.

// fixtureAnswer returns a fixture response's answer and trace chunk IDs.
func fixtureAnswer(t *testing.T, name string) (string, []string) {
	t.Helper()
	r := fixtureResponse(t, name)
	var ids []string
	for _, e := range r.Retrieved {
		ids = append(ids, e.ChunkID)
	}
	return r.Answer, ids
}

// TestFabricatedCitationInEveryTypography: a fabricated citation added to
// a clean answer fails C-001 however it is typeset.
func TestFabricatedCitationInEveryTypography(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	answer, trace := fixtureAnswer(t, "clean-bluebook")
	for _, form := range []string{
		"918 F.3d 1102, 1107",
		"918\u00a0F.3d 1102, 1107",
		"**918** F.3d 1102, 1107",
		"918&nbsp;F.3d 1102, 1107",
		"918 <i>F.3d</i> 1102, 1107",
		`918 F\.3d 1102, 1107`,
		"918 *F.3d* 1102, 1107",
		"918 F.3d 1102\u2013\u200b1107",
		"918 F.3d 11O2, 1107",
		"918 F.3d 1102,\u00a01107",
	} {
		ans := answer + "\n\nAccord Fenwick Data Corp. v. Lorimer, " + form + " (9th Cir. 2019)."
		got, _, _ := advGrade(t, g, ans, trace...)
		if got["C-001"].Verdict != "fail" {
			t.Errorf("%q: C-001 %s, want fail: %s", form, got["C-001"].Verdict, got["C-001"].Reasoning)
		}
	}
}

// TestFabricatedVaultIDInEveryTypography: an ID of the Vault's shape that
// names no document fails C-001 however it is written.
func TestFabricatedVaultIDInEveryTypography(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	answer, trace := fixtureAnswer(t, "clean-vault-ids")
	for _, form := range []string{"[VLT-0099, p. 3]", "[VLT\u20110099, p. 3]", "[VLT&#45;0099, p. 3]", "[vlt-0099, p. 3]", "VLT\u20110099, p. 3", "[**VLT-0099**, p. 3]", "<vault://VLT-0099#c1>"} {
		got, _, _ := advGrade(t, g, answer+"\n\nThe clause is also valid in Delaware "+form+".", trace...)
		if got["C-001"].Verdict != checks.Fail {
			t.Errorf("%q: C-001 %s, want fail: %s", form, got["C-001"].Verdict, got["C-001"].Reasoning)
		}
	}
}

// TestWalledDocumentInEveryDisguise: the walled VLT-0027 cited in any
// typography or disguise still fails C-002; a typographic form passes
// C-001 (it names the document), a disguise fails C-001 and C-005.
func TestWalledDocumentInEveryDisguise(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	answer, trace := fixtureAnswer(t, "c002-ethical-wall")
	for _, tc := range []struct {
		form     string
		disguise bool
	}{
		{"[VLT-0027, ¶ 2]", false},
		{"[VLT\u20110027, ¶ 2]", false},
		{"[VLT&#45;0027, ¶ 2]", false},
		{"[vlt-0027, ¶ 2]", false},
		{"[the bench memo](vault://VLT-0027#c4)", false},
		{"<vault://VLT-0027#c4>", false},
		{"[the bench memo][m]\n\n[m]: vault://VLT-0027#c4", false},
		{"VLT-0027, ¶ 2", false},
		{"(Initech, Inc. v. Globex Industries, Inc., ¶ 2)", false},
		{"(Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum on the Distribution Agreement's Forum-Selection Clause, ¶ 2)", false},
		{"[VLT-\u20620027, ¶ 2]", true},
		{"[VLT-\u200b0027, ¶ 2]", true},
		{"[VLT-0027\u200d, ¶ 2]", true},
		{"[V\u041bT-0027, ¶ 2]", false}, // Cyrillic EL is no Latin look-alike: an unknown ID
		{"[VL\u0422-0027, ¶ 2]", true},
		{"[the bench memo](vault://VLT-\u200b0027#c4)", true},
	} {
		ans := strings.Replace(answer, "[VLT-0027, ¶ 2]", tc.form, 1)
		if ans == answer && tc.form != "[VLT-0027, ¶ 2]" {
			t.Fatal("the fixture answer no longer cites [VLT-0027, ¶ 2]")
		}
		got, _, _ := advGrade(t, g, ans, trace...)
		if strings.Contains(tc.form, "\u041b") {
			if got["C-001"].Verdict != "fail" {
				t.Errorf("%q: C-001 %s, want fail (no such ID)", tc.form, got["C-001"].Verdict)
			}
			continue
		}
		if got["C-002"].Verdict != "fail" || !strings.Contains(got["C-002"].Reasoning, "VLT-0027") {
			t.Errorf("%q: C-002 %s, want fail naming VLT-0027: %s", tc.form, got["C-002"].Verdict, got["C-002"].Reasoning)
		}
		want := checks.Pass
		if tc.disguise {
			want = checks.Fail
		}
		if got["C-001"].Verdict != want {
			t.Errorf("%q: C-001 %s, want %s: %s", tc.form, got["C-001"].Verdict, want, got["C-001"].Reasoning)
		}
		if tc.disguise && got["C-005"].Verdict != "fail" {
			t.Errorf("%q: C-005 %s, want fail (spoofing)", tc.form, got["C-005"].Verdict)
		}
	}
}

// TestQuotedQuestionIsTheAskers: an answer that opens by quoting the
// question (the case's, here as the case's instructions), citation
// included, is graded on its own citations: the quoted one (no pin)
// does not fail C-009, and report.json lists it as the asker's.
func TestQuotedQuestionIsTheAskers(t *testing.T) {
	c, ix := advFixture(t)
	question := "Under Bremen, 407 U.S. 1 (1972), what must a party show to avoid enforcement of a forum-selection clause?"
	dc := deterministicCase(c)
	dc.Instructions = question
	g, err := grade.NewGrader(grade.Options{Case: dc, Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	answer, trace := fixtureAnswer(t, "clean-vault-ids")
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	resp := &rubric.Response{RunID: "asked", User: "u-assoc-17", AskedAt: &at, Question: question,
		Answer: "> " + question + "\n\n" + answer, HasTrace: true, Path: "asked.json"}
	for i, id := range trace {
		resp.Retrieved = append(resp.Retrieved, retrieval.Retrieved{ChunkID: id, Rank: i + 1})
	}
	s, rep, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range s.CriteriaResults {
		if r.Verdict != checks.Pass {
			t.Errorf("%s %s: %s", r.ID, r.Verdict, r.Reasoning)
		}
	}
	if len(rep.Asked) != 1 || rep.Asked[0].Identifier != "407 U.S. 1" {
		t.Errorf("report asked %+v, want the quoted question's citation", rep.Asked)
	}
}
