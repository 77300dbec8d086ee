package heuristic

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// Each rule's reason, in its own wording with invented content, is read
// back as its family; a reason no family claims is unclassified, never
// put under a family it only shares words with.
func TestFailKindOf(t *testing.T) {
	for _, c := range []struct {
		msg  string
		want FailKind
	}{
		{`the number "41 days" in the proposition occurs nowhere in the passage, its context or the source`, KindFactAbsent},
		{`the quoted words "every tenant shall" do not occur in the passage`, KindQuoteAbsent},
		{`the quoted words "every tenant shall pay rent" occur only in the surrounding context, not in the retrieved excerpt`, KindQuoteContext},
		{`polarity: the proposition is granted where denied in the passage sentence it matches ("The motion was denied.")`, KindOutcomeClash},
		{`polarity: the proposition makes what follows "until" a condition to be met first; the passage says it need not be waited for ("x")`, KindUntil},
		{`polarity: the proposition says not "renew" where the source says it did ("The tenant renewed.")`, KindNegated},
		{`polarity: the proposition says "renew" where the source says it did not ("The tenant did not renew.")`, KindNegated},
		{`polarity: the proposition permits "sublet" where the source forbids it ("x")`, KindModal},
		{`polarity: the proposition forbids "sublet" where the source permits it ("x")`, KindModal},
		{`polarity: the proposition sets an upper bound where the source sets a lower one ("x")`, KindBound},
		{`polarity: the proposition says "valid" where the source says "invalid" ("x")`, KindAntonym},
		{`roles: the proposition puts "notice" before "cure" where the source puts "cure" before "notice" ("x")`, KindOrder},
		{`polarity: the proposition says its rule holds regardless of "notice", which the source makes a condition ("x")`, KindWaived},
		{`the proposition states a general rule; the passage sentences it matches report only what was done with one instrument in one case`, KindParticular},
		{`the proposition states an outcome ("affirmed") that no sentence of the passage or its context states`, KindUnstatedOutcome},
		{`the proposition states an outcome ("affirmed") that no sentence of the passage or its context states; it states the opposite one`, KindOppositeOutcome},
		{`roles swapped: the proposition makes "the landlord" the moving party; the passage says "the tenant" moved, the other side of the caption`, KindMovant},
		{`roles swapped: the proposition says "the tenant" breached; the passage says "the landlord" breached`, KindRoles},
		{`the proposition says the court held what its holding contradicts`, KindHeldContradicted},
		{`turned round: the proposition gives "assign" to either party; the passage gives it to "the Customer" only`, KindTurnedRound},
		{`the proposition gives the right to more parties than the passage does`, KindTurnedRound},
		{`the cited decision's document records that it was later set aside ("vacated, 2025 WL 1"), and the proposition states its rule as the law without saying so`, KindVacatedAsLaw},
		{`the proposition calls it binding; the document says it is "not binding on any court" ("x")`, KindBindingDenied},
		{`the proposition says 30 days; the sentence it restates says 45 days ("x")`, KindPeriodSwapped},
		{`the proposition says "whenever", but the passage sentence grants the rule only on a further condition ("only after notice") the proposition drops ("x")`, KindOnlyAfter},
		{`the passage is from a concurrence, but the proposition attributes it to the court`, KindSeparate},
		{`the excerpt holds 40% of the proposition's meaning-bearing words; with the unretrieved chunks beside it, 90% (x only there): it rests on text next to the retrieved passage, not in it`, KindAdjacent},
		{`the proposition's "a", "b" occur only in the text around the retrieved excerpt, not in it: it rests on adjacent, unretrieved sentences`, KindAdjacent},
		{`the passage qualifies the statement with "ordinarily" (generality); the proposition drops it`, KindDroppedQualifier},
		{`the passage sentence the proposition restates limits its statement with "unless" (exception); the proposition drops it`, KindDroppedQualifier},
		{`the proposition says "always" where the passage sentence it rests on says "usually" (likelihood)`, KindAbsoluteOverHedge},
		{`the proposition says "must" where the passage says "may"`, KindStronger},
		{`the proposition says it "must" be done; the passage sentences it rests on state no such duty`, KindDuty},
		{`the proposition makes it "dispositive"; the passage calls it "a factor"`, KindWeight},
		{`the proposition says "every court"; no sentence of the passage it rests on says anything so general`, KindUniversal},
		{`the passage reports a split ("divided"); the proposition says "courts agree"`, KindSplit},
		{`adverse holding: the proposition says the relief was granted where the Vault's outcome for this document is "denied"`, KindAdverseMetadata},
		{`adverse holding: the proposition says the court affirmed on the whole, ` + splitDispositionMark + ` ("x")`, KindAdverseSplit},
		{`adverse holding: the proposition is granted where denied in the holding ("x")`, KindAdverseHolding},
		{`the source decided nothing on this (holding: "Remanded."); the proposition states "enforceable" as held`, KindRemandAsHeld},
		{`the source expressly left open whether the lease was void (holding: "x"); the proposition states it as held`, KindLeftOpenAsHeld},
		{`the proposition says "always" where the passage sentence it rests on states the rule only on a condition ("if notice is given")`, KindAbsoluteOverCond},
		{`the proposition states as held what the court left undecided: "x", followed by "we need not reach it"`, KindDictumAsHeld},
		{`adverse holding: the proposition says the court granted what the holding disposed of the other way ("x")`, KindAdverseRelief},
		{`adverse holding: the proposition says the court granted in full, ` + splitDispositionMark + `, granting and denying in part ("x")`, KindAdverseSplit},
		// Near misses: words shared with a family, not its rule's form.
		{`the proposition says "granted"`, KindUnclassified},
		{`polarity: something new`, KindUnclassified},
		{`the quoted words "a b" appear twice`, KindUnclassified},
	} {
		if got, _ := failKindOf(c.msg); got != c.want {
			t.Errorf("failKindOf(%q) = %s, want %s", c.msg, got, c.want)
		}
	}
}

// Every family a rule names has a bit in a KindSet, and a set prints,
// parses and holds exactly its families.
func TestKindSet(t *testing.T) {
	for _, r := range failRules {
		if kindIndex(r.kind) < 0 {
			t.Errorf("family %s has no place in allKinds", r.kind)
		}
	}
	if len(allKinds) > 64 {
		t.Fatalf("%d families do not fit a KindSet", len(allKinds))
	}
	for _, c := range []struct {
		names   []string
		has     []FailKind
		hasNot  []FailKind
		str     string
		wantErr bool
	}{
		{names: []string{"dropped-qualifier", "remand-as-held"}, has: []FailKind{KindDroppedQualifier, KindRemandAsHeld}, hasNot: []FailKind{KindNegated, KindClaimRefuted}, str: "dropped-qualifier+remand-as-held"},
		{names: []string{" remand-as-held", "dropped-qualifier"}, has: []FailKind{KindDroppedQualifier}, str: "dropped-qualifier+remand-as-held"},
		{names: nil, hasNot: []FailKind{KindDroppedQualifier}, str: ""},
		{names: []string{"dropped qualifier"}, wantErr: true},
	} {
		s, err := KindSetOf(c.names...)
		if (err != nil) != c.wantErr {
			t.Fatalf("KindSetOf(%q) error %v, want error %v", c.names, err, c.wantErr)
		}
		if err != nil {
			continue
		}
		for _, k := range c.has {
			if !s.Has(k) {
				t.Errorf("KindSetOf(%q) lacks %s", c.names, k)
			}
		}
		for _, k := range c.hasNot {
			if s.Has(k) {
				t.Errorf("KindSetOf(%q) holds %s", c.names, k)
			}
		}
		if s.String() != c.str {
			t.Errorf("KindSetOf(%q).String() = %q, want %q", c.names, s.String(), c.str)
		}
	}
}

// undecideKinds turns a part undecided only where every decided reason
// failing it is of a family the point leaves undecided; the part still
// fails (as needs review), and a part another family fails stays
// decided.
func TestUndecideKinds(t *testing.T) {
	const (
		qualifier = `the passage qualifies the statement with "ordinarily" (generality); the proposition drops it`
		negated   = `polarity: the proposition says "renew" where the source says it did not ("x")`
		adverse   = `adverse holding: the proposition is granted where denied in the holding ("x")`
	)
	undecide, err := KindSetOf(string(KindDroppedQualifier))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name                  string
		why                   []string
		support, adv, over    bool // the verdict's values before settle
		undecided             []string
		wantSupports, wantOvr bool // after settle
	}{
		{name: "qualifier alone: both its parts undecided", why: []string{qualifier}, over: true,
			undecided: []string{judge.UndecidedSupports, judge.UndecidedOverclaims}},
		{name: "qualifier and a negated predicate: support stays decided", why: []string{negated, qualifier}, over: true,
			undecided: []string{judge.UndecidedOverclaims}},
		{name: "an adverse holding is not the qualifier's family", why: []string{adverse}, support: true, adv: true,
			wantSupports: true},
		{name: "a reason the rules could not decide is not a decided fail", why: []string{cannotDecide + qualifier}, support: true,
			wantSupports: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := &unitVerdict{why: append([]string(nil), c.why...), support: c.support}
			v.a.Adverse, v.a.Overclaims = c.adv, c.over
			undecideKinds(v, &OperatingPoint{Undecide: undecide})
			v.settle()
			for _, part := range []string{judge.UndecidedSupports, judge.UndecidedAdverse, judge.UndecidedOverclaims} {
				want := false
				for _, p := range c.undecided {
					want = want || p == part
				}
				if v.a.IsUndecided(part) != want {
					t.Errorf("%s undecided = %v, want %v (%q)", part, v.a.IsUndecided(part), want, v.why)
				}
			}
			if v.a.Supports != c.wantSupports {
				t.Errorf("Supports = %v, want %v", v.a.Supports, c.wantSupports)
			}
			if c.over && !v.a.Overclaims {
				t.Errorf("an over-claim left undecided passed: %q", v.why)
			}
			if c.adv != v.a.Adverse {
				t.Errorf("Adverse = %v, want %v", v.a.Adverse, c.adv)
			}
		})
	}
}

// End to end on invented text: a hedge the proposition drops is a
// decided over-claim at a point that leaves no family undecided, and
// needs review (still failing, never a pass) at the default point, which
// leaves dropped qualifiers undecided when they fail alone; FailKinds
// names the family at the first and nothing at the default. A
// proposition that keeps the hedge passes at both.
func TestOperatingPointUndecide(t *testing.T) {
	const excerpt = "A landlord who accepts late rent ordinarily waives the right to end the lease for that late payment."
	if !DefaultOperatingPoint.Undecide.Has(KindDroppedQualifier) {
		t.Fatal("the default point decides dropped qualifiers alone")
	}
	decides := DefaultOperatingPoint
	decides.Undecide = 0
	at := DefaultOperatingPoint
	for _, c := range []struct {
		name, prop            string
		defaultOver, atReview bool
	}{
		{name: "hedge dropped", prop: "A landlord who accepts late rent waives the right to end the lease for that late payment.", defaultOver: true, atReview: true},
		{name: "hedge kept", prop: "A landlord who accepts late rent ordinarily waives the right to end the lease for that late payment.", defaultOver: false},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: c.prop, Citation: "[1]",
				Source: SourceLabel("Marsh v. Tolland", "LSX-1", "LSX-1#c1", "", "Vt.", "2011", ""), Excerpt: excerpt}
			def, err := NewAt(decides).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if def.Overclaims != c.defaultOver || def.IsUndecided(judge.UndecidedOverclaims) {
				t.Fatalf("deciding point: overclaims %v undecided %v, want %v decided (%s)", def.Overclaims, def.IsUndecided(judge.UndecidedOverclaims), c.defaultOver, def.Reasoning)
			}
			ks, err := FailKinds(decides, u)
			if err != nil {
				t.Fatal(err)
			}
			if c.defaultOver && !containsKind(ks[judge.UndecidedOverclaims], KindDroppedQualifier) {
				t.Errorf("FailKinds at the deciding point = %v, want %s on overclaims", ks, KindDroppedQualifier)
			}
			got, err := NewAt(at).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got.IsUndecided(judge.UndecidedOverclaims) != c.atReview || got.Overclaims != c.defaultOver {
				t.Errorf("default point: overclaims %v undecided %v, want %v needs review %v (%s)", got.Overclaims, got.IsUndecided(judge.UndecidedOverclaims), c.defaultOver, c.atReview, got.Reasoning)
			}
			if ks, _ := FailKinds(at, u); len(ks[judge.UndecidedOverclaims]) != 0 {
				t.Errorf("FailKinds at the default point = %v, want no decided over-claim", ks)
			}
		})
	}
}

// Points that differ only in the families they leave undecided name
// different rules, so their cached verdicts are never mixed; the default
// point names the plain Version.
func TestUndecideVersion(t *testing.T) {
	s, err := KindSetOf(string(KindRemandAsHeld))
	if err != nil {
		t.Fatal(err)
	}
	op := DefaultOperatingPoint
	op.Undecide = s
	def := DefaultOperatingPoint
	for _, c := range []struct {
		a, b *OperatingPoint
		same bool
	}{
		{&def, &def, true},
		{&def, &op, false},
	} {
		if got := c.a.version() == c.b.version(); got != c.same {
			t.Errorf("version %q vs %q: same %v, want %v", c.a.version(), c.b.version(), got, c.same)
		}
	}
	if def.version() != Version {
		t.Errorf("default point's version %q, want %q", def.version(), Version)
	}
}
