package mdtext

import (
	"strings"
	"testing"
)

// TestReaderText: what a reader sees, for each kind of markup, and the
// map back to the answer for the span of one word in it.
func TestReaderText(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		word           string // a word of the reader text ...
		orig           string // ... and the answer's bytes it maps to
	}{
		{"emphasis", "*Id.* at 12", "Id. at 12", "Id. at 12", "Id.* at 12"},
		{"bold inside", "**918** F.3d 1102", "918 F.3d 1102", "918 F.3d", "918** F.3d"},
		{"entity", "918&nbsp;F.3d", "918 F.3d", "918 F.3d", "918&nbsp;F.3d"},
		{"numeric entity", "VLT&#45;0027", "VLT-0027", "VLT-0027", "VLT&#45;0027"},
		{"escape", `918 F\.3d`, "918 F.3d", "F.3d", `F\.3d`},
		{"html tag", "918 <i>F.3d</i> 1102", "918 F.3d 1102", "F.3d 1102", "F.3d</i> 1102"},
		{"nbsp", "918\u00a0F.3d", "918 F.3d", "918 F.3d", "918\u00a0F.3d"},
		{"dashes", "VLT\u20110099 and 10\u201312", "VLT-0099 and 10-12", "VLT-0099", "VLT\u20110099"},
		{"invisible", "VLT-\u20620027", "VLT-0027", "VLT-0027", "VLT-\u20620027"},
		{"look-alike", "499 U.\u0405. 585", "499 U.S. 585", "U.S.", "U.\u0405."},
		{"full-width", "\uff14\uff10\uff17 U.S. 1", "407 U.S. 1", "407", "\uff14\uff10\uff17"},
		{"compatibility", "\ufb01ne", "fine", "fine", "\ufb01ne"},
		{"superscript", "valid.\u00b9 Next", "valid. Next", "valid.", "valid."},
		{"sup tag", "valid.<sup>2</sup> Next", "valid. Next", "Next", "Next"},
		{"link", "[Bremen](vault://VLT-0001#c3) held", "Bremen held", "Bremen", "Bremen"},
		{"reference link", "[Bremen][1] held\n\n[1]: vault://VLT-0001#c3\n", "Bremen held", "held", "held"},
		{"autolink", "<vault://VLT-0027#c4>", "vault://VLT-0027#c4", "VLT-0027", "VLT-0027"},
		{"code span", "`407 U.S. 1`", "407 U.S. 1", "407 U.S. 1", "407 U.S. 1"},
		{"code block", "```\nFake v. Case, 1 F.4th 2\n```\n", "Fake v. Case, 1 F.4th 2\n", "1 F.4th 2", "1 F.4th 2"},
		{"block quote", "> quoted\n> 407 U.S. 1", "quoted\n407 U.S. 1", "407 U.S. 1", "407 U.S. 1"},
		{"heading", "## Short *answer*", "Short answer", "answer", "answer"},
		{"list", "- one\n- two", "one\n\ntwo", "two", "two"},
		{"table", "| a | 407 U.S. 1 |\n|---|---|\n", "a; 407 U.S. 1", "407 U.S. 1", "407 U.S. 1"},
		{"footnote marker", "clause.[^2]\n\n[^2]: VLT-0004", "clause.\n\nVLT-0004", "VLT-0004", "VLT-0004"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tx := Read(tc.in, DefaultLimits())
			if tx.Fallback != "" {
				t.Fatalf("read as plain text: %s", tx.Fallback)
			}
			if tx.S != tc.want {
				t.Fatalf("reader text %q, want %q", tx.S, tc.want)
			}
			k := strings.Index(tx.S, tc.word)
			if k < 0 {
				t.Fatalf("%q not in %q", tc.word, tx.S)
			}
			a, b := tx.Span(k, k+len(tc.word))
			if got := tc.in[a:b]; got != tc.orig {
				t.Errorf("%q maps to %q, want %q", tc.word, got, tc.orig)
			}
		})
	}
}

// TestWrittenKeepsDisguises: typographic folds stay folded, disguises
// come back as written, so a spoofed identifier never equals the genuine
// one.
func TestWrittenKeepsDisguises(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"918&nbsp;F.3d", "918 F.3d"},
		{"**918** F.3d", "918 F.3d"},
		{"VLT\u20110027", "VLT-0027"},
		{"VLT-\u20620027", "VLT-\u20620027"},
		{"VLT-0&#8203;027", "VLT-0&#8203;027"},
		{"499 U.\u0405. 585", "499 U.\u0405. 585"},
	} {
		tx := Read(tc.in, DefaultLimits())
		if got := tx.Written(0, len(tx.S)); got != tc.want {
			t.Errorf("Written(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestFoldClasses: every fold is named and classed.
func TestFoldClasses(t *testing.T) {
	tx := Read("a\u00a0b\u2013c\u200bd\u0430e&amp;f\\*g", DefaultLimits())
	var got []string
	for _, f := range tx.Folds {
		c := "typographic"
		if f.Class == Disguise {
			c = "disguise"
		}
		got = append(got, f.Kind+"/"+c)
	}
	want := "space/typographic dash/typographic invisible/disguise look-alike/disguise entity/typographic escape/typographic"
	if strings.Join(got, " ") != want {
		t.Errorf("folds %v, want %s", got, want)
	}
}

// TestLimitsFallBack: an input past a bound is read as plain text, with
// the bound named, and still folded.
func TestLimitsFallBack(t *testing.T) {
	for _, in := range []string{
		strings.Repeat("[a](", 25000),
		strings.Repeat("|a", 5000) + "\n" + strings.Repeat("|-", 5000) + "\n",
		strings.Repeat("`a", 300),
		strings.Repeat(">", 40) + " deep",
	} {
		tx := Read(in+" 918\u00a0F.3d", DefaultLimits())
		if tx.Fallback == "" {
			t.Errorf("%.20q...: read as Markdown, want plain text", in)
			continue
		}
		if !strings.HasSuffix(tx.S, " 918 F.3d") {
			t.Errorf("%.20q...: plain text not folded: %.40q", in, tx.S[len(tx.S)-20:])
		}
	}
}

// TestSuperscriptMarkers: superscript digits and <sup> numbers are
// reference markers.
func TestSuperscriptMarkers(t *testing.T) {
	tx := Read("Valid.\u00b9 Also.<sup>2, 3</sup> And 10\u00b2.", DefaultLimits())
	var labels []string
	for _, m := range tx.Markers {
		labels = append(labels, m.Label)
	}
	if strings.Join(labels, "|") != "1|2,3|2" {
		t.Errorf("markers %q", labels)
	}
}

// TestKeptRunesAreKept: every rune keptRune lets through unread is one
// foldRune keeps.
func TestKeptRunesAreKept(t *testing.T) {
	for _, r := range []rune{'‘', '’', '“', '”', '§', '¶'} {
		if !keptRune(r) {
			t.Errorf("keptRune(%q) = false", r)
		}
		if read, _, _, changed := foldRune(r); changed {
			t.Errorf("foldRune(%q) changes it to %q: keptRune must not keep it", r, read)
		}
	}
}
