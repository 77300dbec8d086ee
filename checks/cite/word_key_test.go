package cite

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault/namekeys"
)

// TestAppendWordKeyMatchesNamekeys holds the phrase walk's fast word key
// to namekeys.AppendWordKey (the key the Vault's tables are built with)
// on every word of the fixture answers and on edge words: a difference
// would make a plain title stop being found.
func TestAppendWordKeyMatchesNamekeys(t *testing.T) {
	words := []string{"", "a", "A", "Bremen", "BREMEN,", "(Bremen)", "“Bremen”", "Bremen’s", "O'Neil", "Co.", "Inc.,",
		"*Bremen*", "_x_", "3d", "407", "U.S.", "É", "Zapata’", "x\u00a0y", "[1]", "v.", "AT&T", "Foo-Bar", "foo_bar", "ZZ9",
		"...", "“", "“x”", "(“Bremen”),", "Bremen,”", "*“", "x“", "“x", ".É.", "É,", "-x-", "&", "a.b.", "\"Inc.\"", "(a)", "’s", "s’"}
	for _, a := range fixtureAnswers(t) {
		words = append(words, strings.Fields(a)...)
	}
	for _, w := range words {
		if got, want := string(appendWordKey([]byte("pre"), w)), string(namekeys.AppendWordKey([]byte("pre"), w)); got != want {
			t.Errorf("appendWordKey(%q) = %q, namekeys gives %q", w, got, want)
		}
	}
}
