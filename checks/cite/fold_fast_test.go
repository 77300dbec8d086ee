package cite

import (
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
