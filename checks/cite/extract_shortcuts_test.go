package cite

import (
	"math/rand"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// shortcutTexts are real texts the shortcuts are held to the code they
// skip on: the opinion and the fixture answers.
func shortcutTexts(t *testing.T) []string {
	texts := fixtureAnswers(t)
	if data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt")); err == nil {
		texts = append(texts, string(data))
	}
	return texts
}

// TestSuspiciousInIsSuspicious holds suspiciousIn to textnorm.Suspicious:
// every byte value at every position of a short text, and every
// 40-byte window of the real texts.
func TestSuspiciousInIsSuspicious(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := suspiciousIn(s), textnorm.Suspicious(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("suspiciousIn(%q) = %v, want %v", s, got, want)
		}
	}
	base := "407 U.S. 1, 10 (1972) VLT-0001"
	for i := 0; i < len(base); i++ {
		for c := 0; c < 256; c++ {
			check(base[:i] + string(rune(c)) + base[i+1:])
			check(base[:i] + string([]byte{byte(c)}) + base[i+1:])
		}
	}
	for _, s := range []string{"", "a", "VLT-\u20620027", "\u00ad", "\u00ac", "x\u200by", "ＶＬＴ", "\xc2", "abcdefgh\xe2\x80\x8b"} {
		check(s)
	}
	for _, s := range shortcutTexts(t) {
		for i := 0; i+40 <= len(s); i += 7 {
			check(s[i : i+40])
		}
	}
	// what would make it pass when it should fail: an invisible
	// character past the first eight bytes is still found
	if len(suspiciousIn("VLT-0001\u200b")) != 1 {
		t.Fatal("a zero-width space after eight ASCII bytes was not found")
	}
}

// TestMayEndInDocket holds the docket pre-check to docketRe: it is true
// wherever the regexp matches (on windows of the real texts, on table
// inputs and on generated ones), and false on the table's windows that
// hold a "No." the regexp cannot end in.
func TestMayEndInDocket(t *testing.T) {
	cases := []struct {
		win  string
		want bool // mayEndInDocket
	}{
		{"Smith v. Jones, No. 3:23-cv-00418", true},
		{"Smith v. Jones, Nos. 12-1, 12-2", true},
		{"Smith v. Jones, Civ. A. No. 5 Civ. 123 (JPO)", true},
		{"Smith v. Jones, No.\t12", true},
		{"Smith v. Jones, No.\n12 (SDNY)", true},
		{"O. T. 1952, No. 8, p. 7; see also Juris. Statement 12", false},
		{"Respondents in No. 10 on Reargument in Brown v.", false},
		{"Smith v. Jones, No.12", false},
		{"Smith v. Jones, Nos 12", false},
		{"Smith v. Jones", false},
		{"Smith v. Jones, No.", false},
	}
	for _, c := range cases {
		if got := mayEndInDocket(c.win); got != c.want {
			t.Errorf("mayEndInDocket(%q) = %v, want %v", c.win, got, c.want)
		}
		if docketRe.MatchString(c.win) && !mayEndInDocket(c.win) {
			t.Errorf("docketRe matches %q but the pre-check says it cannot", c.win)
		}
	}
	check := func(w string) {
		t.Helper()
		if docketRe.MatchString(w) && !mayEndInDocket(w) {
			t.Fatalf("docketRe matches %q but the pre-check says it cannot", w)
		}
	}
	for _, s := range shortcutTexts(t) {
		for j := 0; j <= len(s); j++ {
			// the regexp needs a "No": windows without one cannot match
			if w := s[max(0, j-80):j]; strings.Contains(w, "No") {
				check(w)
			}
		}
	}
	pieces := []string{"No.", "Nos.", "No", "s.", " ", "  ", "\t", "\n", "\v", "12", "3:23-cv-00418", "Civ.", "Cr", "Misc",
		"(JPO)", "(", ")", "ABC", ",", "C. A.", "Case", "Action", "A.", "x", "-", ".", "\u00a0"}
	rng := rand.New(rand.NewSource(6))
	matched := 0
	for i := 0; i < 100000; i++ {
		var b strings.Builder
		for k := rng.Intn(9) + 1; k > 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		w := b.String()
		if docketRe.MatchString(w) {
			matched++
		}
		check(w)
	}
	if matched < 150 {
		t.Fatalf("only %d generated windows match docketRe: the generator tests too little", matched)
	}
}
