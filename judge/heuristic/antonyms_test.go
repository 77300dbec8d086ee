package heuristic

import "testing"

// Probes for antonyms: one word of the passage sentence turned into its
// opposite. Invented passages; each faithful paraphrase beside the
// faulty variants.
func TestAntonymProbes(t *testing.T) {
	const (
		date  = "The amendment took effect on January 1, 2021, and applies only to contracts signed after that date."
		fees  = "The arbitrator shall award reasonable attorney's fees to the prevailing party."
		scope = "The release expressly includes claims for negligence but does not reach claims for fraud."
		src   = "Doe v. Roe (X-1, X-1#c1, statute, court Ohio, decided 2022-01-01)"
	)
	runProbes(t, []probe{
		{name: "after turned into before", prop: "The amendment applies only to contracts signed before January 1, 2021.", excerpt: date, source: src, why: `"before" where the source says "after"`},
		{name: "time kept", prop: "The amendment took effect on January 1, 2021 and reaches only contracts signed after that date.", excerpt: date, source: src, supports: true},
		{name: "prevailing turned into losing", prop: "The arbitrator shall award reasonable attorney's fees to the losing party.", excerpt: fees, source: src, why: `"losing" where the source says "prevailing"`},
		{name: "prevailing kept", prop: "The arbitrator must award reasonable attorney's fees to the prevailing party.", excerpt: fees, source: src, supports: true},
		{name: "includes turned into excludes", prop: "The release expressly excludes claims for negligence.", excerpt: scope, source: src, why: `"excludes" where the source says "includes"`},
		{name: "includes kept", prop: "The release expressly includes negligence claims.", excerpt: scope, source: src, supports: true},
	})
}

func TestAntonymClash(t *testing.T) {
	for _, c := range []struct {
		prop, sentence string
		clash          bool
	}{
		{"signed before the date", "signed after the date", true},
		{"signed after the date", "signed after the date", false},
		// Both words in the sentence: it speaks of both, no reversal.
		{"signed before the date", "signed before or after the date", false},
		// Both words in the proposition: it speaks of both.
		{"before and after the date", "signed after the date", false},
		// Party words are not antonyms here: the role rules read them.
		{"judgment for the plaintiff", "judgment for the defendant", false},
	} {
		got := antonymClash(tokenize(c.prop), tokenize(c.sentence)) != ""
		if got != c.clash {
			t.Errorf("antonymClash(%q, %q) = %v, want %v", c.prop, c.sentence, got, c.clash)
		}
	}
}

// TestContrastProbes: "X, not Y" turned round.
func TestContrastProbes(t *testing.T) {
	const (
		delegate = "Because the delegation clause is clear and unmistakable, the arbitrator, not the court, decides questions of arbitrability."
		src      = "Doe v. Roe (X-1, X-1#c1, statute, court Ohio, decided 2022-01-01)"
	)
	runProbes(t, []probe{
		{name: "contrast turned round", prop: "Because the delegation clause is clear and unmistakable, the court, not the arbitrator, decides questions of arbitrability.", excerpt: delegate, source: src, why: "puts"},
		{name: "contrast turned round (rather than)", prop: "The court rather than the arbitrator decides questions of arbitrability under a clear and unmistakable delegation clause.", excerpt: delegate, source: src, why: "puts"},
		{name: "contrast kept", prop: "Under a clear and unmistakable delegation clause the arbitrator, not the court, decides questions of arbitrability.", excerpt: delegate, source: src, supports: true},
		{name: "contrast kept in other words", prop: "A clear and unmistakable delegation clause sends questions of arbitrability to the arbitrator rather than the court.", excerpt: delegate, source: src, supports: true},
	})
}

// TestWaivedConditionProbes: a rule said to hold regardless of what the
// passage makes its condition.
func TestWaivedConditionProbes(t *testing.T) {
	const (
		notice = "A browsewrap agreement binds a user only if the user had actual or constructive notice of its terms."
		unless = "A forum-selection clause is enforced unless enforcement would be unreasonable."
		src    = "Doe v. Roe (X-1, X-1#c1, statute, court Ohio, decided 2022-01-01)"
	)
	runProbes(t, []probe{
		{name: "condition waived (even without)", prop: "A browsewrap agreement binds a user even without notice of its terms.", excerpt: notice, source: src, over: true, why: "condition"},
		{name: "condition waived (regardless of)", prop: "A browsewrap agreement binds a user regardless of notice of its terms.", excerpt: notice, source: src, over: true, why: "condition"},
		{name: "exception waived", prop: "A forum-selection clause is enforced regardless of whether enforcement would be unreasonable.", excerpt: unless, source: src, why: "condition"},
		{name: "condition kept", prop: "A browsewrap agreement binds only a user who had actual or constructive notice of its terms.", excerpt: notice, source: src, supports: true},
	})
}

// TestBoundProbes: a bound turned round, and "both" turned into "either".
func TestBoundProbes(t *testing.T) {
	const (
		notice = "The notice must be given at least 30 days before the arbitration hearing."
		both   = "A contract term is unenforceable only if it is both procedurally and substantively unconscionable."
		src    = "Doe v. Roe (X-1, X-1#c1, statute, court Ohio, decided 2022-01-01)"
	)
	runProbes(t, []probe{
		{name: "lower bound turned into upper", prop: "The notice must be given no more than 30 days before the arbitration hearing.", excerpt: notice, source: src, why: "upper bound"},
		{name: "lower bound turned into upper (up to)", prop: "The notice may be given up to 30 days before the arbitration hearing.", excerpt: notice, source: src, why: "upper bound"},
		{name: "bound kept", prop: "Notice must come at least 30 days before the arbitration hearing.", excerpt: notice, source: src, supports: true},
		{name: "both turned into either", prop: "A contract term is unenforceable if it is either procedurally or substantively unconscionable.", excerpt: both, source: src, why: `"either"`},
		{name: "both kept", prop: "A term is unenforceable only when it is both procedurally and substantively unconscionable.", excerpt: both, source: src, supports: true},
	})
}
