package vault

import (
	"strings"
	"testing"
)

// TestNoteLinesAreNotClauses: a note's "(1)", "1." or "[1]" in a notes
// region (under a notes heading, after a separator, after a mark the
// body referred to) is a note, never a sub-clause, clause or numbered
// paragraph; the same lines with no sign of notes stay clauses.
func TestNoteLinesAreNotClauses(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []string // "line => section" (sectionsOf), for the lines named
	}{
		{"(1) under a plain Footnotes line is a note, not part II's sub-clause",
			"II. DISCUSSION\n\nThe clause is valid.¹ It binds.\n\nFootnotes\n\n(1) The clause names Delaware.\n\n(2) Other circuits agree.",
			[]string{"II. DISCUSSION => II", "The clause is valid.¹ It => II", "Footnotes => Footnotes", "(1) The clause names Del => Footnotes", "(2) Other circuits agree => Footnotes"}},
		{"1. under a NOTES heading is a note, not clause 1",
			"§ 4.2 Notice. Notice must be written.\n\nNOTES\n\n1. See the parties' letters.\n\n2. The notice was late.",
			[]string{"§ 4.2 Notice. Notice mus => § 4.2", "NOTES => NOTES", "1. See the parties' lett => NOTES", "2. The notice was late. => NOTES"}},
		{"a Markdown notes heading closes the body's sub-clauses",
			"1. Scope.\n\n(a) first;\n\n# Footnotes\n\n(1) A note.",
			[]string{"1. Scope. => 1", "(a) first; => 1(a)", "# Footnotes => Footnotes", "(1) A note. => Footnotes"}},
		{"a page's footnotes after a separator: the clause sequence goes on after the page",
			"4.2 Notice. A party:\n\n(a) must write;²\n\n______\n\n2 The court read this strictly.\n\n(1) A second note line.\n\n[*6]\n\n(b) must deliver.",
			[]string{"4.2 Notice. A party: => 4.2", "(a) must write;² => 4.2(a)", "______ => 4.2(a)", "2 The court read this st => 4.2(a)", "(1) A second note line. => 4.2(a)", "(b) must deliver. => 4.2(b)"}},
		{"a PDF page's notes after a separator, the body's references plain digits",
			"4.2 Notice. A party must write.1 Notice binds.\n\n(a) first;\n\n_______\n\n1. The court read this strictly.\n\n[*6]\n\n(b) second.",
			[]string{"4.2 Notice. A party must => 4.2", "(a) first; => 4.2(a)", "_______ => 4.2(a)", "1. The court read this s => 4.2(a)", "(b) second. => 4.2(b)"}},
		{"a separator after no reference, then a clause 1.",
			"4.2 Notice. A party must write 1 letter.\n\n_______\n\n1. Term. Three years.",
			[]string{"4.2 Notice. A party must => 4.2", "_______ => 4.2", "1. Term. Three years. => 1"}},
		{"a bracketed mark the body wrote against a word starts the notes",
			"The clause binds.[1]\n\n(a) This is quoted.\n\n[1] See Bremen.\n\n(1) Continued.",
			[]string{"The clause binds.[1] => ", "(a) This is quoted. => (a)", "[1] See Bremen. => (a)", "(1) Continued. => (a)"}},
		{"Markdown footnote definitions are notes",
			"§ 4.2 Notice. Notice must be written.[^1] It binds.\n\n[^1]: Per the letters.\n\n(1) Continued.",
			[]string{"§ 4.2 Notice. Notice mus => § 4.2", "[^1]: Per the letters. => § 4.2", "(1) Continued. => § 4.2"}},
		// what must stay clauses
		{"no notes region: a statute's (1) after a raised reference is a sub-clause",
			"§ 1404. Change of venue\n\n(a) A court may transfer.³ It may:\n\n(1) transfer for convenience;\n\n(2) dismiss.",
			[]string{"§ 1404. Change of venue => § 1404. Change of venue", "(a) A court may transfer => § 1404(a)", "(1) transfer for conveni => § 1404(a)(1)", "(2) dismiss. => § 1404(a)(2)"}},
		{"a Notes caption over prose is text, and the clauses after it stay clauses",
			"1. Scope.\n\nNotes\n\nThe parties kept notes.\n\n(a) first;",
			[]string{"1. Scope. => 1", "Notes => 1", "The parties kept notes. => 1", "(a) first; => 1(a)"}},
		{"a separator before clauses, with no note referred to, is a rule",
			"Preamble.\n\n---\n\n1. Definitions. Terms.\n\n2. Term. Three years.",
			[]string{"Preamble. => ", "--- => ", "1. Definitions. Terms. => 1", "2. Term. Three years. => 2"}},
		{"a clause out of the notes' sequence ends a notes caption's notes",
			"Notes:\n\n1. Prices exclude tax.\n\n7. Payment. Fees are due monthly.\n\n(a) by wire;",
			[]string{"Notes: => Notes", "1. Prices exclude tax. => Notes", "7. Payment. Fees are due => 7", "(a) by wire; => 7(a)"}},
		{"an article after the notes is the body's again",
			"# Notes\n\n1. A note.\n\nARTICLE V TERM\n\n5.1 Term. Three years.",
			[]string{"# Notes => Notes", "1. A note. => Notes", "ARTICLE V TERM => ARTICLE V", "5.1 Term. Three years. => 5.1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(sectionsOf(c.text), "\n")
			if got != strings.Join(c.want, "\n") {
				t.Errorf("sections:\n%s\nwant:\n%s", got, strings.Join(c.want, "\n"))
			}
		})
	}
}

// TestNoteParagraphNumbers: a "[1]" note is no numbered paragraph, where
// a judgment's "[1]" paragraphs (never written against a word) are.
func TestNoteParagraphNumbers(t *testing.T) {
	for _, c := range []struct {
		name, text, line, para string
	}{
		{"a note [1] after the body's reference", "The clause binds.[1]\n\n[1] See Bremen.", "[1] See Bremen.", ""},
		{"a note [1] under a notes heading", "[3] The clause binds.\n\n## Footnotes\n\n[1] See Bremen.", "[1] See Bremen.", ""},
		{"a judgment's paragraph [2]", "[1] The facts.\n\n[2] The clause binds, as held at [1].", "[2] The clause binds, as", "2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			blocks := parseBlocks(c.text)
			track := newLocatorTrack(blocks)
			for _, b := range blocks {
				if strings.HasPrefix(c.text[b.start:b.end], c.line) {
					if got := track.at(b.start).para; got != c.para {
						t.Errorf("paragraph at %q = %q, want %q", c.line, got, c.para)
					}
					return
				}
			}
			t.Fatalf("no block starts %q", c.line)
		})
	}
}

// TestNoteLineMark: the marks a note's line starts with, and lines that
// only look like one.
func TestNoteLineMark(t *testing.T) {
	for _, c := range []struct {
		line, label string
		ok          bool
	}{
		{"(1) The clause.", "1", true}, {"1. See Bremen.", "1", true}, {"12) Other.", "12", true},
		{"[1] See.", "1", true}, {"[^2]: Per the letters.", "2", true}, {"¹ See.", "1", true},
		{"[fn3] See.", "3", true}, {"n.4 Also.", "4", true}, {"Note 5: see.", "5", true},
		{"3 The court held.", "3", true}, {"3 28 U.S.C. § 1404.", "3", true},
		{"2019 was the year.", "", false}, {"30 days after notice.", "", false}, {"(a) first;", "", false},
		{"1.5 million dollars.", "", false}, {"note that the court.", "", false}, {"0. Zero.", "", false},
	} {
		label, ok := NoteLineMark(c.line)
		if ok != c.ok || label != c.label {
			t.Errorf("NoteLineMark(%q) = %q, %v; want %q, %v", c.line, label, ok, c.label, c.ok)
		}
	}
}
