package textnorm

import (
	"reflect"
	"testing"
)

func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"  407   U.S.\t1 \n", "407 U.S. 1"},
		{"a\u00a0b\u2003c", "a b c"},
		{"Cafe\u0301", "Café"},                 // NFC composes
		{"407 U.S.\u200b1", "407 U.S.\u200b1"}, // zero width is not white space
		{"ＡＢ", "ＡＢ"},                           // no compatibility folding
	}
	for _, tt := range tests {
		if got := Fold(tt.in); got != tt.want {
			t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestIdentifier(t *testing.T) {
	tests := []struct{ in, want string }{
		{"407 U. S. 1", "407 U.S. 1"},
		{"407 U.S. 1", "407 U.S. 1"},
		{"5 F. 3d 10", "5 F.3d 10"},
		{"92 S. Ct. 1907", "92 S.Ct. 1907"},
		{"92 S.Ct. 1907", "92 S.Ct. 1907"},
		{"32 L. Ed. 2d 513", "32 L.Ed.2d 513"},
		{"100 F. Supp. 2d 20", "100 F.Supp.2d 20"},
		{"12 So. 3d 4", "12 So.3d 4"},
		{"Bremen v. Zapata", "Bremen v. Zapata"},
		{"Id. at 12", "Id. at 12"},
		{"see 1. Next", "see 1. Next"},
		{"2019 WL 1234567", "2019 WL 1234567"},
		{"VLT-0001", "VLT-0001"},
		{"407  U. S.\n1", "407 U.S. 1"},
		{"407 u.s. 1", "407 u.s. 1"}, // case is exact
	}
	for _, tt := range tests {
		if got := Identifier(tt.in); got != tt.want {
			t.Errorf("Identifier(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestContainsVerbatim(t *testing.T) {
	tests := []struct {
		hay, needle string
		want        bool
	}{
		{"see 407 U.S. 1, 10 (1972)", "407 U.S. 1", true},
		{"see 407 U. S. 1, 10", "407 U.S. 1", true},
		{"see 407 U.S. 1", "407 U. S. 1", true},
		{"see 407 U.S. 10", "407 U.S. 1", false},
		{"see 1407 U.S. 1", "407 U.S. 1", false},
		{"see 407 U.S. 1.", "407 U.S. 1", true},
		{"see 407 U.S.\u200b 1", "407 U.S. 1", false},
		{"see 407 U.S. 1", "407 U.S.\u200b 1", false},
		{"see 407 \u0423.S. 1", "407 U.S. 1", false}, // Cyrillic U
		{"see 407 U.S. 1", "407 \u0423.S. 1", false},
		{"see ４07 U.S. 1", "407 U.S. 1", false}, // full-width digit
		{"[VLT-0001] and more", "VLT-0001", true},
		{"[VLT-00011]", "VLT-0001", false},
		{"VLT-0001#c3", "VLT-0001", true},
		{"anything", "", false},
		{"Acme-MSA.pdf, § 14.2", "Acme-MSA.pdf", true},
		{"92 S.\nCt. 1907", "92 S. Ct. 1907", true},
		{"407 u.s. 1", "407 U.S. 1", false},
	}
	for _, tt := range tests {
		if got := ContainsVerbatim(tt.hay, tt.needle); got != tt.want {
			t.Errorf("ContainsVerbatim(%q, %q) = %v, want %v", tt.hay, tt.needle, got, tt.want)
		}
	}
}

func TestSuspicious(t *testing.T) {
	tests := []struct {
		in   string
		want []Suspect
	}{
		{"407 U.S. 1", nil},
		{"café § 1404(a) — ¶ 12", nil},
		{"407 U.S.\u200b 1", []Suspect{{8, 0x200B, "U+200B ZERO WIDTH SPACE"}}},
		{"\u0423.S.", []Suspect{{0, 0x0423, "U+0423 CYRILLIC CAPITAL LETTER U"}}},
		{"S. \u0421t.", []Suspect{{3, 0x0421, "U+0421 CYRILLIC CAPITAL LETTER ES"}}},
		{"\uff14\uff10", []Suspect{{0, 0xFF14, "U+FF14 FULLWIDTH DIGIT FOUR"}, {3, 0xFF10, "U+FF10 FULLWIDTH DIGIT ZERO"}}},
		{"\uff36", []Suspect{{0, 0xFF36, "U+FF36 FULLWIDTH LATIN CAPITAL LETTER V"}}},
		{"\uff4c", []Suspect{{0, 0xFF4C, "U+FF4C FULLWIDTH LATIN SMALL LETTER L"}}},
		{"a\u202eb", []Suspect{{1, 0x202E, "U+202E RIGHT-TO-LEFT OVERRIDE"}}},
		{"x\u00ady\ufeff", []Suspect{{1, 0xAD, "U+00AD SOFT HYPHEN"}, {4, 0xFEFF, "U+FEFF ZERO WIDTH NO-BREAK SPACE"}}},
		{"\u0391\u03bf", []Suspect{{0, 0x0391, "U+0391 GREEK CAPITAL LETTER ALPHA"}, {2, 0x03BF, "U+03BF GREEK SMALL LETTER OMICRON"}}},
		{"\u2066x\u2069", []Suspect{{0, 0x2066, "U+2066 LEFT-TO-RIGHT ISOLATE"}, {4, 0x2069, "U+2069 POP DIRECTIONAL ISOLATE"}}},
		{"VLT-\u20620027", []Suspect{{4, 0x2062, "U+2062 INVISIBLE FORMAT CHARACTER"}}},
		{"a\ufe0fb\U000E0041", []Suspect{{1, 0xFE0F, "U+FE0F INVISIBLE FORMAT CHARACTER"}, {5, 0xE0041, "U+E0041 INVISIBLE FORMAT CHARACTER"}}},
	}
	for _, tt := range tests {
		if got := Suspicious(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Suspicious(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestTopicFold(t *testing.T) {
	for _, in := range []string{
		"forum selection", "forum-\nselection", "forum\u2011selection",
		"Forum Selection", "forum-selection", "forum\u2013selection",
		"FORUM\u00a0SELECTION", "forum \u2010 selection", "ｆｏｒｕｍ selection",
		"forum-sel\u00adection",
	} {
		if got := TopicFold(in); got != "forum selection" {
			t.Errorf("TopicFold(%q) = %q, want %q", in, got, "forum selection")
		}
	}
}

func TestContainsTopic(t *testing.T) {
	tests := []struct {
		hay, term string
		want      bool
	}{
		{"The Forum-Selection clause governs.", "forum selection", true},
		{"the forum-\nselection clause", "forum-selection", true},
		{"a choice of forum provision", "choice of forum", true},
		{"the forum shall be", "form", false},
		{"forum selections", "forum selection", true},                         // the term's last word in the plural
		{"forum-selection clauses are valid", "forum selection clause", true}, // likewise
		{"the choice-of-law analyses", "choice of law analysis", false},       // an irregular plural is another word
		{"forum selectionist", "forum selection", false},                      // a longer word is no plural
		{"the losses were capped", "loss", true},                              // "es"
		{"the 12s", "12", false},                                              // a term ending in a digit takes no plural
		{"forum selection", "", false},
		{"the forum\u2011selection clause", "Forum Selection", true},
	}
	for _, tt := range tests {
		if got := ContainsTopic(tt.hay, tt.term); got != tt.want {
			t.Errorf("ContainsTopic(%q, %q) = %v, want %v", tt.hay, tt.term, got, tt.want)
		}
		if got := ContainsFoldedTopic(TopicFold(tt.hay), TopicFold(tt.term)); got != tt.want {
			t.Errorf("ContainsFoldedTopic(TopicFold(%q), TopicFold(%q)) = %v, want %v", tt.hay, tt.term, got, tt.want)
		}
	}
}

// TestContainsVerbatimInOrder: every piece, at token boundaries, each
// after the end of the one before it; a piece matches in any of its
// spellings.
func TestContainsVerbatimInOrder(t *testing.T) {
	const hay = "The clause is prima facie valid and should be enforced unless unreasonable."
	one := func(ps ...string) [][]string {
		var out [][]string
		for _, p := range ps {
			out = append(out, []string{p})
		}
		return out
	}
	for _, tc := range []struct {
		pieces [][]string
		want   bool
	}{
		{one("prima facie valid", "unless unreasonable"), true},
		{one("The clause", "valid", "enforced"), true},
		{one("unless unreasonable", "prima facie valid"), false},
		{one("valid", "valid"), false}, // one occurrence serves one piece
		{one("prima facie", "", "enforced"), true},
		{one("prima facie val"), false},
		{one(""), false},
		{nil, false},
		{[][]string{{"the clause", "The clause"}, {"enforced"}}, true},
		{[][]string{{"the clause", "THE clause"}}, false},
	} {
		if got := ContainsVerbatimInOrder(hay, tc.pieces); got != tc.want {
			t.Errorf("ContainsVerbatimInOrder(%q) = %v, want %v", tc.pieces, got, tc.want)
		}
	}
}
