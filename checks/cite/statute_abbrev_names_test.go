package cite

import "testing"

// TestStatuteAbbreviatedCodeNames: a code's name is a run of capitalised
// words, the Bluebook's abbreviations of code names (T1, T6: "Prac.",
// "Rem.", "Oblig.", "Alco. Bev.") and acronyms ("CPLR", "ERISA",
// "C.P.L.R.") before "§", read whole; it stops at a comma, a lower-case
// word, a signal, and the end of the sentence before it (a period after
// a word that is no abbreviation, "?", "!", a period in quotes, and a
// plain word opening the sentence before an abbreviated name). A Roman
// numeral is no code, nor an acronym written as a defined term (after
// an article or possessive, before a comma) or one the Vault names a
// document by, unless the Vault lists the citation.
func TestStatuteAbbreviatedCodeNames(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{{ID: "KV-001", Title: "Master Services Agreement", Aliases: []string{"MSA"}},
		{ID: "KV-002", Title: "Federal Arbitration Act", Citations: []string{"FAA § 2"}}}})
	for _, tc := range []struct{ text, want string }{
		{"See Civ. Prac. Law § 7-401(d).", "Civ. Prac. Law § 7-401(d)"},
		{"See Civ. Prac. Code § 12.", "Civ. Prac. Code § 12"},
		{"See Civ. Proc. Code § 5.", "Civ. Proc. Code § 5"},
		{"The court applied Civ. Prac. Law § 7.", "Civ. Prac. Law § 7"},
		{"The firm is Acme LLC. Civ. Prac. Law § 7 applies.", "Civ. Prac. Law § 7"},
		{"Applying Civ. Prac. Law § 7-401, the court dismissed.", "Civ. Prac. Law § 7-401"},
		{"Applying CPLR § 3211, the court dismissed.", "CPLR § 3211"},
		{"Is the promise Void? Gen. Oblig. Law § 5-701 says so.", "Gen. Oblig. Law § 5-701"},
		{"The clause is \"Void.\" Est. Powers & Trusts Law § 3-3.1 applies.", "Est. Powers & Trusts Law § 3-3.1"},
		{"The Consumer Act, Gen. Bus. Law § 349, applies.", "Gen. Bus. Law § 349"},
		{"See Tex. Civ. Prac. & Rem. Code § 16.003.", "Tex. Civ. Prac. & Rem. Code § 16.003"},
		{"Texas Civ. Prac. & Rem. Code § 16.003 governs.", "Texas Civ. Prac. & Rem. Code § 16.003"},
		{"Ohio Rev. Code § 2305.07 governs.", "Ohio Rev. Code § 2305.07"},
		// a subject word opening the sentence opens the name too
		{"Deposits come back. Real Prop. Code § 42-303(a).", "Real Prop. Code § 42-303(a)"},
		{"Real Prop. Law § 235 governs.", "Real Prop. Law § 235"},
		{"See Alco. Bev. Code § 23300.", "Alco. Bev. Code § 23300"},
		{"Under CPLR § 3211 the claim fails.", "CPLR § 3211"},
		{"Under N.Y. C.P.L.R. § 3211(a)(7) the claim fails.", "N.Y. C.P.L.R. § 3211(a)(7)"},
		{"See ERISA § 502(a)(1)(B).", "ERISA § 502(a)(1)(B)"},
		{"See 29 CFR § 1910.147.", "29 CFR § 1910.147"},
		{"The rights of Civ. Prac. Law § 7 holders.", "Civ. Prac. Law § 7"},
		// no code: a Roman numeral, an acronym the Vault names a document by
		{"Title VII § 703 forbids it.", ""},
		{"Under the MSA § 14.2, venue lies in Delaware.", ""},
		// a defined term: after an article or a possessive, before a comma
		{"Under the SOW § 3, the vendor delivers.", ""},
		{"Under the client’s NDA § 4, the data stays.", ""},
		{"Under the client’s APA, § 14.2 requires it.", ""},
		{"Under our LPA § 7.1 the partner withdraws.", ""},
		{"See MASTER SERVICES AGREEMENT § 8.2 for venue.", ""},
		{"See MASTER SERVICES MSA § 8.2 for venue.", ""},
		// a name before "and" is prose, not the code's
		{"Both the Act and Cal. Civ. Code § 1542 apply.", "Cal. Civ. Code § 1542"},
		// ... unless the Vault lists the citation itself
		{"Under the FAA § 2, the clause is valid.", "FAA § 2"},
		{"Under ERISA § 502, the plan is sued.", "ERISA § 502"},
	} {
		a := e.Extract(tc.text)
		var got []string
		for _, c := range a.Citations {
			if c.Kind == KindStatute {
				got = append(got, c.Identifier)
			}
		}
		if tc.want == "" && len(got) > 0 || tc.want != "" && (len(got) != 1 || got[0] != tc.want) {
			t.Errorf("%q: statutes %q, want %q", tc.text, got, tc.want)
			continue
		}
		if tc.want == "" {
			continue
		}
		// no sentence starts inside the code's name ("Prac." ends none)
		c := a.Citations[0]
		for _, p := range a.Propositions {
			if c.Start < p.Start && p.Start < c.End {
				t.Errorf("%q: proposition %q starts inside the citation", tc.text, p.Text)
			}
		}
	}
}
