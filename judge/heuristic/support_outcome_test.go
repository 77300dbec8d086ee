package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestOutcomeStatedFarFromItsMotion: a disposition the passage states
// in the proposition's own word, with the motion too far from it for the
// rules to attach it ("the motion for ... under ... is denied"), is
// undecided, not a gap; the opposite disposition stays a decided
// failure.
func TestOutcomeStatedFarFromItsMotion(t *testing.T) {
	const prop = "The tenant's motion to stay her eviction was denied."
	runSupportProbes(t, []supportProbe{
		{name: "denied, far from the motion", prop: prop,
			// The long passive disposition is now linked to its motion
			// (rules 26.6-holdings), so the same outcome supports.
			excerpt:  "The tenant's motion to stay her eviction pending an appeal to the circuit court of the county under the summary-possession statute is denied.",
			supports: true},
		{name: "granted against denied", prop: prop,
			excerpt: "The tenant's motion to stay her eviction pending an appeal to the circuit court of the county under the summary-possession statute is granted."},
	})
}

// TestNegatorAcrossComma: a negator the rules stop at a comma ("is not,
// by itself, enough to make a settlement unenforceable") may still
// govern the word: a clash that holds only if it does not is undecided.
// Said without the negator, the clash is decided.
func TestNegatorAcrossComma(t *testing.T) {
	const prop = "A settlement agreement recorded without the other side's consent is enforceable."
	runSupportProbes(t, []supportProbe{
		{name: "not, by itself, enough to make it unenforceable", prop: prop,
			excerpt:   "That a settlement agreement was recorded without the other side's consent is not, by itself, enough to make the agreement unenforceable.",
			undecided: true, why: "not enough to bring about"},
		{name: "plainly unenforceable", prop: prop,
			excerpt: "A settlement agreement recorded without the other side's consent is unenforceable.", why: "polarity"},
	})
}

// TestFlagNamingAnotherSubject: an insufficiency statement right after a
// claim flags it when it is bare or names the claim's subject; one that
// names a subject of its own ("whether the buyer gave notice") flags
// that, and the claim before it stays unflagged. A claim drawing a legal
// consequence from a fact ("so the delay damages cannot be recovered")
// states law.
func TestFlagNamingAnotherSubject(t *testing.T) {
	const claim = "The supplier shipped late in every month of the contract, so the liquidated-damages clause applies to each shipment."
	tests := []struct {
		name, answer string
		flagged      bool
	}{
		{"bare flag", claim + " The retrieved Vault sources do not address this.", true},
		{"flag naming the claim's subject", claim + " The retrieved Vault sources are insufficient to say whether the liquidated-damages clause applies to late shipments.", true},
		{"flag naming another subject", claim + " The retrieved Vault sources are insufficient to say whether the buyer gave written notice of termination.", false},
		{"no flag", claim + " The buyer has asked for an accounting.", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: tc.answer, Claims: []judge.Claim{{ID: "P1", Text: claim}}}
			a, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(a.Unflagged, ",") == ""; got != tc.flagged {
				t.Errorf("flagged = %v, want %v\n%s", got, tc.flagged, a.Reasoning)
			}
		})
	}
	t.Run("a legal consequence drawn from a fact is a claim", func(t *testing.T) {
		const c = "The contractor's crew worked through every night, so the owner's delay damages cannot be recovered."
		u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: c, Claims: []judge.Claim{{ID: "P1", Text: c}}}
		a, err := New().Assess(context.Background(), u)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(a.Unflagged, ",") != "P1" {
			t.Errorf("unflagged = %v, want [P1]\n%s", a.Unflagged, a.Reasoning)
		}
	})
}

// TestArgumentIsNotTheCourts: a proposition resting on a sentence that
// reports what a party argued, or that asks whether, is undecided unless
// the excerpt itself states what the proposition asserts; a party's
// argument the court adopts in its own words supports it. A survey's
// "some hold that" qualifies what it reports.
func TestArgumentIsNotTheCourts(t *testing.T) {
	const prop = "A six-month covenant covering one county is enforceable because it protects the employer's client lists."
	const argued = "The employer argues that a six-month covenant covering one county is enforceable because it protects the employer's client lists. The employee responds that the covenant was signed after she started work."
	runSupportProbes(t, []supportProbe{
		{name: "only the argument", prop: prop, excerpt: argued, undecided: true, why: "argued or asked"},
		{name: "the court adopts it", prop: prop, excerpt: argued + " We agree, and the covenant is enforceable.", supports: true},
		{name: "only the question", prop: "A six-month covenant covering one county is enforceable.",
			excerpt: "The question is whether a six-month covenant covering one county is enforceable. The parties dispute the employer's interest.", undecided: true, why: "asks a question"},
		{name: "a survey's some hold binds", prop: "A six-month covenant covering one county is enforceable.",
			excerpt: "Some hold that a six-month covenant covering one county is enforceable; others require proof of a client base.", over: true, why: "some hold"},
	})
}
