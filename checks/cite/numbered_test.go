package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestNumberedReferences: each marker style carries its source entry's
// citations to the sentence the marker stands in; the list itself is no
// proposition.
func TestNumberedReferences(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	body := "Clauses are prima facie valid %s. Fraud defeats them %s. Form tickets get fairness review %s.\n\n"
	bremen := "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)"
	carnival := "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 595 (1991)"
	for _, tc := range []struct {
		name, answer string
		want         [3]string // identifiers supporting each body sentence, joined by "|"
	}{
		{"brackets and a Sources heading",
			sprintf(body, "[1]", "[1]", "[2]") + "## Sources\n\n1. " + bremen + "\n2. " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		{"bold heading and several labels",
			sprintf(body, "[1]", "[1, 2]", "[2]") + "**References**\n\n[1] " + bremen + "\n[2] " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1|499 U.S. 585", "499 U.S. 585"}},
		{"superscripts",
			"Clauses are prima facie valid.\u00b9 Fraud defeats them.\u00b9 Form tickets get fairness review.\u00b2\n\nCitations:\n1. " + bremen + "\n2. " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		{"sup tags",
			sprintf(body, "<sup>1</sup>", "<sup>1</sup>", "<sup>2</sup>") + "Sources:\n[1] " + bremen + "\n[2] " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		{"lenticular source marks",
			sprintf(body, "【1†source】", "【1†source】", "【2†source】") + "Sources\n【1†source】 [VLT-0001, p. 10]\n【2†source】 [VLT-0002, p. 595]\n",
			[3]string{"VLT-0001", "VLT-0001", "VLT-0002"}},
		{"markers after the period",
			"Clauses are prima facie valid.[1] Fraud defeats them.[1] Form tickets get fairness review.[2]\n\n### Sources\n\n[1] " + bremen + "\n[2] " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		{"lenticular marks after the period",
			"Clauses are prima facie valid.【1†source】 Fraud defeats them.【1†source】 Form tickets get fairness review.【2†source】\n\nSources:\n【1†source】 [VLT-0001, p. 10]\n【2†source】 [VLT-0002, p. 595]\n",
			[3]string{"VLT-0001", "VLT-0001", "VLT-0002"}},
		{"numbered web links",
			sprintf(body, "[1](https://example.com/a)", "[1](https://example.com/a)", "[2](https://example.com/b)") + "## References\n\n1. " + bremen + "\n2. " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		{"numbered web links after the period",
			"Clauses are prima facie valid.[1](https://example.com/a) Fraud defeats them.[1](https://example.com/a) Form tickets get fairness review.[2](https://example.com/b)\n\nSources:\n\n1. " + bremen + "\n2. " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		{"trailing list without heading",
			sprintf(body, "[1]", "[1]", "[2]") + "[1] " + bremen + "\n[2] " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		// notes as word processors print them: the note opens with its
		// superscript number, which the reader text folds away
		{"superscript notes at the end, no heading",
			sprintf(body, "\u00b9", "\u00b9", "\u00b2") + "\u00b9 " + bremen + "\n\u00b2 " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		{"superscript notes, one paragraph each, after a rule",
			sprintf(body, "\u00b9", "\u00b2", "\u00b9") + "---\n\n\u00b9 " + bremen + "\n\n\u00b2 " + carnival + "\n",
			[3]string{"407 U.S. 1", "499 U.S. 585", "407 U.S. 1"}},
		{"superscript notes under a Footnotes heading",
			sprintf(body, "\u00b2", "\u00b9", "\u00b2") + "## Footnotes\n\n\u00b9 " + bremen + "\n\u00b2 " + carnival + "\n",
			[3]string{"499 U.S. 585", "407 U.S. 1", "499 U.S. 585"}},
		{"sup-tag notes",
			sprintf(body, "<sup>1</sup>", "<sup>1</sup>", "<sup>2</sup>") + "<sup>1</sup> " + bremen + "\n\n<sup>2</sup> " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
		{"a superscript note number past the tenth",
			sprintf(body, "\u00b9\u00b2", "\u00b9\u00b2", "\u00b9\u00b3") + "\u00b9\u00b2 " + bremen + "\n\u00b9\u00b3 " + carnival + "\n",
			[3]string{"407 U.S. 1", "407 U.S. 1", "499 U.S. 585"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.answer)
			if len(a.Propositions) != 3 {
				var ps []string
				for _, p := range a.Propositions {
					ps = append(ps, p.Text)
				}
				t.Fatalf("propositions %q, want the three body sentences", ps)
			}
			for i, p := range a.Propositions {
				var ids []string
				for _, ci := range p.Citations {
					ids = append(ids, firstOf(a.Citations[ci].Identifier, a.Citations[ci].DocID))
				}
				if got := strings.Join(ids, "|"); got != tc.want[i] {
					t.Errorf("P%d %q: supported by %q, want %q", i, p.Text, got, tc.want[i])
				}
			}
		})
	}
}

func sprintf(format string, args ...string) string {
	for _, a := range args {
		format = strings.Replace(format, "%s", a, 1)
	}
	return format
}

// TestSourceListWithoutMarkers: a Sources list no sentence points at is
// still no proposition of its own.
func TestSourceListWithoutMarkers(t *testing.T) {
	e := mustExtractor(t, Options{})
	a := e.Extract("Clauses are valid.\n\n## Sources\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)\n")
	if len(a.Propositions) != 1 {
		t.Errorf("%d propositions, want 1 (the list is none)", len(a.Propositions))
	}
	if len(a.Citations) != 1 || a.Citations[0].Proposition != -1 {
		t.Errorf("citations %+v, want the list's one, supporting nothing", a.Citations)
	}
}

// TestSuperscriptLineWithoutMarker: a line that opens with a superscript
// number no marker in the text carries is no note: it stays a statement,
// so an unsupported claim cannot leave the propositions by wearing one.
func TestSuperscriptLineWithoutMarker(t *testing.T) {
	e := mustExtractor(t, Options{})
	a := e.Extract("Clauses are prima facie valid.\u00b9\n\n\u00b3 Forum clauses are always enforced.\n\n\u00b9 M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)\n")
	var texts []string
	for _, p := range a.Propositions {
		texts = append(texts, p.Text)
	}
	if len(a.Propositions) != 2 || !strings.Contains(texts[1], "always enforced") || len(a.Propositions[1].Citations) != 0 {
		t.Fatalf("propositions %q, want the cited sentence and the uncited claim", texts)
	}
	if len(a.Propositions[0].Citations) != 1 {
		t.Errorf("the marked sentence cites %d, want the note's one citation", len(a.Propositions[0].Citations))
	}
}
