package cite

import "testing"

// TestStatuteNamedInFullWords: a code named in full words is read whole,
// "and" between two of its subject words included ("Business and
// Professions Code § 17200", not "Professions Code § 17200"), so is a
// "Code of ..." name ending in its subject, and a section written as a
// word after a code's name. Prose keeps its "and" and its "section" out.
func TestStatuteNamedInFullWords(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tc := range []struct{ text, want, section string }{
		{"Unfair competition is unlawful under Business and Professions Code § 17200.", "Business and Professions Code § 17200", "17200"},
		{"Unfair competition is unlawful under California Business and Professions Code § 17200.", "California Business and Professions Code § 17200", "17200"},
		{"Noncompetes are void under Business and Professions Code §§ 16600-16602.", "Business and Professions Code §§ 16600-16602", "16600-16602"},
		{"Texas Civil Practice and Remedies Code § 41.003 caps damages.", "Texas Civil Practice and Remedies Code § 41.003", "41.003"},
		{"Smoking is regulated by the Health and Safety Code § 118910.", "Health and Safety Code § 118910", "118910"},
		{"Custody is governed by Welfare and Institutions Code § 300.", "Welfare and Institutions Code § 300", "300"},
		{"Anti-SLAPP motions arise under Code of Civil Procedure § 425.16.", "Code of Civil Procedure § 425.16", "425.16"},
		{"Bail is set under Texas Code of Criminal Procedure § 17.15.", "Texas Code of Criminal Procedure § 17.15", "17.15"},
		{"Unfair competition is unlawful under Business and Professions Code section 17200.", "Business and Professions Code section 17200", "17200"},
		{"Releases are limited by California Civil Code section 1542.", "California Civil Code section 1542", "1542"},
		{"Anti-SLAPP motions arise under Code of Civil Procedure, section 425.16.", "Code of Civil Procedure, section 425.16", "425.16"},
		{"Releases are limited by Cal. Civ. Code section 1542.", "Cal. Civ. Code section 1542", "1542"},
		// prose keeps its words out of the name
		{"The Act and Cal. Civ. Code § 1542 apply.", "Cal. Civ. Code § 1542", "1542"},
		{"The parties agreed and Civil Code § 1542 applies.", "Civil Code § 1542", "1542"},
		{"See Labor Code § 2802 and Government Code § 12940.", "Labor Code § 2802", "2802"},
	} {
		a := e.Extract(tc.text)
		if len(a.Citations) == 0 || a.Citations[0].Kind != KindStatute || a.Citations[0].Identifier != tc.want || a.Citations[0].Section != tc.section {
			var got []string
			for _, c := range a.Citations {
				got = append(got, string(c.Kind)+" "+c.Identifier+" § "+c.Section)
			}
			t.Errorf("%q: citations %q, want statute %q (section %s) first", tc.text, got, tc.want, tc.section)
		}
	}
	for _, text := range []string{
		"Under section 3 of the contract, notice is due.",
		"The Code section that governs is unclear.",
		"Notice is due under Section 3 of the agreement.",
		"The rules of Civil Procedure apply to 3 cases.",
	} {
		for _, c := range e.Extract(text).Citations {
			if c.Kind == KindStatute {
				t.Errorf("%q: read a statute %q in prose", text, c.Identifier)
			}
		}
	}
}
