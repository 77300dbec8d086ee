package heuristic

import "testing"

// Probes for modal polarity, the "burden of ... rests on" reading and
// "may not" as a prohibition rather than a hedge. The passages are
// invented; each faithful paraphrase sits beside faulty variants that
// must fail. Adverse is true only where the probe's source is a case
// whose holding cannot be read (it then cannot be shown not adverse).
func TestModalAndBurdenProbes(t *testing.T) {
	const (
		noWaiver = "A party may not contract out of liability for its own gross negligence; such an exculpatory clause is void as against public policy."
		mayWaive = "A party may waive the right to arbitrate by litigating the merits before moving to compel arbitration."
		burden   = "The burden of proving waiver rests on the party opposing arbitration."
		statute  = "Under the statute, a consumer is not permitted to assign a claim for statutory damages to a third party."
		src      = "Doe v. Roe (X-1, X-1#c1, statute, court Ohio, decided 2020-01-01)"
	)
	runProbes(t, []probe{
		// "may not V" against "may V", "can V", "is permitted to V".
		{name: "prohibition turned into permission (may)", prop: "A party may contract out of liability for its own gross negligence.", excerpt: noWaiver, source: src, why: "permits"},
		{name: "prohibition turned into permission (can)", prop: "A party can contract out of liability for its own gross negligence.", excerpt: noWaiver, source: src, why: "permits"},
		{name: "prohibition turned into permission (is permitted to)", prop: "A party is permitted to contract out of liability for its own gross negligence.", excerpt: noWaiver, source: src, why: "permits"},
		{name: "prohibition kept", prop: "A party cannot contract out of liability for its own gross negligence.", excerpt: noWaiver, source: src, supports: true},
		{name: "prohibition kept, not taken for a dropped permission", prop: "An exculpatory clause that releases a party from its own gross negligence is void as against public policy.", excerpt: noWaiver, source: src, supports: true},
		// "may V" against "cannot V", "is barred from V-ing" (the permission
		// is dropped too, an overclaim).
		{name: "permission turned into prohibition (cannot)", prop: "A party cannot waive the right to arbitrate by litigating the merits before moving to compel arbitration.", excerpt: mayWaive, source: src, over: true, why: "forbids"},
		{name: "permission turned into prohibition (barred from)", prop: "A party is barred from waiving the right to arbitrate by litigating the merits.", excerpt: mayWaive, source: src, over: true, why: "forbids"},
		{name: "permission kept", prop: "A party may waive the right to arbitrate by litigating the merits before moving to compel arbitration.", excerpt: mayWaive, source: src, supports: true},
		// "no party may V" forbids.
		{name: "negated subject turned into permission", prop: "A party may assign a claim for statutory damages to a third party.", excerpt: "No party may assign a claim for statutory damages to a third party.", source: src, why: "permits"},
		{name: "negated subject kept", prop: "No consumer may assign a claim for statutory damages to a third party.", excerpt: statute, source: src, supports: true},
		// "is not permitted to V" against "is free to V".
		{name: "withheld permission granted", prop: "A consumer is free to assign a claim for statutory damages to a third party.", excerpt: statute, source: src, why: "permits"},
		{name: "withheld permission kept", prop: "A consumer may not assign a claim for statutory damages to a third party.", excerpt: statute, source: src, supports: true},
		// "may not be" stays a hedge, not a prohibition: no clash.
		{name: "may not be is a hedge", prop: "Such a clause may not be enforceable against a consumer.", excerpt: "Such a clause may not be enforceable against a consumer who did not negotiate it.", source: src, supports: true},
		// "may not" after a thing is a hedge ("might not"): dropping it
		// overclaims, and "may" against it is no prohibition turned round.
		{name: "epistemic may not dropped", prop: "The exclusion does not apply to claims of fraud.", excerpt: "The exclusion may not apply to claims of fraud.", source: src, over: true},
		{name: "epistemic may not dropped (survive)", prop: "Such a waiver does not survive scrutiny under the statute.", excerpt: "Such a waiver may not survive scrutiny under the statute.", source: src, over: true},
		// The burden with what is to be proved between it and its party.
		{name: "burden moved to the other party", prop: "The burden of proving waiver rests on the party seeking arbitration.", excerpt: burden, source: src, why: "role"},
		{name: "burden moved, said another way", prop: "The party seeking arbitration must prove waiver.", excerpt: burden, source: src, why: "role"},
		{name: "burden kept", prop: "The party opposing arbitration bears the burden of proving waiver.", excerpt: burden, source: src, supports: true},
	})
}

func TestWithoutProhibitions(t *testing.T) {
	for in, want := range map[string]string{
		"a party may not contract out":               "a party  contract out",
		"the clause may not be enforceable":          "the clause may not be enforceable",
		"dismay not shown":                           "dismay not shown",
		"a court may not rewrite it, and may not be": "a court  rewrite it, and may not be",
		"the exclusion may not apply to fraud":       "the exclusion may not apply to fraud",
		"may not":                                    "may not",
	} {
		if got := withoutProhibitions(in); got != want {
			t.Errorf("withoutProhibitions(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestWinnerProbes: who won, said with a verdict or a ruling.
func TestWinnerProbes(t *testing.T) {
	const (
		won = "The jury returned a verdict for the defendant, and the court entered judgment for the defendant on all counts."
		src = "Doe v. Roe (X-1, X-1#c1, statute, court Ohio, decided 2022-01-01)"
	)
	runProbes(t, []probe{
		{name: "verdict given to the other party", prop: "The jury returned a verdict for the plaintiff.", excerpt: won, source: src, why: "role"},
		{name: "ruling given to the other party", prop: "The court ruled in favor of the plaintiff on all counts.", excerpt: won, source: src, why: "role"},
		{name: "winner kept", prop: "Judgment was entered for the defendant on all counts after the jury's verdict for the defendant.", excerpt: won, source: src, supports: true},
	})
}

// TestPermissionInOtherWords: "lets" and "allows ... to" grant the
// permission "may" grants, so a proposition saying it in those words
// neither drops the passage's "may" (C-007) nor loses its support
// (C-003); against a prohibition it is still a clash.
func TestPermissionInOtherWords(t *testing.T) {
	const src = "Master Services Agreement (DOC-7, DOC-7#c3, contract)"
	const may = "Either party may assign this Agreement to an affiliate without the consent of the other party."
	const mayNot = "No party may assign this Agreement to an affiliate without the consent of the other party."
	runProbes(t, []probe{
		{name: "lets against may", prop: "The agreement lets either party assign it to an affiliate without consent.", excerpt: may, source: src, supports: true},
		{name: "allows ... to against may", prop: "The agreement allows either party to assign it to an affiliate without consent.", excerpt: may, source: src, supports: true},
		{name: "permits ... to against may", prop: "The agreement permits each party to assign it to an affiliate without consent.", excerpt: may, source: src, supports: true},
		{name: "lets against no party may", prop: "The agreement lets either party assign it to an affiliate without consent.", excerpt: mayNot, source: src, supports: false, why: "permits"},
		{name: "allows ... to against no party may", prop: "The agreement allows either party to assign it to an affiliate without consent.", excerpt: mayNot, source: src, supports: false, why: "permits"},
		{name: "does not allow against may", prop: "The agreement does not allow either party to assign it to an affiliate without consent.", excerpt: may, source: src, supports: false, over: true, why: "forbids"},
	})
}
