package cite

import (
	"os"
	"strings"
	"testing"
)

// TestIndexByByteIsIndex holds indexByByte, indexDelim and hasVersus to
// the searches they replace, at every offset of the fixture answers, the
// opinion and edge strings.
func TestIndexByByteIsIndex(t *testing.T) {
	texts := []string{"", "v", " v", " v ", " v.", " v. ", " vs. ", "x vs.", "vault:/", "vault://", "://vault://x", "“", "”x“", "\xe2\x80", "\x9c\x9c“",
		"d.", "xd.", "Id. Id.", "supra", "xxxxxxxsu", "xxxxxxxxsu", "xxxxxxxxxsu", "sssssssssssssssu", "d", ".",
		"Roe v Wade", "Roe v. Wade", "Roe vs. Wade", "Roe vs Wade", "rev. v", "In re X", "see vault://VLT-0001 and vault://"}
	texts = append(texts, fixtureAnswers(t)...)
	if data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt")); err == nil {
		texts = append(texts, string(data))
	}
	for _, s := range texts {
		for a := 0; a <= len(s); a += 1 + len(s)/300 {
			r := s[a:]
			for _, n := range []struct {
				needle string
				at     int
			}{{"vault://", 5}, {"“", 2}, {"”", 2}, {"ab", 1}} {
				if got, want := indexByByte(r, n.needle, n.at), strings.Index(r, n.needle); got != want {
					t.Fatalf("indexByByte(%q, %q) = %d, want %d", r, n.needle, got, want)
				}
			}
			for _, d := range titleDelims {
				if got, want := indexDelim(r, d.open), strings.Index(r, d.open); got != want {
					t.Fatalf("indexDelim(%q, %q) = %d, want %d", r, d.open, got, want)
				}
			}
			end := min(len(r), 300)
			want := strings.Contains(r[:end], " v. ") || strings.Contains(r[:end], " v ") || strings.Contains(r[:end], " vs. ")
			if got := hasVersus(r[:end]); got != want {
				t.Fatalf("hasVersus(%q) = %v, want %v", r[:end], got, want)
			}
		}
	}
}

// TestIndexFoldIsIndex holds indexFold to strings.Index of the
// ASCII-lower-cased text for needles starting with a letter and with other
// bytes, at every offset of the fixture answers and edge strings.
func TestIndexFoldIsIndex(t *testing.T) {
	texts := []string{"", "v", "V", "vlt-", "VLT-0001", "xxxxxxxxxxxxxxxVlT-1", "-", "x-y", "@@", "`", "\x16lt-", "vvvvvvvvvvvvvvvvvlt"}
	texts = append(texts, fixtureAnswers(t)...)
	for _, s := range texts {
		for a := 0; a <= len(s); a += 1 + len(s)/100 {
			r := s[a:]
			lr := asciiLowerBytes(r)
			for _, n := range []string{"vlt-", "v", "-0", "@x", "case-"} {
				if got, want := indexFold(r, n), strings.Index(lr, n); got != want {
					t.Fatalf("indexFold(%q, %q) = %d, want %d", r, n, got, want)
				}
			}
		}
	}
}

// asciiLowerBytes lower-cases ASCII letters only, as indexFold compares.
func asciiLowerBytes(s string) string {
	b := []byte(s)
	for i, c := range b {
		if isUpper(c) {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// TestHasDigitByte holds the eight-byte digit test to a byte loop for
// every byte value in every position.
func TestHasDigitByte(t *testing.T) {
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 8; pos++ {
			b := []byte("/:\x80\xff a~ ")
			b[pos] = byte(c)
			want := false
			for _, x := range b {
				want = want || isDigit(x)
			}
			if got := hasDigitByte(load8(string(b), 0)); got != want {
				t.Fatalf("hasDigitByte(%q) = %v, want %v", b, got, want)
			}
		}
	}
}

// TestIsSignalWord holds the stack lower-casing to strings.ToLower on
// every signal word in three casings and on words around them.
func TestIsSignalWord(t *testing.T) {
	var words []string
	for w := range signalWords {
		words = append(words, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:], w+"x", "x"+w)
	}
	words = append(words, "", "A", "Id", "ID", strings.Repeat("see", 12), "Seeing")
	for _, w := range words {
		if got, want := isSignalWord(w), signalWords[strings.ToLower(w)]; got != want {
			t.Fatalf("isSignalWord(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestIndexEctionIsIndex holds indexEction to strings.Index at every
// offset of the fixture answers, the opinion and edge strings.
func TestIndexEctionIsIndex(t *testing.T) {
	texts := []string{"", "e", "ection", "xection", "ectio", "ectionection", "ecection", "cttttection", "Section 3", "sections", "eeeeeeeeeeection", "ection\x00ection"}
	texts = append(texts, fixtureAnswers(t)...)
	if data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt")); err == nil {
		texts = append(texts, string(data))
	}
	for _, s := range texts {
		for i := 0; i <= len(s); i += 1 + len(s)/500 {
			want := strings.Index(s[i:], "ection")
			if want >= 0 {
				want += i
			}
			if got := indexEction(s, i); got != want {
				t.Fatalf("indexEction(%.40q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
}
