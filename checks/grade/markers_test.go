package grade_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/grade"
)

// A reference marker is never a fact (issue 22.8, issue 24 section 3):
// the numbered-sources fixture answer, its "[N]" markers rewritten in
// the other styles assistants use, still passes every criterion with
// the offline judge, and no proposition handed to a judge carries a
// marker's number.

var bracketMarker = regexp.MustCompile(` \[(\d)\]\.`)

func TestMarkersAreNeverFacts(t *testing.T) {
	g := checkstest.FixtureGrader(t)
	base := fixtureResponse(t, "style-numbered-sources")
	sup := map[string]string{"1": "\u00b9", "2": "\u00b2", "3": "\u00b3", "4": "\u2074", "5": "\u2075"}
	for _, style := range []struct {
		name  string
		mark  func(n string) string
		again string // a later sentence citing entry 1 again
	}{
		{"sup tag repeated", func(n string) string { return "<sup>" + n + "</sup>." }, "Forum-selection clauses are prima facie valid<sup>1</sup>.\n\n"},
		{"superscript digit repeated", func(n string) string { return "." + sup[n] }, "Forum-selection clauses are prima facie valid.\u00b9\n\n"},
		{"sup tag before the period", func(n string) string { return "<sup>" + n + "</sup>." }, ""},
		{"sup tag after the period", func(n string) string { return ".<sup>" + n + "</sup>" }, ""},
		{"superscript digit before the period", func(n string) string { return sup[n] + "." }, ""},
		{"superscript digit after the period", func(n string) string { return "." + sup[n] }, ""},
		{"upper-case sup tag", func(n string) string { return "<SUP>" + n + "</SUP>." }, ""},
	} {
		t.Run(style.name, func(t *testing.T) {
			body, sources, ok := strings.Cut(base.Answer, "**Sources**")
			if !ok {
				t.Fatal("the fixture answer has no Sources list")
			}
			resp := *base
			resp.Answer = bracketMarker.ReplaceAllStringFunc(body, func(m string) string {
				return style.mark(bracketMarker.FindStringSubmatch(m)[1])
			}) + style.again + "**Sources**" + sources
			resp.RunID = "markers"
			s, rep, err := g.Grade(context.Background(), &resp)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range s.CriteriaResults {
				if r.Verdict != checks.Pass {
					t.Errorf("%s %s: %s", r.ID, r.Verdict, r.Reasoning)
				}
			}
			for _, p := range rep.Propositions {
				if st := p.Stated(); strings.Contains(st, "sup>") || strings.ContainsAny(st, "\u00b9\u00b2\u00b3\u2074\u2075") {
					t.Errorf("P%d is handed to the judge with its marker: %q", p.Index, st)
				}
			}
		})
	}
}

// TestOneEntryIsOneCitation (issue 24 section 3): a Sources entry naming
// the walled memo by its title and its ID is one citation of it, so
// C-002 reports the breach once; a lenticular mark naming a file after
// its result number resolves to that file.
func TestOneEntryIsOneCitation(t *testing.T) {
	c, ix := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	walled, trace := fixtureAnswer(t, "c002-ethical-wall")
	const title = "Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum on the Distribution Agreement's Forum-Selection Clause"
	for _, entry := range []string{
		title + " (VLT-0027, ¶ 2)",
		"*" + title + "* (VLT-0027, ¶ 2)",
		title + " — [VLT-0027, ¶ 2]",
		"[VLT-0027, ¶ 2] " + title,
	} {
		ans := strings.Replace(walled, "[VLT-0027, ¶ 2]", "[1]", 1) + "\n\n**Sources**\n\n1. " + entry + "\n"
		v, _, rep := advGrade(t, g, ans, trace...)
		if r := v["C-002"]; r.Verdict != "fail" || !strings.HasPrefix(r.Reasoning, "1 citation(s)") {
			t.Errorf("%q: C-002 %s, want one citation failing: %s", entry, r.Verdict, r.Reasoning)
		}
		n := 0
		for _, cr := range rep.Citations {
			if len(cr.Resolution.Docs) == 1 && cr.Resolution.Docs[0] == "VLT-0027" {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%q: %d citations of VLT-0027, want 1", entry, n)
		}
	}
	clean, cleanTrace := fixtureAnswer(t, "clean-bluebook")
	for _, mark := range []string{"【3†Acme-Globex-MSA.pdf】", "【4:0†Acme-Globex-MSA.pdf】"} {
		v, _, rep := advGrade(t, g, clean+"\n\nThe firm's agreement designates Delaware "+mark+".", cleanTrace...)
		if v["C-001"].Verdict != "pass" {
			t.Errorf("%s: C-001 %s: %s", mark, v["C-001"].Verdict, v["C-001"].Reasoning)
		}
		found := false
		for _, cr := range rep.Citations {
			if cr.Text == mark && cr.Identifier == "Acme-Globex-MSA.pdf" {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: not one citation of Acme-Globex-MSA.pdf", mark)
		}
	}
}
