package cite

import (
	"encoding/binary"
	"os"
	"strings"
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

// hasNegationByLetter is hasNegation as it was, one IndexByte search per
// letter, kept to hold the eight-byte reading to it.
func hasNegationByLetter(text string) bool {
	for _, c := range [...]byte{'n', 'N', 'u'} {
		for i := 0; ; {
			k := strings.IndexByte(text[i:], c)
			if k < 0 {
				break
			}
			i += k + 1
			r := text[i:]
			switch c {
			case 'n':
				if strings.HasPrefix(r, "ot") || strings.HasPrefix(r, "'t") || strings.HasPrefix(r, "o ") || strings.HasPrefix(r, "able") || strings.HasPrefix(r, "one ") {
					return true
				}
			case 'N':
				if strings.HasPrefix(r, "o ") || strings.HasPrefix(r, "OT") || strings.HasPrefix(r, "ot") || strings.HasPrefix(r, "one ") {
					return true
				}
			default:
				if strings.HasPrefix(r, "tside") {
					return true
				}
			}
		}
	}
	return false
}

// TestHasNegationWords holds hasNegation to the search per letter on
// every suffix of every sentence of the fixture answers and the opinion,
// and on every word placed at every offset of an eight-byte window.
func TestHasNegationWords(t *testing.T) {
	var texts []string
	for _, a := range fixtureAnswers(t) {
		texts = append(texts, strings.Split(a, ". ")...)
	}
	if data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt")); err == nil {
		texts = append(texts, strings.Split(string(data), ". ")...)
	}
	for _, w := range []string{"not", "n't", "no ", "No ", "NOT", "nable", "utside", "No", "NO ", "Not", "UTSIDE", "Utside",
		"n\x07t", "N\x01", "nA", "uT", "n'", "nab", "utsid", "n", "N", "u", "no", "\xe2\x80\x99no ", "none ", "None ", "Nothing", "Not", "nonE "} {
		for pad := 0; pad < 18; pad++ {
			for tail := 0; tail < 3; tail++ {
				texts = append(texts, strings.Repeat("x", pad)+w+strings.Repeat("y", tail))
			}
		}
	}
	for _, s := range texts {
		for a := 0; a < len(s) && a < 24; a++ {
			if got, want := hasNegation(s[a:]), hasNegationByLetter(s[a:]); got != want {
				t.Fatalf("hasNegation(%q) = %v, want %v", s[a:], got, want)
			}
		}
	}
}
