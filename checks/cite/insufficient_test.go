package cite

import "testing"

func TestInsufficient(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"The retrieved Vault sources do not address fraud in the inducement.", true},
		{"The retrieved sources don't discuss arbitration.", true},
		{"No retrieved source discusses venue.", true},
		{"No Vault document addresses the Delaware rule.", true},
		{"I could not find support in the Vault for that rule.", true},
		{"I was unable to locate any authority on point.", true},
		{"This point is not addressed by the retrieved documents.", true},
		{"That question is outside the retrieved material.", true},
		{"The sources do not directly address remedies.", true},
		{"Forum-selection clauses are not enforced when unreasonable.", false},
		{"The court did not address the public-policy ground.", false},
		{"No party disputes venue.", false},
		{"A clause is prima facie valid.", false},
		{"Enforcement does not require a showing of prejudice, the source says.", false},
	}
	for _, tt := range tests {
		if got := insufficient(tt.in); got != tt.want {
			t.Errorf("insufficient(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
