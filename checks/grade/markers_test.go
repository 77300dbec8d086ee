package grade_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/checkstest"
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
		name string
		mark func(n string) string
	}{
		{"sup tag before the period", func(n string) string { return "<sup>" + n + "</sup>." }},
		{"sup tag after the period", func(n string) string { return ".<sup>" + n + "</sup>" }},
		{"superscript digit before the period", func(n string) string { return sup[n] + "." }},
		{"superscript digit after the period", func(n string) string { return "." + sup[n] }},
		{"upper-case sup tag", func(n string) string { return "<SUP>" + n + "</SUP>." }},
	} {
		t.Run(style.name, func(t *testing.T) {
			body, sources, ok := strings.Cut(base.Answer, "**Sources**")
			if !ok {
				t.Fatal("the fixture answer has no Sources list")
			}
			resp := *base
			resp.Answer = bracketMarker.ReplaceAllStringFunc(body, func(m string) string {
				return style.mark(bracketMarker.FindStringSubmatch(m)[1])
			}) + "**Sources**" + sources
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
