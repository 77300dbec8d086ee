package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestTrialClashes holds the rules of the fourth new-user trial
// (trial_clashes.go) to invented probes: one side's right told as both
// sides', a vacated decision stated as law, a note that binds no court
// told as binding, a prohibition's "unless" condition waived; each next
// to the same proposition told the passage's way, which keeps its pass.
// Each "fail" row passed (or was left undecided) before its rule.
func TestTrialClashes(t *testing.T) {
	const (
		contract = "Tarrow Mills, Inc. and Oskin Foods LLC (DOC-2, DOC-2#c4, contract, section 6)"
		caseSrc  = "Pelling Press v. Orvane Systems (DOC-5, DOC-5#c2, case, court Ostra Super. Ct., decided 2023-02-01)"
		noteSrc  = "Ostra Trade Office Practice Note 4 (DOC-7, DOC-7#c3, other, section 3)"
		statute  = "Ostra Equipment Leasing Act (DOC-1, DOC-1#c3, statute, section 12)"

		inspect   = "Supplier may, not more than twice in any calendar year and on at least ten days' written notice, inspect Buyer's storage facilities during business hours."
		mutual    = "Either party may, on at least ten days' written notice, inspect the other party's storage facilities during business hours."
		history   = "Subsequent history: Reversed and remanded, Pelling Press v. Orvane Systems, 88 P.3d 412 (Ostra Ct. App. 2024)."
		ruling    = "A lessee's failure to insure the equipment is a forfeiture of the lease, so the lessor may repossess at once without any notice."
		status    = "This note describes how the Office reviews export licences. It is not a regulation and does not bind any court or exporter."
		advice    = "Exporters should keep shipping records for five years."
		whenever  = "A subtenant's occupation is a transfer of the lease whenever the subtenant pays rent to the tenant, whatever the sublease calls it."
		treatise  = "Most courts hold that a landlord's silence for thirty days is consent to a sublease. A minority of courts treat any sublease without written consent as void."
		entry     = "Landlord may enter the premises to make urgent repairs if a leak threatens the building, but only after giving Tenant 24 hours' written notice."
		carveOut  = "The cap in Section 9.1 does not apply to a party's indemnity obligations or to its breach of the confidentiality clause."
		invoices  = "Buyer must pay each invoice within 30 days."
		returns   = "Supplier shall keep the returned goods available for collection for 45 days."
		repossess = "A lessor may not repossess leased equipment unless (1) the lease expressly permits repossession, (2) the lessor gives 20 days' written notice, and (3) the default remains uncured."
	)
	probes := []struct {
		name                       string
		src, before, excerpt, same string
		holding                    string // for a case: "" is a plain disposition
		prop                       string
		supports, adverse, over    string // "pass", "fail" or "undecided" for C-003, C-004, C-007
	}{
		{"one side's right told as both sides'", contract, "", inspect, "", "", "Either party may inspect the other's storage facilities twice in any calendar year on ten days' written notice.", "fail", "pass", "fail"},
		{"one side's right told as its own", contract, "", inspect, "", "", "Supplier may inspect Buyer's storage facilities twice in any calendar year on ten days' written notice.", "pass", "pass", "pass"},
		{"both sides' right told as both sides'", contract, "", mutual, "", "", "Either party may inspect the other party's storage facilities on ten days' written notice.", "pass", "pass", "pass"},
		{"each side given the right by name", contract, "", "Supplier may inspect Buyer's storage facilities, and Buyer may inspect Supplier's plant, each on ten days' written notice.", "", "", "Either party may inspect the other's storage facilities on ten days' written notice.", "pass", "pass", "pass"},
		{"a reversed decision stated as law", caseSrc, history, ruling, "", "", "Under Ostra law, a lessee that fails to insure the equipment forfeits the lease, and the lessor may repossess at once without notice.", "fail", "fail", "fail"},
		{"the reversal in another retrieved chunk", caseSrc, "", ruling, history, "", "Under Ostra law, a lessee that fails to insure the equipment forfeits the lease, and the lessor may repossess at once without notice.", "fail", "fail", "fail"},
		{"the reversal only in the holding", caseSrc, "", ruling, "", history, "Under Ostra law, a lessee that fails to insure the equipment forfeits the lease, and the lessor may repossess at once without notice.", "fail", "fail", "fail"},
		{"a reversed decision told as the court's holding", caseSrc, history, ruling, "", "", "The Superior Court held that a lessee's failure to insure the equipment is a forfeiture, so the lessor may repossess at once without notice.", "pass", "pass", "pass"},
		{"a decision with no later history", caseSrc, "", ruling, "", "", "Under Ostra law, a lessee that fails to insure the equipment forfeits the lease, and the lessor may repossess at once without notice.", "pass", "pass", "pass"},
		{"a note that binds no court told as binding", noteSrc, status, advice, "", "", "The practice note is binding on the courts, so exporters must keep shipping records for five years.", "fail", "pass", "fail"},
		{"the status in another retrieved chunk", noteSrc, "", advice, status, "", "The practice note binds the courts: exporters must keep shipping records for five years.", "fail", "pass", "fail"},
		{"a note told as not binding", noteSrc, status, advice, "", "", "The practice note is not binding on the courts, but it advises exporters to keep shipping records for five years.", "undecided", "pass", "pass"},
		{"a binding note told as binding", noteSrc, "", "This note is binding on all exporters under section 9 of the Act. " + advice, "", "", "The practice note is binding on exporters, who should keep shipping records for five years.", "pass", "pass", "pass"},
		{"a condition of the unless waived", statute, "", repossess, "", "", "A lessor may repossess leased equipment after 20 days' written notice of an uncured default, whether or not the lease expressly permits repossession.", "fail", "pass", "undecided"},
		{"a question leading a rule", statute, "", repossess, "", "", "**Can Tarrow take back the loader without warning?**\nNot under the Act: a lessor may not repossess leased equipment unless the lease expressly permits repossession, the lessor gives 20 days' written notice and the default remains uncured.", "pass", "pass", "pass"},
		{"the licence spelled the British way", contract, "", "The license is personal to Buyer.", "", "", "The licence is personal.", "pass", "pass", "pass"},
		{"whenever restated as always", caseSrc, "", whenever, "", "", "Occupation by a subtenant who pays rent to the tenant is always a transfer of the lease.", "pass", "pass", "pass"},
		{"always with the whenever condition dropped", caseSrc, "", whenever, "", "", "Occupation by a subtenant is always a transfer of the lease.", "fail", "pass", "fail"},
		{"each side given the right in a sentence of its own", contract, "", "Supplier may terminate this Agreement on ninety days' written notice. Buyer may terminate this Agreement on thirty days' written notice.", "", "", "Either party may terminate this Agreement on written notice.", "pass", "pass", "pass"},
		{"the other side's own right in another sentence", contract, "", "Supplier may terminate this Agreement on ninety days' written notice. Buyer may terminate this Agreement on thirty days' written notice.", "", "", "Buyer may terminate this Agreement on thirty days' written notice.", "pass", "pass", "pass"},
		{"the sides swapped by their own names", contract, "", inspect, "", "", "Buyer may inspect Supplier's storage facilities twice in any calendar year on ten days' written notice.", "fail", "pass", "pass"},
		{"the sides kept by their own names", contract, "", inspect, "", "", "Supplier may inspect Buyer's storage facilities twice in any calendar year during business hours.", "pass", "pass", "pass"},
		{"the minority told as the majority", noteSrc, "", treatise, "", "", "Most courts treat any sublease without written consent as void.", "fail", "pass", "fail"},
		{"the majority told as the minority", noteSrc, "", treatise, "", "", "A minority of courts hold that a landlord's silence for thirty days is consent to a sublease.", "fail", "pass", "fail"},
		{"the minority told as the minority", noteSrc, "", treatise, "", "", "A minority of courts treat any sublease without written consent as void.", "pass", "pass", "pass"},
		{"a further condition dropped under whenever", contract, "", entry, "", "", "Landlord may enter the premises to make urgent repairs whenever a leak threatens the building.", "fail", "pass", "fail"},
		{"a further condition dropped under entitled to", contract, "", entry, "", "", "Landlord is entitled to enter the premises to make urgent repairs if a leak threatens the building.", "fail", "pass", "fail"},
		{"the further condition kept", contract, "", entry, "", "", "Landlord may enter the premises to make urgent repairs when a leak threatens the building, but only after 24 hours' written notice to Tenant.", "pass", "pass", "pass"},
		{"the further condition kept in other words", contract, "", entry, "", "", "Landlord may enter the premises to make urgent repairs whenever a leak threatens the building, once it has given Tenant 24 hours' written notice.", "pass", "pass", "pass"},
		{"a carve-out told as included", contract, "", carveOut, "", "", "The cap in Section 9.1 applies to a party's liability, including its indemnity obligations.", "fail", "pass", "fail"},
		{"a carve-out kept", contract, "", carveOut, "", "", "The cap in Section 9.1 does not apply to a party's indemnity obligations or to its breach of the confidentiality clause.", "pass", "pass", "pass"},
		{"a period changed to one named elsewhere", contract, invoices, returns, "", "", "Supplier shall keep the returned goods available for collection for 30 days.", "fail", "pass", "pass"},
		{"the period kept", contract, invoices, returns, "", "", "Supplier shall keep the returned goods available for collection for 45 days.", "pass", "pass", "pass"},
		{"the conditions kept", statute, "", repossess, "", "", "A lessor may not repossess leased equipment unless the lease expressly permits repossession, the lessor gives 20 days' written notice and the default remains uncured.", "pass", "pass", "pass"},
	}
	j := NewAt(alignedPoint)
	verdict := func(a judge.Assessment, part string, failed bool) string {
		switch {
		case slices.Contains(a.Undecided, part):
			return "undecided"
		case failed:
			return "fail"
		}
		return "pass"
	}
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Citation: "[DOC-4]",
				Before: p.before, Excerpt: p.excerpt, Source: p.src, SameDocRetrieved: p.same}
			if p.src == caseSrc {
				u.Holding = "Summary judgment is GRANTED to the lessor. " + p.holding
			}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			got := [3]string{verdict(a, judge.UndecidedSupports, !a.Supports), verdict(a, judge.UndecidedAdverse, a.Adverse), verdict(a, judge.UndecidedOverclaims, a.Overclaims)}
			if want := [3]string{p.supports, p.adverse, p.over}; got != want {
				t.Errorf("C-003, C-004, C-007 %v, want %v\n%s", got, want, a.Reasoning)
			}
		})
	}
}

// TestHistoryLineInHolding: a document's record of its later vacatur is
// shown with its holding (so C-008, which reads a claim's passages with
// their holding only, sees it), and the outcome read from the text is
// the one read without it.
func TestHistoryLineInHolding(t *testing.T) {
	const body = "The lessee sued for conversion.\n\nSummary judgment is GRANTED to the lessor, and the complaint is dismissed.\n"
	const line = "Subsequent history: Reversed and remanded, Pelling Press v. Orvane Systems, 88 P.3d 412 (Ostra Ct. App. 2024)."
	plain, with := ReadHolding(body, ""), ReadHolding("Pelling Press v. Orvane Systems\n\n"+line+"\n\n"+body, "")
	if !slices.Contains(with.Sentences, line) {
		t.Errorf("holding sentences %q lack the history line", with.Sentences)
	}
	if slices.Contains(plain.Sentences, line) || with.Outcome != plain.Outcome {
		t.Errorf("outcome %q with the history line, %q without", with.Outcome, plain.Outcome)
	}
	if historyLine("Smith v. Jones, 10 F.3d 1 (1st Cir.), rev'd, Smith v. Jones, 500 U.S. 1 (1995), is often cited.") != "" {
		t.Error("a history clause inside a citation of another case read as the document's own")
	}
}
