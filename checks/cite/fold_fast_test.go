package cite

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// TestFoldTextMatchesFold: the fast path returns exactly what
// textnorm.Fold returns, on text it takes and text it hands over.
func TestFoldTextMatchesFold(t *testing.T) {
	for _, v := range []string{
		"", " ", "a", "410 U.S. 113", " 410 U.S. 113", "410 U.S. 113 ", "410  U.S. 113",
		"410\tU.S.", "410\nU.S.", "a\v b", "a\fb", "a\rb", "e\u0301", "caf\u00e9", "a\u00a0b", "a\u0085b",
		"Roe v. Wade", "quoting Stewart, 487 U.S. 22, 33 (1988)", "x ", " x", "a b  c",
	} {
		if got, want := foldText(v), textnorm.Fold(v); got != want {
			t.Errorf("foldText(%q) = %q, textnorm.Fold = %q", v, got, want)
		}
	}
}

// TestLastNamePunctMatchesLastIndexAny: the byte scan finds what
// strings.LastIndexAny finds, on valid and broken UTF-8.
func TestLastNamePunctMatchesLastIndexAny(t *testing.T) {
	for _, w := range []string{
		"", "Bremen", "(Bremen", "Bremen)", "“Bremen”", "‘a’b", "a;b:c", "\"x", "x\xe2\x80\x9c\x80", "\xe2\x80", "\xe2\x80\x9c",
		"é“é", "a\xe2\x80\x9cb\xe2\x80\x9d", "[a]", "—dash—", "\x80\xe2\x80\x99", "€", "x\xe2\x82\xac",
	} {
		if got, want := lastNamePunct(w), strings.LastIndexAny(w, ";()[]:\"“”‘’"); got != want {
			t.Errorf("lastNamePunct(%q) = %d, LastIndexAny = %d", w, got, want)
		}
	}
}

// TestSingleSpacedASCIIKeepsFieldsJoin: text the fast path of cleanName
// keeps is what splitting and joining its words gives.
func TestSingleSpacedASCIIKeepsFieldsJoin(t *testing.T) {
	for _, v := range []string{"", " ", "Roe v. Wade", " Roe", "Roe ", "Roe  v.", "Roe\tv.", "Roe\u00a0v.", "Roe\u2003v.", "M/S Bremen v. Zapata Off-Shore Co."} {
		if singleSpacedASCII(v) && strings.Join(strings.Fields(v), " ") != v {
			t.Errorf("singleSpacedASCII(%q) but Fields/Join gives %q", v, strings.Join(strings.Fields(v), " "))
		}
		if got, want := cleanName(v), strings.Join(strings.Fields(v), " "); got != want {
			t.Errorf("cleanName(%q) = %q, want %q", v, got, want)
		}
	}
}
