package native

import "testing"

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
