package printer

import (
	"bytes"
	"strings"
	"testing"
)

// TestTextColour: the text report is coloured only when asked (a
// terminal); every golden file is written without, so holds no escape.
func TestTextColour(t *testing.T) {
	s, r, texts := sample()
	var plain, coloured bytes.Buffer
	if err := WriteText(&plain, s, r, Options{Texts: texts}); err != nil {
		t.Fatal(err)
	}
	if err := WriteText(&coloured, s, r, Options{Texts: texts, Color: true}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(plain.String(), "\x1b[") {
		t.Error("the plain text report holds ANSI escapes")
	}
	for _, want := range []string{sgrRed + "FAIL" + sgrReset, sgrGreen + "PASS" + sgrReset, sgrYellow + "warning:" + sgrReset} {
		if !strings.Contains(coloured.String(), want) {
			t.Errorf("the coloured report lacks %q", want)
		}
	}
	// Colour changes nothing but the escapes.
	if stripped := stripANSI(coloured.String()); stripped != plain.String() {
		t.Errorf("colour changed the text:\n%s\nvs\n%s", stripped, plain.String())
	}
}

func stripANSI(s string) string {
	for _, code := range []string{sgrReset, sgrBold, sgrRed, sgrGreen, sgrYellow} {
		s = strings.ReplaceAll(s, code, "")
	}
	return s
}

// TestTermSafe: an answer cannot drive the terminal the text report is
// printed on: escape sequences and bidi overrides are shown, not sent.
func TestTermSafe(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"VLT-0001, p. 10", "VLT-0001, p. 10"},
		{"x\x1b[2Jy", "x<U+001B>[2Jy"},
		{"a\u202eb", "a<U+202E>b"},
		{"a\u0085b", "a<U+0085>b"},
		{"line\nbreak\ttab", "line break tab"},
		{"zero\u200bwidth", "zero<U+200B>width"},
	} {
		if got := TermSafe(tt.in); got != tt.want {
			t.Errorf("TermSafe(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	s, r, texts := sample()
	r.Citations[3].ReaderText = "Fake\x1b[2J\u202e v. Case"
	s.RunID = "run\x1b]0;pwned\x07"
	var b bytes.Buffer
	if err := WriteText(&b, s, r, Options{Texts: texts}); err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(b.String(), "\x1b\x07\u202e") {
		t.Errorf("the text report passes control characters through:\n%q", b.String())
	}
}
