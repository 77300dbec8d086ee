package cite

import (
	"regexp"
	"strings"
	"testing"
)

// What real assistants write, read right (issue 24 section 3): every
// reference marker attaches to the sentence it stands in, as a reader
// would; a lenticular mark names its source after the dagger; one
// Sources entry is one citation.

func markerExtractor(t *testing.T) *Extractor {
	return mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`), DocIDs: []string{"VLT-0001", "VLT-0021"},
		Filenames: []string{"Acme-MSA.pdf"}, Titles: []string{"Memo re assignment"},
		Documents: []DocumentNames{
			{ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Aliases: []string{"Bremen"}, Citations: []string{"407 U.S. 1"}},
			{ID: "VLT-0021", Title: "Memo re assignment"},
		},
	})
}

// TestMarkersAttachToTheirSentence: for each answer, the citation
// written as want[i].cite supports the proposition spanning exactly
// want[i].sentence (offsets in the answer), and that proposition's
// span is the sentence with its marker.
func TestMarkersAttachToTheirSentence(t *testing.T) {
	e := markerExtractor(t)
	const sources = "\n\n**Sources**\n\n1. [VLT-0001, p. 10]\n2. [VLT-0001, p. 15]\n"
	type attach struct{ cite, sentence string }
	for _, tc := range []struct {
		in   string
		want []attach
	}{
		{"Valid.\u00b9 Void.\u00b2 Yes." + sources, []attach{{"[VLT-0001, p. 10]", "Valid.\u00b9"}, {"[VLT-0001, p. 15]", "Void.\u00b2"}}},
		{"Valid.<sup>1</sup> Void.<sup>2</sup> Yes." + sources, []attach{{"[VLT-0001, p. 10]", "Valid.<sup>1</sup>"}, {"[VLT-0001, p. 15]", "Void.<sup>2</sup>"}}},
		{"Clauses are valid.\u00b9\nFraud voids them.\u00b2" + sources, []attach{{"[VLT-0001, p. 10]", "Clauses are valid.\u00b9"}, {"[VLT-0001, p. 15]", "Fraud voids them.\u00b2"}}},
		{"Valid<sup>1</sup>. Void<sup>2</sup>." + sources, []attach{{"[VLT-0001, p. 10]", "Valid<sup>1</sup>."}, {"[VLT-0001, p. 15]", "Void<sup>2</sup>."}}},
		{"Valid.\u00b9 Void.\u00b9" + sources, []attach{{"[VLT-0001, p. 10]", "Valid.\u00b9"}}},
		{"Valid. [Bremen][1] says fraud voids them. Yes.\n\n[1]: vault://VLT-0001#c6\n", []attach{{"[Bremen][1]", "[Bremen][1] says fraud voids them."}}},
		{"Valid. Under [Bremen][b], fraud voids them. Yes.\n\n[b]: vault://VLT-0001#c6\n", []attach{{"[Bremen][b]", "Under [Bremen][b], fraud voids them."}}},
		{"Fraud voids them, says [Bremen][1]\n\n[1]: vault://VLT-0001#c6\n", []attach{{"[Bremen][1]", "Fraud voids them, says [Bremen][1]"}}},
		{"Valid.[^1] Void.[^2]\n\n[^1]: VLT-0001, p. 10\n[^2]: VLT-0001, p. 15\n", []attach{{"VLT-0001, p. 10", "Valid.[^1]"}, {"VLT-0001, p. 15", "Void.[^2]"}}},
		{"The MSA assigns venue 【2†Acme-MSA.pdf】. Next one.", []attach{{"【2†Acme-MSA.pdf】", "The MSA assigns venue 【2†Acme-MSA.pdf】."}}},
		{"The MSA assigns venue.【4:0†Acme-MSA.pdf】 Next one.", []attach{{"【4:0†Acme-MSA.pdf】", "The MSA assigns venue.【4:0†Acme-MSA.pdf】"}}},
		{"The clause is valid 【3†VLT-0001】. Next one.", []attach{{"【3†VLT-0001】", "The clause is valid 【3†VLT-0001】."}}},
	} {
		a := e.Extract(tc.in)
		for _, w := range tc.want {
			ss := strings.Index(tc.in, w.sentence)
			se := ss + len(w.sentence)
			found := false
			for _, c := range a.Citations {
				if c.Text != w.cite {
					continue
				}
				found = true
				if c.Proposition < 0 {
					t.Errorf("%q: %q supports no proposition", tc.in, w.cite)
					continue
				}
				p := a.Propositions[c.Proposition]
				if p.Start != ss || p.End != se {
					t.Errorf("%q: %q supports [%d,%d) %q, want [%d,%d) %q", tc.in, w.cite, p.Start, p.End, p.Text, ss, se, w.sentence)
				}
			}
			if !found {
				t.Errorf("%q: no citation %q (have %+v)", tc.in, w.cite, a.Citations)
			}
		}
	}
}

// TestLenticularSource: "【2†Acme-MSA.pdf】" is result 2 and the file
// Acme-MSA.pdf, never a file named "2†Acme-MSA.pdf"; "【4:0†source】"
// names no source.
func TestLenticularSource(t *testing.T) {
	e := markerExtractor(t)
	for _, tc := range []struct{ in, kind, ident string }{
		{"Venue is Delaware 【2†Acme-MSA.pdf】.", "file", "Acme-MSA.pdf"},
		{"Venue is Delaware 【4:0†Acme-MSA.pdf】.", "file", "Acme-MSA.pdf"},
		{"Venue is Delaware 【12:3†Acme-MSA.pdf†L10-L14】.", "file", "Acme-MSA.pdf"},
		{"Venue is Delaware 【2†VLT-0001】.", "vault", "VLT-0001"},
		{"Venue is Delaware 【4:0†VLT-0001, p. 10】.", "vault", "VLT-0001"},
		{"Venue is Delaware 【4:0†source】.", "", ""},
	} {
		a := e.Extract(tc.in)
		if tc.kind == "" {
			if len(a.Citations) != 0 {
				t.Errorf("%q: citations %+v, want none", tc.in, a.Citations)
			}
			continue
		}
		if len(a.Citations) != 1 || string(a.Citations[0].Kind) != tc.kind || a.Citations[0].Identifier != tc.ident {
			t.Errorf("%q: %+v, want one %s citation of %s", tc.in, a.Citations, tc.kind, tc.ident)
			continue
		}
		if c := a.Citations[0]; !strings.HasPrefix(c.Text, "【") || !strings.HasSuffix(c.Text, "】") {
			t.Errorf("%q: citation spans %q, want the whole mark", tc.in, c.Text)
		}
	}
}

// TestOneEntryOneCitation: a Sources entry (or a parenthetical) naming
// one document by its title and its ID is one citation of it; the title
// is a mention. Two documents in one entry stay two citations.
func TestOneEntryOneCitation(t *testing.T) {
	e := markerExtractor(t)
	for _, tc := range []struct {
		in    string
		cites []string
	}{
		{"Assignment needs consent [1].\n\n**Sources**\n\n1. Memo re assignment (VLT-0021)\n", []string{"VLT-0021"}},
		{"Assignment needs consent [1].\n\nSources:\n[1] *Memo re assignment* (VLT-0021)\n", []string{"VLT-0021"}},
		{"Assignment needs consent (Memo re assignment, VLT-0021).", []string{"VLT-0021"}},
		{"Assignment needs consent (Memo re assignment, p. 2, VLT-0021).", []string{"VLT-0021"}},
		{"Assignment needs consent [1].\n\n**Sources**\n\n1. Memo re assignment — [VLT-0021, p. 2]\n", []string{"[VLT-0021, p. 2]"}},
		{"Assignment needs consent [1].\n\n**Sources**\n\n1. Memo re assignment; M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)\n", []string{"Memo re assignment", "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)"}},
	} {
		a := e.Extract(tc.in)
		var got []string
		for _, c := range a.Citations {
			got = append(got, c.Text)
		}
		if strings.Join(got, "|") != strings.Join(tc.cites, "|") {
			t.Errorf("%q: citations %q, want %q", tc.in, got, tc.cites)
		}
		for _, c := range a.Citations {
			if c.Text == "VLT-0021" && strings.Contains(tc.in, "p. 2, VLT") && (len(c.Locators) != 1 || c.Locators[0].Value != "2") {
				t.Errorf("%q: the title's locator is not the citation's: %+v", tc.in, c.Locators)
			}
		}
	}
}
