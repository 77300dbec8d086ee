package resolve

import "testing"

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
