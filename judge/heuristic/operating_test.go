package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// assessAt judges one citation unit at op.
func assessAt(t *testing.T, op OperatingPoint, prop, excerpt string) judge.Assessment {
	t.Helper()
	a, err := NewAt(op).Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: prop, Excerpt: excerpt})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// strictPoint passes only support aligned nearly word for word.
var strictPoint = OperatingPoint{PassShare: 0.80, ClashShare: 0.70, ClaimClash: true}

// TestOperatingPointLeavesLooseAlignmentUndecided: a paraphrase whose
// words the passage holds only in part passes where the rules merely
// align it, and is undecided (never a pass) at a strict point.
func TestOperatingPointLeavesLooseAlignmentUndecided(t *testing.T) {
	const excerpt = "The tribunal enforced the covenant because the employer showed a legitimate interest in its customer lists."
	tests := []struct {
		name, prop    string
		alignedPasses bool // at alignedPoint
		strictPasses  bool // at strictPoint; else undecided
	}{
		{"word for word", "The tribunal enforced the covenant because the employer showed a legitimate interest in its customer lists.", true, true},
		{"loose paraphrase", "The tribunal enforced the covenant since the company demonstrated a legitimate stake in its customer lists.", true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if a := assessAt(t, alignedPoint, tc.prop, excerpt); a.Supports != tc.alignedPasses {
				t.Errorf("aligned point: supports = %v, want %v\n%s", a.Supports, tc.alignedPasses, a.Reasoning)
			}
			a := assessAt(t, strictPoint, tc.prop, excerpt)
			if a.Supports != tc.strictPasses {
				t.Errorf("strict point: supports = %v, want %v\n%s", a.Supports, tc.strictPasses, a.Reasoning)
			}
			if !tc.strictPasses && !a.IsUndecided(judge.UndecidedSupports) {
				t.Errorf("strict point: a loose alignment is decided %v, want undecided\n%s", a.Supports, a.Reasoning)
			}
		})
	}
}

// TestScatteredWordsAreUndecided: a proposition whose words are gathered
// from unrelated sentences of the passage is a doubt about the
// alignment, not a clash: undecided, not a decided fail.
func TestScatteredWordsAreUndecided(t *testing.T) {
	const excerpt = "The seller moved to Denver in the spring. Its lawyer drafted a covenant. The market for dental supplies is nationwide. Two competitors objected to the merger."
	a := assessAt(t, alignedPoint, "The seller drafted a nationwide covenant against competitors.", excerpt)
	if a.Supports {
		t.Fatalf("scattered words pass:\n%s", a.Reasoning)
	}
	if !a.IsUndecided(judge.UndecidedSupports) {
		t.Errorf("scattered words are a decided fail, want undecided\n%s", a.Reasoning)
	}
}

// TestUnflaggedClaimDecidedOnlyOnAClash: C-008 decides an unflagged claim
// as failing when each passage offered for it states something else (an
// outcome turned round), and leaves it undecided when the passage only
// lacks a word or fact of the claim (read without its context, the rest
// may stand there), or when no passage is offered.
func TestUnflaggedClaimDecidedOnlyOnAClash(t *testing.T) {
	const passage = "Courts hold that a non-compete covenant is enforceable against a physician who sells the practice."
	tests := []struct {
		name, claim string
		passages    []judge.ClaimPassage
		decided     bool
	}{
		{"outcome turned round", "Courts hold that a non-compete covenant is unenforceable against a physician who sells the practice.", []judge.ClaimPassage{{Chunk: "D#c1", Text: passage}}, true},
		{"a state the passage lacks", "Courts in Vermont hold that a non-compete covenant is enforceable against a physician who sells the practice.", []judge.ClaimPassage{{Chunk: "D#c1", Text: passage}}, false},
		{"no passage offered", "Courts hold that a non-compete covenant is unenforceable against a physician who sells the practice.", nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: tc.claim, Claims: []judge.Claim{{ID: "P0", Text: tc.claim, Passages: tc.passages}}}
			a, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(a.Unflagged, ",") != "P0" {
				t.Fatalf("unflagged = %v, want [P0]\n%s", a.Unflagged, a.Reasoning)
			}
			if got := !a.IsUndecided(judge.UndecidedUnflagged); got != tc.decided {
				t.Errorf("decided = %v, want %v\n%s", got, tc.decided, a.Reasoning)
			}
		})
	}
}

// TestOperatingPointNamedInVersion: verdicts of another point never pass
// for the default's (in caches and reports).
func TestOperatingPointNamedInVersion(t *testing.T) {
	def := New().(interface{ Identity() judge.Identity }).Identity().PromptVersion
	if def != Version {
		t.Errorf("default point's version %q, want the rules' %q", def, Version)
	}
	other := NewAt(strictPoint).(interface{ Identity() judge.Identity }).Identity().PromptVersion
	if other == def || !strings.HasPrefix(other, Version+"+") {
		t.Errorf("another point's version %q, want %q extended", other, Version)
	}
}
