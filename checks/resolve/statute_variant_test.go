package resolve

import (
	"strings"
	"testing"
)

// TestStatuteVariant: a statute's identifier is looked up in the form
// Vaults list it, also when the answer writes its section as a word
// ("Civil Code section 1542" is "Civil Code § 1542"); the code's words
// and the section stay as written.
func TestStatuteVariant(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Gen. Stat. Ann. §52-103 et seq.", "Gen. Stat. § 52-103"},
		{"Civil Code section 1542", "Civil Code § 1542"},
		{"Code of Civil Procedure, section 425.16", "Code of Civil Procedure, § 425.16"},
		{"Business and Professions Code Section 17200", "Business and Professions Code § 17200"},
		{"Bus. Code § 14-101(b)", "Bus. Code § 14-101(b)"},
	} {
		if got := statuteVariant(tt.in); got != tt.want {
			t.Errorf("statuteVariant(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestStatuteVariants: a statute written without "§" is looked up with
// it, one written with it is looked up without, and a code spelled
// another way is tried in each spelling; the section never changes.
func TestStatuteVariants(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"28 U.S.C. 1404(a)", []string{"28 U.S.C. § 1404(a)", "28 USC 1404(a)", "28 USC § 1404(a)"}},
		{"28 U.S.C. sec. 1404(a)", []string{"28 U.S.C. § 1404(a)", "28 U.S.C. 1404(a)", "28 USC § 1404(a)", "28 USC 1404(a)"}},
		{"CPLR 3211(a)(7)", []string{"CPLR § 3211(a)(7)", "N.Y. C.P.L.R. 3211(a)(7)", "N.Y. CPLR 3211(a)(7)", "NY CPLR 3211(a)(7)", "C.P.L.R. 3211(a)(7)",
			"N.Y. C.P.L.R. § 3211(a)(7)", "N.Y. CPLR § 3211(a)(7)", "NY CPLR § 3211(a)(7)", "C.P.L.R. § 3211(a)(7)"}},
		{"Gen. Stat. § 52-103", []string{"Gen. Stat. 52-103"}},
		{"Gen. Stat. §§ 52-103, 52-104", nil},
		{"Lab. Law", nil},
		{"Pub. L. 104-67", []string{"Pub. L. § 104-67", "Pub. L. No. 104-67", "Public Law No. 104-67", "Public Law 104-67", "Pub.L. 104-67",
			"Pub. L. No. § 104-67", "Public Law No. § 104-67", "Public Law § 104-67", "Pub.L. § 104-67"}},
	} {
		got := statuteVariants(tt.in)
		if strings.Join(got, " | ") != strings.Join(tt.want, " | ") {
			t.Errorf("statuteVariants(%q) =\n %q\nwant\n %q", tt.in, got, tt.want)
		}
	}
}
