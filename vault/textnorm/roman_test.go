package textnorm

import "testing"

func TestRoman(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{
		{1, "I"}, {4, "IV"}, {9, "IX"}, {14, "XIV"}, {40, "XL"}, {90, "XC"},
		{399, "CCCXCIX"}, {1994, "MCMXCIV"}, {3999, "MMMCMXCIX"},
		{0, ""}, {-3, ""}, {4000, ""},
	} {
		if got := Roman(tt.n); got != tt.want {
			t.Errorf("Roman(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}
