package grade

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// idJudge is a judge known only by its identity.
type idJudge struct{ id judge.Identity }

func (j idJudge) Model() string            { return j.id.Model }
func (j idJudge) Identity() judge.Identity { return j.id }
func (j idJudge) Assess(context.Context, judge.Unit) (judge.Assessment, error) {
	return judge.Assessment{}, nil
}

// TestResumeKeyCoversEverything: the one fingerprint changes with every
// input a verdict depends on, and with nothing else.
func TestResumeKeyCoversEverything(t *testing.T) {
	c, ix := openSuite(t)
	path := filepath.Join(suiteDir, "responses", "c002-pass-member-memo.json")
	load := func(opt rubric.ResponseOptions) *rubric.Response {
		r, err := rubric.LoadResponse(path, opt)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	keyOf := func(g *Grader, r *rubric.Response) report.ResumeKey {
		k, err := g.ResumeKey(r)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	grader := func(opt Options) *Grader {
		if opt.Case == nil {
			opt.Case = c
		}
		if opt.Vault == nil {
			opt.Vault = ix
		}
		g, err := NewGrader(opt)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	g := grader(Options{Judge: heuristic.New()})
	base := keyOf(g, load(rubric.ResponseOptions{}))
	if base.Vault == "" || base.Sum == "" || base != keyOf(grader(Options{Judge: heuristic.New()}), load(rubric.ResponseOptions{})) {
		t.Fatalf("the key is not stable: %+v", base)
	}
	later := time.Date(2026, 9, 2, 0, 0, 0, 0, time.UTC)
	otherCase := *c
	otherCase.Hash = "sha256:edited"
	src, err := vault.LoadSource(c.VaultPath)
	if err != nil {
		t.Fatal(err)
	}
	src.Grants = append(src.Grants, &vault.Grant{Doc: "VLT-0021", Principal: "user:u-assoc-17", Effect: vault.Deny, Line: 99})
	denied, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	traced := load(rubric.ResponseOptions{})
	traced.Retrieved = append(traced.Retrieved, retrieval.Retrieved{ChunkID: "VLT-0001#c1", Rank: 9})
	oai := judge.Identity{Kind: "openai", Model: "m", Endpoint: "http://127.0.0.1:8000/v1", PromptVersion: llm.PromptVersion}
	otherEndpoint := oai
	otherEndpoint.Endpoint = "http://127.0.0.1:9000/v1"
	cases := []struct {
		name string
		key  report.ResumeKey
		why  string
	}{
		{"--user", keyOf(g, load(rubric.ResponseOptions{User: "u-summer-04"})), "the user changed"},
		{"--at", keyOf(g, load(rubric.ResponseOptions{At: &later})), "the time asked changed"},
		{"the trace", keyOf(g, traced), "the retrieval trace changed"},
		{"the case", keyOf(grader(Options{Case: &otherCase, Judge: heuristic.New()}), load(rubric.ResponseOptions{})), "the case changed"},
		{"a deny in the ACL", keyOf(grader(Options{Vault: denied, Judge: heuristic.New()}), load(rubric.ResponseOptions{})), "the Vault changed"},
		{"another judge", keyOf(grader(Options{Judge: idJudge{oai}}), load(rubric.ResponseOptions{})), "the judge changed"},
		{"no judge", keyOf(grader(Options{}), load(rubric.ResponseOptions{})), "the judge changed"},
	}
	for _, tc := range cases {
		if tc.key.Sum == base.Sum || tc.key.Changed(base) != tc.why && !startsWith(tc.key.Changed(base), tc.why) {
			t.Errorf("%s: key %s (changed: %q), want a new key because %q", tc.name, tc.key.Sum, tc.key.Changed(base), tc.why)
		}
	}
	a, b := keyOf(grader(Options{Judge: idJudge{oai}}), load(rubric.ResponseOptions{})), keyOf(grader(Options{Judge: idJudge{otherEndpoint}}), load(rubric.ResponseOptions{}))
	if a.Sum == b.Sum {
		t.Error("the same model behind another endpoint is another judge")
	}
}

func startsWith(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }
