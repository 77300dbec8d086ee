package cite

import (
	"strings"
	"testing"
)

// TestStatuteWithoutMarker: the codes cited without "§" as often as with
// it are read as statutes: New York's practice law ("CPLR 3211(a)(7)",
// "N.Y. C.P.L.R. 302(a)(3)"), the United States Code and the Code of
// Federal Regulations after their title number, the U.C.C. by a dashed
// section; and "sec." is a section marker after a code's name. A number
// after any other name, a U.S.C. with no title, a U.C.C. number with no
// dash, and "sec." after a word that ends no code stay prose.
func TestStatuteWithoutMarker(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tc := range []struct{ text, want, section string }{
		{"Jurisdiction lies under N.Y. C.P.L.R. 302(a)(3) for torts.", "N.Y. C.P.L.R. 302(a)(3)", "302(a)(3)"},
		{"A motion under CPLR 3211(a)(7) tests the pleading.", "CPLR 3211(a)(7)", "3211(a)(7)"},
		{"See NY CPLR 5501.", "NY CPLR 5501", "5501"},
		{"Transfer is governed by 28 U.S.C. 1404(a).", "28 U.S.C. 1404(a)", "1404(a)"},
		{"Removal follows 28 USC 1441 et seq. in every case.", "28 USC 1441 et seq.", "1441"},
		{"See 42 U.S.C.A. 2000e-2(a).", "42 U.S.C.A. 2000e-2(a)", "2000e-2(a)"},
		{"The rule is 17 C.F.R. 240.10b-5.", "17 C.F.R. 240.10b-5", "240.10b-5"},
		{"Under U.C.C. 2-207 the terms differ.", "U.C.C. 2-207", "2-207"},
		{"Transfer is governed by 28 U.S.C. sec. 1404(a).", "28 U.S.C. sec. 1404(a)", "1404(a)"},
		{"See Cal. Gov. Code Sec. 12940(h).", "Cal. Gov. Code Sec. 12940(h)", "12940(h)"},
		{"See 28 U.S.C. § 1391(b) for venue.", "28 U.S.C. § 1391(b)", "1391(b)"},
		// prose
		{"Article 3 of the agreement says 302 days.", "", ""},
		{"The U.S.C. 1404 index lists it.", "", ""},
		{"The UCC 400 filings were late.", "", ""},
		{"The lease, sec. 3, sets the rent.", "", ""},
		{"See Code 410.10 of the club.", "", ""},
		{"ABCPLR 3211 is a product code.", "", ""},
	} {
		a := e.Extract(tc.text)
		var got, section []string
		for _, c := range a.Citations {
			if c.Kind == KindStatute {
				got = append(got, c.Identifier)
				section = append(section, c.Section)
			}
		}
		if strings.Join(got, "|") != tc.want || strings.Join(section, "|") != tc.section {
			t.Errorf("%q: statutes %q sections %q, want %q %q", tc.text, got, section, tc.want, tc.section)
		}
	}
}

// TestCodeNameNotSplit: a code's name of Bluebook abbreviations stays in
// one sentence ("Cal. Civ. Proc. Code"), where "Proc." read as the end
// of a sentence had cut the proposition in two.
func TestCodeNameNotSplit(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tc := range []struct {
		text string
		want int
	}{
		{"The statute, Cal. Civ. Proc. Code 410.10, reaches the limits of due process.", 1},
		{"The Tex. Civ. Prac. Rem. Code governs. The next sentence.", 2},
		{"The claim was filed in 2024. Code review follows.", 2},
		{"The court cited the Cal. Evid. Code. Law firms took note.", 2},
	} {
		a := e.Extract(tc.text)
		if len(a.Propositions) != tc.want {
			var got []string
			for _, p := range a.Propositions {
				got = append(got, p.Text)
			}
			t.Errorf("%q: %d propositions %q, want %d", tc.text, len(a.Propositions), got, tc.want)
		}
	}
}
