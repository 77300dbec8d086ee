package heuristic

import "testing"

// TestNarrowerThanAHedgedHolding: a holding that a late fee is
// "generally reasonable" leaves room for exceptions, so a proposition
// that a fee which is charged before the rent falls due is unreasonable
// may state one of them: whether the holding is adverse to it is left
// for a person (C-004 undecided), not decided. An unqualified holding,
// or a proposition that says the opposite of the general rule itself,
// is still adverse.
func TestNarrowerThanAHedgedHolding(t *testing.T) {
	const src = "Dorsey v. Pellham Property Management, LLC (VLT-1601, VLT-1601#c3, case, court 9th Cir., decided 2023-08-30)"
	const excerpt = "[*90]\nThe tenant says the fee was charged on the first of the month. The record shows otherwise."
	const hedged = "Between commercial parties who negotiated their lease, a late fee of five percent is generally reasonable."
	const flat = "Between commercial parties who negotiated their lease, a late fee of five percent is reasonable."
	runProbes(t, []probe{
		{name: "a narrower case against a hedged holding", source: src, excerpt: excerpt, holding: hedged, adverse: true, why: "may be the exception",
			prop: "The Ninth Circuit also held that a late fee which is charged before the rent falls due is unreasonable."},
		{name: "the rule itself turned round, against a hedged holding", source: src, excerpt: excerpt, holding: hedged, adverse: true, why: "adverse holding",
			prop: "The Ninth Circuit held that a late fee of five percent is unreasonable between commercial parties."},
		{name: "a narrower case against a flat holding", source: src, excerpt: excerpt, holding: flat, adverse: true, why: "adverse holding",
			prop: "The Ninth Circuit also held that a late fee which is charged before the rent falls due is unreasonable."},
	})
}
