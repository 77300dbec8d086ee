package heuristic

import "testing"

// TestDisclaimedRequirement: a requirement the passage says is not one,
// restated after the proposition's own requirement word, fails support;
// a factor the passage says does not matter, made a condition of the
// same predicate, is undecided. Near-misses that must still pass: the
// proposition keeps the disclaimer, the passage's disclaimer is itself
// conditional, the passage requires the same object of another subject,
// a reported requirement, and a requirement of something else.
func TestDisclaimedRequirement(t *testing.T) {
	const share = "When a drought cuts only part of a grower's harvest, the code requires the grower to allocate its crop among its buyers in a fair manner. The code does not require an equal division of the crop, and a proportional allocation is usually fair."
	const notice = "A tenant need not give written notice of a leak unless the lease asks for it. The landlord must repair the leak within a reasonable time."
	const both = "Clause (a) does not require written notice of the defect. Clause (b) requires written notice of the defect within ten days."
	const regardless = "A guarantee signed by the director binds the company regardless of the director's private motives."
	runProbes(t, []probe{
		{name: "a disclaimed division required", prop: "When a drought cuts only part of a grower's harvest, the code requires the grower to make an equal division of the crop among its buyers.",
			excerpt: share, supports: false, why: "where the passage says it is not required"},
		{name: "only if with the disclaimed object", prop: "A grower may allocate a drought-cut harvest among its buyers only if it makes an equal division of the crop.",
			excerpt: share, supports: false, why: "where the passage says it is not required"},
		{name: "a regardless factor made a condition", prop: "A guarantee signed by the director does not bind the company if the director's private motives were improper.",
			excerpt: regardless, supports: false, why: "holds whatever that is"},
		{name: "near-miss: the disclaimer kept", prop: "When a drought cuts only part of a grower's harvest, the code requires the grower to allocate its crop fairly among its buyers but does not require an equal division of the crop.",
			excerpt: share, supports: true},
		{name: "near-miss: a conditional disclaimer", prop: "A tenant must give written notice of a leak only if the lease asks for it.",
			excerpt: notice, supports: true},
		{name: "near-miss: the passage requires it of another subject", prop: "Clause (b) requires written notice of the defect within ten days.",
			excerpt: both, supports: true},
		{name: "near-miss: another requirement", prop: "When a drought cuts only part of a grower's harvest, the code requires the grower to allocate its crop among its buyers in a fair manner.",
			excerpt: share, supports: true},
		{name: "near-miss: the regardless factor kept", prop: "A guarantee signed by the director binds the company whatever the director's private motives.",
			excerpt: regardless, supports: true},
	})
}

// TestDisclaimersOf: which passage words disclaim a requirement, and
// which objects they disclaim (invented sentences).
func TestDisclaimersOf(t *testing.T) {
	for _, c := range []struct {
		text       string
		want       int
		regardless bool
	}{
		{"The buyer need not prove the seller's intent to deceive.", 1, false},
		{"The statute does not require an equal division, but it requires fairness.", 1, false},
		{"The tenant need not give notice unless the lease asks for it.", 0, false},
		{"The clause applies regardless of the buyer's fault.", 1, true},
		{"The seller must deliver the goods on time.", 0, false},
	} {
		s := analyse(sentence{text: c.text, toks: tokenize(c.text), keys: keysOf(tokenize(c.text))})
		ds := disclaimersOf(&s)
		if len(ds) != c.want {
			t.Errorf("disclaimersOf(%q) = %d, want %d", c.text, len(ds), c.want)
			continue
		}
		if len(ds) > 0 && ds[0].regardless != c.regardless {
			t.Errorf("disclaimersOf(%q) regardless = %v, want %v", c.text, ds[0].regardless, c.regardless)
		}
	}
}

// TestDisclaimedRequirementKeptApart: a proposition that requires one
// thing and denies the disclaimed one in its own clause ("only that ...,
// not that ...") restates the passage (invented passage).
func TestDisclaimedRequirementKeptApart(t *testing.T) {
	runProbes(t, []probe{
		{name: "the disclaimed part denied apart", excerpt: "The carrier need not prove that the shipper weighed the crate; it must prove only that the shipper sealed it.",
			prop: "The carrier must prove only that the shipper sealed the crate, not that the shipper weighed it.", supports: true},
	})
}
