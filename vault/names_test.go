package vault

import "testing"

func TestNormalizeName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"M/S Bremen v. Zapata Off-Shore Co.", "m s bremen v zapata off shore"},
		{"M/S Bremen vs. Zapata Off-Shore Company", "m s bremen v zapata off shore"},
		{"The Bremen", "bremen"},
		{"Carnival Cruise Lines, Inc. v. Shute", "carnival cruise lines v shute"},
		{"Atlantic Marine Constr. Co. v. U. S. Dist. Ct.", "atlantic marine construction v united states district court"},
		{"Boyd v. Grand Trunk W. R.R. Co.", "boyd v grand trunk w railroad"},
		{"K & V Scientific Co. v. Bayerische Motoren Werke AG", "k and v scientific v bayerische motoren werke ag"},
		{"Manetti-Farrow, Inc. v. Gucci Am., Inc.", "manetti farrow v gucci america"},
		{"ＴＨＥ Bremen", "bremen"},
		{"Murphy v. Schneider Nat'l, Inc.", "murphy v schneider national"},
	}
	for _, tt := range tests {
		if got := NormalizeName(tt.in); got != tt.want {
			t.Errorf("NormalizeName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCitationKey(t *testing.T) {
	tests := []struct{ a, b string }{
		{"407 U.S. 1", "407 U. S. 1"},
		{"92 S. Ct. 1907", "92 S.Ct. 1907"},
		{"32 L. Ed. 2d 513", "32 L.Ed.2d 513"},
		{"No. 3:19-cv-01234", "3:19-cv-01234"},
		{"2019 WL 1234567", "2019  wl 1234567"},
	}
	for _, tt := range tests {
		if CitationKey(tt.a) != CitationKey(tt.b) {
			t.Errorf("CitationKey(%q) = %q != CitationKey(%q) = %q", tt.a, CitationKey(tt.a), tt.b, CitationKey(tt.b))
		}
	}
	if CitationKey("407 U.S. 1") == CitationKey("407 U.S. 10") {
		t.Error("different pages share a key")
	}
}
