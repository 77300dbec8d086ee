package native

import (
	"strings"
	"testing"
	"unicode/utf16"
)

// TestSpanUnits: offsets are read in the unit whose slice agrees with
// the text the format carries, with accented and non-BMP characters
// before the span, where the units disagree.
func TestSpanUnits(t *testing.T) {
	s := "Résumé 🏛 § 14.2: shall be brought exclusively in Delaware."
	want := "shall be brought exclusively"
	bi := len("Résumé 🏛 § 14.2: ")
	cpI := len([]rune("Résumé 🏛 § 14.2: "))
	u16 := cpI + 1 // 🏛 is two UTF-16 units
	n := len([]rune(want))
	tests := []struct {
		name       string
		start, end int
		inclusive  bool
		units      []Unit
		unit       Unit
		ok         bool
	}{
		{"code points", cpI, cpI + n, false, []Unit{CodePoints, UTF16, Bytes}, CodePoints, true},
		{"UTF-16 units", u16, u16 + n, false, []Unit{CodePoints, UTF16, Bytes}, UTF16, true},
		{"UTF-8 bytes", bi, bi + len(want), false, []Unit{CodePoints, UTF16, Bytes}, Bytes, true},
		{"inclusive end", bi, bi + len(want) - 1, true, []Unit{Bytes}, Bytes, true},
		{"bytes only given code points", cpI, cpI + n, false, []Unit{Bytes}, "", false},
		{"past the end", 0, 1000, false, []Unit{CodePoints, UTF16, Bytes}, "", false},
		{"negative", -1, 3, false, []Unit{CodePoints}, "", false},
	}
	for _, tt := range tests {
		b, e, u, ok := span(s, tt.start, tt.end, tt.inclusive, want, tt.units...)
		if ok != tt.ok || u != tt.unit || (ok && s[b:e] != want) {
			t.Errorf("%s: got %q %v %v, want %v %v", tt.name, s[b:e], u, ok, tt.unit, tt.ok)
		}
	}
	// Inside a surrogate pair or a UTF-8 sequence is no offset at all.
	if _, ok := byteOffset(s, len([]rune("Résumé "))+1, UTF16); ok {
		t.Error("an offset between the two UTF-16 units of 🏛 was accepted")
	}
	if _, ok := byteOffset(s, 2, Bytes); ok {
		t.Error("a byte offset inside é was accepted")
	}
}

func TestInsertionPoint(t *testing.T) {
	s := "Résumé 🏛 is valid. The second sentence ends here."
	first := len([]rune("Résumé 🏛 is valid."))
	b, ok := insertionPoint(s, first, CodePoints, UTF16, Bytes)
	if !ok || s[:b] != "Résumé 🏛 is valid." {
		t.Fatalf("insertion point %d -> %q", first, s[:b])
	}
	st, en := sentenceBefore(s, len(s))
	if s[st:en] != "The second sentence ends here." {
		t.Errorf("sentence before the end = %q", s[st:en])
	}
	st, en = sentenceBefore(s, b)
	if s[st:en] != "Résumé 🏛 is valid." {
		t.Errorf("sentence before the first point = %q", s[st:en])
	}
}

// TestInsertionPointUnits: an index is read in the format's own unit
// (code points for OpenAI) wherever that does not split a word; a
// citation placed at a word's end stays on its own sentence even when
// reading it in bytes would land just after an earlier sentence's
// period. Only an index that splits a word in code points is read in
// the next unit that does not.
func TestInsertionPointUnits(t *testing.T) {
	prefix := strings.Repeat("é", 20) + " Fraud defeats it."
	tests := []struct {
		name string
		s    string
		off  int
		want string // the text before the point
	}{
		{"at the end of the text, after a word", prefix + " The clause is valid", len([]rune(prefix + " The clause is valid")), prefix + " The clause is valid"},
		{"before the period", prefix + " The clause is valid.", len([]rune(prefix + " The clause is valid")), prefix + " The clause is valid"},
		{"after the period", prefix + " The clause is valid.", len([]rune(prefix + " The clause is valid.")), prefix + " The clause is valid."},
		{"splits a word in code points, not in UTF-16 units", "🏛🏛 Valid. Binding", len(utf16.Encode([]rune("🏛🏛 Valid."))), "🏛🏛 Valid."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, ok := insertionPoint(tt.s, tt.off, CodePoints, UTF16, Bytes)
			if !ok || tt.s[:b] != tt.want {
				t.Errorf("insertion point %d -> %q, want %q", tt.off, tt.s[:b], tt.want)
			}
			if st, en := sentenceBefore(tt.s, b); strings.Contains(tt.s[st:en], "Fraud") {
				t.Errorf("the sentence before the point is %q, an earlier claim", tt.s[st:en])
			}
		})
	}
}
