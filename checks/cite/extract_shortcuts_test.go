package cite

import (
	"math/rand"
	"os"
	"reflect"
	"regexp"
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

// TestIDEndPrefixShortcut holds idEnd's literal-prefix check to idEnd
// without it: at every offset of the real texts and of edge strings (the
// prefix in other cases, Unicode case variants, the Kelvin sign and the
// long s), for ID patterns with and without a usable prefix.
func TestIDEndPrefixShortcut(t *testing.T) {
	texts := append(shortcutTexts(t), "[vlt-0001] [Vlt-0002] [VLT-0003, p. 2] [VLT-\u20620027] [ＶＬＴ-0001] [VLt-12345]",
		"[KB-12] [\u212aB-12] [kb-12] [Doc-1] [\u017fec-9] [SEC-9] [sec-9] [abc-1] [ABC-1]")
	patterns := []string{`VLT-[0-9]{4}`, `KB-[0-9]+`, `SEC-[0-9]`, `Doc-[0-9]`, `(?i)abc-[0-9]`, `[A-Z]{3}-[0-9]`, `VLT-[0-9]{4}|VLT-X`}
	for _, p := range patterns {
		e, err := NewExtractor(Options{IDPattern: regexp.MustCompile(p)})
		if err != nil {
			t.Fatal(err)
		}
		slow := *e
		slow.idFoldPrefix = ""
		for _, s := range texts {
			for k := 0; k < len(s); k++ {
				limit := min(len(s), k+64)
				if got, want := e.idEnd(s, k, limit), slow.idEnd(s, k, limit); got != want {
					t.Fatalf("pattern %s: idEnd(%.40q) = %d, without the prefix check %d", p, s[k:limit], got, want)
				}
			}
		}
	}
	// the letters Unicode folds outside ASCII get no shortcut
	for _, p := range []string{`KB-[0-9]+`, `SEC-[0-9]`} {
		e, _ := NewExtractor(Options{IDPattern: regexp.MustCompile(p)})
		if e.idFoldPrefix != "" {
			t.Errorf("pattern %s: prefix shortcut %q set for a prefix with k or s", p, e.idFoldPrefix)
		}
	}
	if e, _ := NewExtractor(Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)}); e.idFoldPrefix != "vlt-" {
		t.Errorf("VLT pattern: prefix shortcut %q, want \"vlt-\"", e.idFoldPrefix)
	}
}

// TestHasUpperByte holds hasUpperByte to isUpper for every byte value
// at every position of a word whose other bytes are the neighbours of
// 'A' and 'Z' and bytes above 0x7f (carries and the masked bit).
func TestHasUpperByte(t *testing.T) {
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 8; pos++ {
			b := []byte("@[\x80\xff a`{")
			b[pos] = byte(c)
			want := false
			for _, x := range b {
				want = want || isUpper(x)
			}
			if got := hasUpperByte(load8(string(b), 0)); got != want {
				t.Fatalf("hasUpperByte(%q) = %v, want %v", b, got, want)
			}
		}
	}
	for _, w := range []string{"AAAAAAAA", "ZZZZZZZZ", "\xc1\xc1\xc1\xc1\xc1\xc1\xc1\xc1", "\xdb\xda\xc1\xc1\xc1\xc1\xc1@"} {
		want := false
		for i := 0; i < 8; i++ {
			want = want || isUpper(w[i])
		}
		if got := hasUpperByte(load8(w, 0)); got != want {
			t.Fatalf("hasUpperByte(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestDocIndexShortcuts holds namesOf's precomputed lists and pinNames'
// first-byte-and-length filter to the look-ups they replace, for every
// document of the fixture Vault and every word (and every prefix of a
// word) of the fixture answers.
func TestDocIndexShortcuts(t *testing.T) {
	e, err := NewExtractor(fixtureOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	ix := e.docs
	for id, ns := range ix.byDocNm {
		var want []string
		for _, n := range ns {
			if len(ix.names[n]) == 1 {
				want = append(want, n)
			}
		}
		if got := ix.namesOf(id); !reflect.DeepEqual(got, want) {
			t.Fatalf("namesOf(%s) = %q, want %q", id, got, want)
		}
	}
	if ix.namesOf("no-such-document") != nil {
		t.Fatal("namesOf of an unknown ID is not nil")
	}
	probes := []string{"", "A", "Zapata", "Bremen", "Jones"}
	for f := range ix.pinFirst {
		probes = append(probes, f, f+"x", strings.ToLower(f), f[:len(f)-1])
	}
	for _, s := range fixtureAnswers(t) {
		for _, w := range strings.Fields(s) {
			probes = append(probes, w, strings.Trim(w, ".,;:()*_"))
		}
	}
	hits := 0
	for _, p := range probes {
		got, want := ix.pinNames(p), ix.pinFirst[p]
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("pinNames(%q) = %q, want %q", p, got, want)
		}
		if want != nil {
			hits++
		}
	}
	if hits == 0 {
		t.Fatal("no probe is a first word of a pin name: the filter is not tested where it must pass")
	}
}

// TestFoldTextIsFold holds foldText (its ASCII and already-folded
// shortcuts) to textnorm.Fold on windows of the real texts and on
// generated strings of spaces, combining marks, compositions NFC changes,
// invalid bytes and U+FFFD; and checks that foldedAlready says no to
// each kind of text Fold changes.
func TestFoldTextIsFold(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := foldText(s), textnorm.Fold(s); got != want {
			t.Fatalf("foldText(%q) = %q, want %q", s, got, want)
		}
	}
	for _, s := range shortcutTexts(t) {
		for i := 0; i < len(s); i += 5 {
			for _, n := range []int{3, 12, 40} {
				check(s[i:min(len(s), i+n)])
			}
		}
	}
	pieces := []string{"a", "Z", " ", "  ", "\t", "\n", "\u00a0", "\u3000", "\u2003", "\u0085", "e\u0301", "\u00e9", "\u212b", "\u1100\u1161",
		"\xff", "\xe2\x80", "\ufffd", "\u201c", "\u2014", "\u00a7", "\u200b", "\u0301", "\u0627\u0653"}
	rng := rand.New(rand.NewSource(8))
	for n := 0; n < 50000; n++ {
		var b strings.Builder
		for k := rng.Intn(7); k >= 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		check(b.String())
	}
	for _, s := range []string{" a\u201c", "a\u201c ", "a  \u201c", "a\u00a0\u201c", "e\u0301\u201c", "\u212b", "a\xff\u201c", ""} {
		if foldedAlready(s) {
			t.Errorf("foldedAlready(%q) = true; Fold makes it %q", s, textnorm.Fold(s))
		}
	}
	if !foldedAlready("\u201cquoted\u201d \u00a7 12 \u2014 here") {
		t.Error("foldedAlready says no to a folded non-ASCII text")
	}
}

// TestPhraseStartFilter holds phraseWalker.start, with its first-byte and
// length filter, to the root map look-up it spares, for every word of
// the fixture answers and every first word of a caption.
func TestPhraseStartFilter(t *testing.T) {
	e, err := NewExtractor(fixtureOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	w := e.docs.phraseWalker()
	words := []string{"", "a", "Zapata", "*Bremen*", "\u201cForum"}
	for k := range e.docs.plain.root.next {
		words = append(words, k, strings.ToUpper(k[:1])+k[1:], k+",", k+"x")
	}
	for _, s := range fixtureAnswers(t) {
		words = append(words, strings.Fields(s)...)
	}
	hits := 0
	for _, word := range words {
		want := e.docs.plain.root.next[string(appendWordKey(nil, word))] != nil
		if got := w.start(word); got != want {
			t.Fatalf("start(%q) = %v, the root's map says %v", word, got, want)
		}
		if want {
			hits++
		}
	}
	if hits == 0 {
		t.Fatal("no word starts a caption: the filter is not tested where it must pass")
	}
}
