package heuristic

import "testing"

// TestPronounAgentTakesTheRole: "the lender need not prove that the
// borrower read the note; it must prove only that the borrower signed
// it" gives the lender a burden through "it": a proposition that the
// lender bears the burden of proving the signature keeps the passage's
// role, and one that puts it on the borrower still swaps it.
func TestPronounAgentTakesTheRole(t *testing.T) {
	const src = "Quill Credit Union v. Hadley (VLT-2001, VLT-2001#c2, case, court Me., decided 2023-06-01)"
	const excerpt = "[*44]\nThe lender need not prove that the borrower read the note; it must prove only that the borrower signed it."
	runProbes(t, []probe{
		{name: "the burden kept through the pronoun", source: src, excerpt: excerpt, supports: true, adverse: true,
			prop: "The lender must prove only that the borrower signed the note, not that the borrower read it."},
		{name: "the burden moved to the borrower", source: src, excerpt: excerpt, supports: false, adverse: true, why: "roles swapped",
			prop: "The borrower must prove that the borrower did not sign the note."},
	})
	a := analyse(sentencesOf("The lender need not prove that the borrower read the note; it must prove only that the borrower signed it.")[0])
	if len(a.roles) < 2 || a.roles[1].sign <= 0 || !sameRole(a.roles[0].tags, a.roles[1].tags) {
		t.Errorf("want the pronoun's burden given to the lender: %+v", a.roles)
	}
}
