package cite

import (
	"encoding/binary"
	"testing"
)

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

// TestLower8 holds the eight-byte lower-casing to the byte loop on every
// byte value in every position.
func TestLower8(t *testing.T) {
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 8; pos++ {
			in := []byte("aZ@[`{\x80\xff")
			in[pos] = byte(c)
			want := []byte(string(in))
			for i, b := range want {
				if isUpper(b) {
					want[i] = b + 'a' - 'A'
				}
			}
			var buf []byte
			if got := lowerInto(string(in)+"X", &buf); got != string(want)+"x" {
				t.Fatalf("lowerInto(%q) = %q, want %q", in, got, want)
			}
			got := make([]byte, 8)
			binary.LittleEndian.PutUint64(got, lower8(binary.LittleEndian.Uint64(in)))
			if string(got) != string(want) {
				t.Fatalf("lower8(%q) = %q, want %q", in, got, want)
			}
		}
	}
}
