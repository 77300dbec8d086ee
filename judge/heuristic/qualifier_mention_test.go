package heuristic

import "testing"

// TestQualifierNotAsserted: a qualifier word that is quoted, that stands
// in an alternative the sentence rejects, or that is a "may not" of
// prohibition the proposition restates with its own negation does not
// qualify the passage's statement; an epistemic "may not" and a factor
// the passage asserts still do.
func TestQualifierNotAsserted(t *testing.T) {
	runProbes(t, []probe{
		{name: "prohibition restated with cannot", prop: "Statements made during settlement talks cannot be offered to prove liability.",
			excerpt: "Statements made during settlement talks may not be offered to prove liability.", supports: true},
		{name: "quoted may not is a clause's words", prop: "A lease clause that says only that the tenant shall not sublet is a promise, and a sublease made in breach of it still passes the tenant's interest.",
			excerpt: "A lease clause that says only that the tenant \"may not\" or \"shall not\" sublet is read as the tenant's promise. A sublease made in breach of it still passes the tenant's interest.", supports: true},
		{name: "factor in a rejected alternative", prop: "The court adopted the dominant-motive test for the payments.",
			excerpt: "We adopt the dominant-motive test, which asks what chiefly moved the payments, not whether tax savings were one motive among several.", supports: true},
		{name: "permission's limit restated as a denial", prop: "Once the notice has been received, a payment to the seller no longer discharges the buyer.",
			excerpt: "A buyer may discharge its debt by paying the seller until, but not after, the buyer receives a notice that the debt has been assigned.", supports: true},
		// Near misses: the qualifier is the passage's own.
		{name: "permission denied outright", prop: "The court does not award fees to the prevailing tenant.",
			excerpt: "The court may award fees to the prevailing tenant.", over: true},
		{name: "epistemic may not protect", prop: "A release that omits the claims does not protect them.",
			excerpt: "A release that omits the claims may not protect them.", over: true, why: `"may"`},
		{name: "epistemic may not be enforceable", prop: "A penalty clause of that kind is not enforceable.",
			excerpt: "A penalty clause of that kind may not be enforceable.", over: true, why: `"may"`},
		{name: "asserted factor", prop: "The tenant's prior dealings with the landlord show consent.",
			excerpt: "The tenant's prior dealings with the landlord are one factor among several that show consent.", over: true},
		{name: "prohibition turned into a permission", prop: "Statements made during settlement talks are offered to prove liability.",
			excerpt: "Statements made during settlement talks may not be offered to prove liability.", over: true, why: "polarity"},
	})
}

// TestProhibitionAt reads "may not" as a ban only before an act a party
// is forbidden or a passive participle.
func TestProhibitionAt(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"the tenant may not assign the lease", true},
		{"the evidence may not be used to contradict it", true},
		{"the privilege may not be waived by counsel alone", true},
		{"the rule may not apply here", false},
		{"the clause may not be enforceable", false},
		{"a release may not protect them", false},
		{"the tenant may assign the lease", false},
	} {
		toks := tokenize(c.text)
		got := false
		for i := range toks {
			got = got || prohibitionAt(toks, i)
		}
		if got != c.want {
			t.Errorf("%q: prohibition %v, want %v", c.text, got, c.want)
		}
	}
}
