package heuristic

import "testing"

// TestHeuristicOtherDomain runs the rule families on a third area of law
// (arbitration agreements; fictional texts written for this test, in no
// fixture), faithful statements and their corruptions side by side, so
// that rules tuned on the forum-selection suite are seen to hold
// elsewhere.
func TestHeuristicOtherDomain(t *testing.T) {
	const rule = "An agreement to arbitrate is enforceable according to its terms unless a generally applicable contract defense, such as fraud, duress or unconscionability, invalidates it. The party resisting arbitration bears the burden of proving that the claims at issue are unsuitable for arbitration. Courts generally resolve doubts about the scope of an arbitration clause in favor of arbitration."
	const granted = "The district court granted the employer's motion to compel arbitration and stayed the action. We hold that the arbitration clause covers the wage claims. The order compelling arbitration is affirmed."
	const denied = "We hold that the delegation clause is unenforceable because it is both procedurally and substantively unconscionable. The order denying the motion to compel arbitration is affirmed."
	const src = "Larkspur v. Tansy (ARB-1, ARB-1#c2, case, court 4th Cir., decided 2021)"
	const deniedSrc = "Quince v. Rowan (ARB-2, ARB-2#c3, case, court Cal. Ct. App., decided 2019)"
	runProbes(t, []probe{
		{name: "rule restated with its exception", prop: "An arbitration agreement is enforced as written unless a contract defense that applies generally, like fraud or unconscionability, invalidates it.", excerpt: rule, source: src, holding: granted,
			supports: true},
		{name: "burden restated passively", prop: "The burden of proving that the claims are unsuitable for arbitration rests on the party resisting arbitration.", excerpt: rule, source: src, holding: granted,
			supports: true},
		{name: "generally kept", prop: "Doubts about the scope of an arbitration clause are generally resolved in favor of arbitration.", excerpt: rule, source: src, holding: granted,
			supports: true},
		{name: "generally made always", prop: "Doubts about the scope of an arbitration clause are always resolved in favor of arbitration.", excerpt: rule, source: src, holding: granted,
			supports: false, over: true},
		{name: "burden given to the other party", prop: "The party seeking arbitration bears the burden of proving that the claims are suitable for arbitration.", excerpt: rule, source: src, holding: granted,
			supports: false, why: "roles swapped"},
		{name: "the exception turned round", prop: "An agreement to arbitrate is enforceable even if fraud or unconscionability would invalidate it.", excerpt: rule, source: src, holding: granted,
			supports: false},
		{name: "the disposition as it was", prop: "The Fourth Circuit affirmed the order compelling arbitration of the wage claims.", excerpt: granted, source: src, holding: granted,
			supports: true},
		{name: "the disposition turned round", prop: "The Fourth Circuit reversed the order compelling arbitration of the wage claims.", excerpt: granted, source: src, holding: granted,
			supports: false, adverse: true},
		{name: "the wrong circuit", prop: "The Ninth Circuit affirmed the order compelling arbitration of the wage claims.", excerpt: granted, source: src, holding: granted,
			supports: false, why: "Ninth Circuit"},
		{name: "an adverse case cited for what it held", prop: "A delegation clause that is both procedurally and substantively unconscionable is unenforceable, and a motion to compel arbitration under it is properly denied.", excerpt: denied, source: deniedSrc, holding: denied,
			supports: true},
		{name: "an adverse case cited for enforcement", prop: "Courts enforce delegation clauses and compel arbitration under them.", excerpt: denied, source: deniedSrc, holding: denied,
			supports: false, adverse: true},
		{name: "rule cited to a case that refused it", prop: "An agreement to arbitrate is enforceable according to its terms unless a generally applicable contract defense invalidates it.", excerpt: rule, source: deniedSrc, holding: denied,
			supports: true, adverse: true},
	})
}

// TestHeuristicLiabilityClauses: a fourth area (limitation-of-liability
// clauses; fictional text), paraphrases in words the passage does not
// use beside corruptions of them.
func TestHeuristicLiabilityClauses(t *testing.T) {
	const text = "A limitation-of-liability clause in a commercial contract between sophisticated parties is generally enforceable. Such a clause will not shield a party from liability for gross negligence or intentional misconduct, because public policy forbids contracting away liability for those wrongs. The party invoking the clause must show that its language clearly and unambiguously covers the claim."
	runProbes(t, []probe{
		{name: "ordinarily for generally, upheld for enforceable", prop: "Between sophisticated commercial parties, clauses capping liability are ordinarily upheld.", excerpt: text,
			supports: true},
		{name: "public policy restated", prop: "Public policy bars a party from using such a clause to escape liability for gross negligence or intentional misconduct.", excerpt: text,
			supports: true},
		{name: "burden restated", prop: "The party relying on the clause has to demonstrate that its wording clearly and unambiguously covers the claim.", excerpt: text,
			supports: true},
		{name: "negation dropped", prop: "A limitation-of-liability clause shields a party even from liability for gross negligence.", excerpt: text,
			supports: false},
		{name: "generally made always", prop: "Clauses limiting liability are always enforceable between sophisticated parties.", excerpt: text,
			supports: false, over: true},
		{name: "burden moved to the challenger", prop: "The party challenging the clause must show that its language does not clearly cover the claim.", excerpt: text,
			supports: false, why: "roles swapped"},
	})
}
