package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// supportProbe is a citation unit of invented text and the C-003 verdict
// it must get: supports, or undecided (needs review), or a decided
// failure (neither), with why in the reasoning.
type supportProbe struct {
	name                  string
	prop, before, excerpt string
	holding               string
	supports, undecided   bool
	over                  bool
	why                   string
}

func runSupportProbes(t *testing.T, probes []supportProbe) {
	t.Helper()
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Excerpt: p.excerpt, Before: p.before, Holding: p.holding,
				Source: "Invented Opinion (DOC-9, DOC-9#c2, case, court Ore., decided 2023-03-01)"}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			undecided := slices.Contains(a.Undecided, judge.UndecidedSupports)
			if a.Supports != p.supports || undecided != p.undecided || a.Overclaims != p.over {
				t.Errorf("supports/undecided/over = %v/%v/%v, want %v/%v/%v\n%s", a.Supports, undecided, a.Overclaims, p.supports, p.undecided, p.over, a.Reasoning)
			}
			if p.why != "" && !strings.Contains(a.Reasoning, p.why) {
				t.Errorf("reasoning lacks %q:\n%s", p.why, a.Reasoning)
			}
		})
	}
}

// TestPlainSentenceAnswersQualifiedOne: a qualifier of one sentence (a
// survey of the courts, a tendency) does not bind a proposition that
// restates another sentence of the excerpt saying the same thing
// plainly; it still binds where no such sentence stands, or where the
// other sentence only shares some words.
func TestPlainSentenceAnswersQualifiedOne(t *testing.T) {
	const survey = "Courts are divided on whether an insurer may deny a claim for late notice without showing prejudice. Some courts enforce the notice deadline strictly. Others require the insurer to show prejudice before it denies a claim for late notice."
	runSupportProbes(t, []supportProbe{
		{name: "survey then the court's own view", prop: "An insurer must show prejudice before it denies a claim for late notice.",
			excerpt: survey + " We agree with the latter view. An insurer must show prejudice before it denies a claim for late notice.", supports: true},
		{name: "survey alone binds", prop: "Courts require an insurer to show prejudice before it denies a claim for late notice.",
			excerpt: survey, over: true, why: "drops it"},
		{name: "plain rule before a tendency", prop: "Actual confusion is not a prerequisite of trademark infringement.",
			excerpt: "Actual confusion is not a prerequisite of trademark infringement. Courts ordinarily treat evidence of actual confusion as persuasive, and a prerequisite of infringement it is not.", supports: true},
		{name: "tendency alone binds", prop: "Courts treat evidence of actual confusion as persuasive in a trademark case.",
			excerpt: "Courts ordinarily treat evidence of actual confusion as persuasive in a trademark case.", over: true, why: "ordinarily"},
		{name: "a sentence sharing some words answers for nothing", prop: "A landlord can withhold the security deposit for unpaid rent.",
			excerpt: "A landlord may generally withhold the security deposit for unpaid rent. The tenant paid the rent late for three months and never asked for the security deposit back.", over: true, why: "generally"},
	})
}

// TestClashAnsweredElsewhere: a clash with one sentence of the passage,
// where another sentence of the excerpt making the same statement agrees
// with the proposition, is undecided (the passage says both), never a
// decided failure; without the agreeing sentence it stays one.
func TestClashAnsweredElsewhere(t *testing.T) {
	const prop = "A fee-splitting clause that makes a consumer pay half of the arbitrator's fees is unenforceable."
	runSupportProbes(t, []supportProbe{
		{name: "context clashes, the excerpt's holding agrees", prop: prop,
			before:    "A fee-splitting clause that makes a consumer pay half of the arbitrator's fees is not inherently unenforceable.",
			excerpt:   "The fees here would have exceeded the amount in dispute. We hold that this fee-splitting clause is unenforceable.",
			undecided: true, over: true, why: "agrees with it"}, // over: its words stand only in the context
		{name: "context clashes, the holding agrees", prop: "A fee-shifting clause that made a consumer pay the lender's lawyers in every dispute could not be enforced against her.",
			before:    "Fee-shifting clauses in consumer loan contracts are not inherently unenforceable.",
			excerpt:   "The clause made Ruiz pay the lender's lawyers whatever the outcome of the dispute.",
			holding:   "We hold that the fee-shifting clause in Ruiz's loan contract is unenforceable.",
			undecided: true, over: true, why: "the document's holding agrees"},
		{name: "only the clashing sentence", prop: prop,
			excerpt: "A fee-splitting clause that makes a consumer pay half of the arbitrator's fees is not unenforceable.", why: "polarity"},
	})
}

// TestNegationScopeDoubt: a clash that exists only because a negation is
// read to reach differently in two sentences with the same negators and
// the same word, or whose negation governs a verb of proof ("could not
// show that ..."), is undecided, not a decided failure.
func TestNegationScopeDoubt(t *testing.T) {
	runSupportProbes(t, []supportProbe{
		{name: "a longer noun phrase under the same negation",
			prop: "That a tenant withheld rent for one month does not by itself make a summary eviction from a rent-stabilised apartment unlawful.",
			// Since the negator is read past "by itself" (rules 26.6-holdings)
			// both say the same thing: support, not doubt.
			excerpt:  "That a tenant withheld rent for one month does not by itself make the eviction unlawful.",
			supports: true},
		{name: "a negated verb of proof",
			prop:      "The franchisee could not show that enforcing the covenant was unreasonable.",
			excerpt:   "The franchisor was entitled to enforce the covenant, and enforcing it was reasonable.",
			undecided: true, why: "verb of proof"},
	})
}
