package llm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault/vaulttest"

	"github.com/citecheck/citecheck/judge"
)

// TestPromptGolden pins the rendered prompts (with a fixed nonce) so any
// change to a template is reviewed; PromptVersion changes with them.
func TestPromptGolden(t *testing.T) {
	units := map[string]judge.Unit{
		"citation": bremenUnit(),
		"unsupported": {Kind: judge.UnitUnsupported, ID: "unsupported", Answer: "Courts always enforce clauses.\nThe Vault sources are insufficient on consumer contracts.",
			Claims: []judge.Claim{{ID: "P0", Text: "Courts always enforce clauses.", Why: "no citation", Next: "The Vault sources are insufficient on consumer contracts.",
				Passages: []judge.ClaimPassage{{Chunk: "VLT-0001#c4", Text: "Forum-selection clauses are prima facie valid."}}}}},
		"criterion": {Kind: judge.UnitCriterion, ID: "C-010", Question: "What must a party show?", Answer: "A party must show unreasonableness.",
			Criterion: &judge.Criterion{ID: "C-010", Title: "No fabricated quotes", MatchCriteria: "PASS if no quotation is fabricated.", Negative: true}},
		"batch":   {}, // rendered by renderCitations below
		"re-ask":  {}, // a re-ask with problems
		"in-text": {}, // json_object mode: the schema in the prompt
	}
	bu := batchUnits()
	batch := renderCitations([]*judge.Unit{&bu[0], &bu[1], &bu[2]}, nil, "", "01234567")
	reask := renderCitations([]*judge.Unit{&bu[1]}, []string{`the evidence "an invented quotation" does not occur in S1 EXCERPT`}, `the reply has keys that were not asked ("u4")`, "01234567")
	intext := renderCitations([]*judge.Unit{&bu[0], &bu[1]}, nil, "", "01234567").withSchema(judge.UnitCitation, 2)
	for name, u := range units {
		t.Run(name, func(t *testing.T) {
			var p prompt
			switch name {
			case "batch":
				p = batch
			case "re-ask":
				p = reask
			case "in-text":
				p = intext
			default:
				p = render(&u, "01234567")
			}
			got := "=== system\n" + p.System + "\n=== user\n" + p.User
			path := filepath.Join("testdata", "prompt_"+name+".golden")
			if vaulttest.Updating() {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./judge -update)", err)
			}
			if string(want) != got {
				t.Errorf("prompt %s differs from %s (run go test ./judge -update after review)", name, path)
			}
			if !strings.Contains(got, "01234567") {
				t.Errorf("nonce missing")
			}
		})
	}
}

func TestPromptVersionIsStable(t *testing.T) {
	if len(PromptVersion) != 12 {
		t.Errorf("prompt version %q", PromptVersion)
	}
}

// TestStablePromptPrefix: the system message of a kind is the same for
// every call (batch size, re-ask, nonce), and the user message opens
// with the nonce, so an endpoint that caches prompt prefixes can reuse
// the instructions; in json_object mode the schema follows them.
func TestStablePromptPrefix(t *testing.T) {
	bu := batchUnits()
	one := renderCitations([]*judge.Unit{&bu[0]}, nil, "", "aaaaaaaa")
	three := renderCitations([]*judge.Unit{&bu[0], &bu[1], &bu[2]}, []string{"", "a problem", ""}, "whole", "bbbbbbbb")
	if one.System != three.System || one.System != citationSystem {
		t.Errorf("the citation system message differs between calls")
	}
	for _, p := range []prompt{one, three} {
		if strings.Contains(p.System, p.Nonce) || !strings.HasPrefix(p.User, "Nonce: "+p.Nonce+".") {
			t.Errorf("nonce placement: system %q..., user %q...", p.System[:40], p.User[:40])
		}
	}
	in := three.withSchema(judge.UnitCitation, 3)
	if !strings.HasPrefix(in.System, citationSystem) || !strings.Contains(in.System, `"required":["u1","u2","u3"]`) {
		t.Errorf("json_object mode: the schema does not follow the instructions")
	}
	uns := judge.Unit{Kind: judge.UnitUnsupported, ID: "u", Claims: []judge.Claim{{ID: "P1", Text: "a"}, {ID: "P2", Text: "b"}}}
	if renderClaims(&uns, []int{0}, nil, "", "cccccccc").System != renderClaims(&uns, []int{0, 1}, nil, "", "dddddddd").System {
		t.Errorf("the C-008 system message differs between calls")
	}
}
