package heuristic

import "testing"

// TestQuestionLeftOpenStatedAsHeld: a holding that says in terms it does
// not decide a question ("we do not decide whether the release is
// unconscionable") is adverse to, and over-claimed by, a proposition
// giving that question's answer as what the court held, whatever the
// predicate's word; a proposition that says the question was left open,
// or that merely names the thing in passing, is not.
func TestQuestionLeftOpenStatedAsHeld(t *testing.T) {
	const src = "Ferrante v. Oldcastle Marinas (VLT-0701, VLT-0701#c3, case, court 1st Cir., decided 2022-09-30)"
	const excerpt = "The boat owner signed the release when she rented the slip. She says she never read it. The marina moved to dismiss."
	holding := ReadHolding("We do not decide whether the release is unconscionable, and nothing here suggests a view on it. The order dismissing the complaint is vacated, and the case is remanded for a trial on whether the owner assented to the release.", "").Text()
	runProbes(t, []probe{
		{name: "the open question answered as held", prop: "A slip release signed at rental is unconscionable: the First Circuit so held in Ferrante.",
			excerpt: excerpt, source: src, holding: holding, adverse: true, over: true, why: "expressly left open"},
		{name: "the other answer, also as held", prop: "The First Circuit held that the release was not unconscionable.",
			excerpt: excerpt, source: src, holding: holding, adverse: true, over: true, why: "expressly left open"},
		{name: "said to be left open", prop: "The First Circuit did not decide whether the release is unconscionable and remanded for a trial on assent.",
			excerpt: excerpt, source: src, holding: holding, supports: false},
		{name: "named in passing, not as the predicate", prop: "The First Circuit held that the marina moved to dismiss before the owner could contest the release as unconscionable.",
			excerpt: excerpt, source: src, holding: holding, supports: false},
	})
}
