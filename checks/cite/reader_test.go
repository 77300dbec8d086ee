package cite

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// TestSpansAndNamesWithoutMarkup: a citation written in Markdown keeps
// whole spans (emphasis balanced) and reports its name, identifier and
// reader text without markup.
func TestSpansAndNamesWithoutMarkup(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	for _, tc := range []struct {
		in, text, reader, name, ident string
	}{
		{"See Bremen, 407 U.S. 1, 10 (1972). *Id.* at 12.", "*Id.* at 12", "Id. at 12", "", ""},
		{"Held. *Carnival Cruise Lines, Inc. v. Shute*, 499 U.S. 585, 595 (1991).", "*Carnival Cruise Lines, Inc. v. Shute*, 499 U.S. 585, 595 (1991)", "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 595 (1991)", "Carnival Cruise Lines, Inc. v. Shute", "499 U.S. 585"},
		{"Held. _Jones v. GNC_, **211** F.3d 495, 497.", "_Jones v. GNC_, **211** F.3d 495, 497", "Jones v. GNC, 211 F.3d 495, 497", "Jones v. GNC", "211 F.3d 495"},
		{"Held. Jones v. GNC, 211&nbsp;F.3d 495, 497.", "Jones v. GNC, 211&nbsp;F.3d 495, 497", "Jones v. GNC, 211 F.3d 495, 497", "Jones v. GNC", "211 F.3d 495"},
		{"Held. Jones v. GNC, 211 F\\.3d 495, 497.", `Jones v. GNC, 211 F\.3d 495, 497`, "Jones v. GNC, 211 F.3d 495, 497", "Jones v. GNC", "211 F.3d 495"},
		{"Held [Bremen](vault://VLT-0001#c3).", "[Bremen](vault://VLT-0001#c3)", "Bremen", "Bremen", "VLT-0001"},
	} {
		a := e.Extract(tc.in)
		var got *Citation
		for i := range a.Citations {
			if strings.Contains(tc.in[a.Citations[i].Start:a.Citations[i].End], strings.TrimLeft(tc.reader, "*_")[:3]) && a.Citations[i].Kind != KindTitle {
				got = &a.Citations[i]
			}
		}
		if got == nil {
			t.Errorf("%q: citation not found: %+v", tc.in, a.Citations)
			continue
		}
		if got.Text != tc.text || got.ReaderText != tc.reader || (tc.name != "" && got.Name != tc.name) || (tc.ident != "" && got.Identifier != tc.ident) {
			t.Errorf("%q:\n text %q reader %q name %q ident %q\nwant %q %q %q %q", tc.in, got.Text, got.ReaderText, got.Name, got.Identifier, tc.text, tc.reader, tc.name, tc.ident)
		}
	}
}

// TestDisguisedAndCaseVariantIDs: a disguise is kept in the identifier
// and read in ReadAs; an ID in another case gets the Vault's spelling.
func TestDisguisedAndCaseVariantIDs(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`), DocIDs: []string{"VLT-0027", "VLT-0001"}})
	for _, tc := range []struct {
		in, docID, readAs, vaultID string
	}{
		{"memo [VLT-\u20620027, ¶ 2].", "VLT-\u20620027", "VLT-0027", ""},
		{"memo [VL\u0422-0027, ¶ 2].", "VL\u0422-0027", "VLT-0027", ""},
		{"memo [VLT\u20110027, ¶ 2].", "VLT-0027", "", ""},
		{"memo [vlt-0027, ¶ 2].", "vlt-0027", "", "VLT-0027"},
		{"memo vlt-0027, ¶ 2.", "vlt-0027", "", "VLT-0027"},
		{"memo [x](vault://VLT-\u200b0027#c4).", "VLT-\u200b0027", "VLT-0027", ""},
		{"memo [x][m]\n\n[m]: vault://vlt-0027#c4", "vlt-0027", "", "VLT-0027"},
	} {
		a := e.Extract(tc.in)
		if len(a.Citations) != 1 {
			t.Errorf("%q: %d citations", tc.in, len(a.Citations))
			continue
		}
		c := a.Citations[0]
		if c.DocID != tc.docID || c.ReadAs != tc.readAs || c.VaultID != tc.vaultID {
			t.Errorf("%q: doc_id %q read_as %q vault_id %q, want %q %q %q", tc.in, c.DocID, c.ReadAs, c.VaultID, tc.docID, tc.readAs, tc.vaultID)
		}
	}
}

// TestLeftoversNameNothing: identifier-shaped text that is no citation
// is reported as the citation it imitates, so resolution fails for it.
func TestLeftoversNameNothing(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	for _, tc := range []struct {
		in   string
		kind Kind
	}{
		{"memo [V\u041bT-0027, ¶ 2].", KindVault},
		{"Held. Fenwick v. Lorimer, 918 F.3d 11O2, 1107 (9th Cir. 2019).", KindCase},
		{"Held. Fenwick v. Lorimer, 2019 WL 12345678901, at *2.", KindWL},
	} {
		a := e.Extract(tc.in)
		if len(a.Citations) == 0 || a.Citations[0].Kind != tc.kind {
			t.Errorf("%q: citations %+v, want one of kind %s", tc.in, a.Citations, tc.kind)
		}
	}
	for _, in := range []string{"lorem 111 S.W. 12th St.", "Société Générale 2019", "Zürich 2020-21"} {
		if a := e.Extract(in); len(a.Citations) != 0 {
			t.Errorf("%q: found %q, want none", in, a.Citations[0].Text)
		}
	}
}

// TestMentionsOnceEach: a later italic name of a cited document is one
// mention, however many scanners see it, and a name written right before
// its full citation is no second citation.
func TestMentionsOnceEach(t *testing.T) {
	e := mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`),
		Titles:    []string{"M/S Bremen v. Zapata Off-Shore Co.", "The Bremen", "Bremen"},
		Documents: []DocumentNames{{ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Aliases: []string{"The Bremen", "Bremen"}, Citations: []string{"407 U.S. 1"}}},
		DocIDs:    []string{"VLT-0001"},
	})
	a := e.Extract("Under *The Bremen*, clauses are valid. *M/S Bremen v. Zapata Off-Shore Co.*, 407 U.S. 1, 10 (1972). Fraud defeats them (*Bremen*, 407 U.S. at 15).\n\n> **Note:** The *Bremen* decision still governs; see the Bremen decision.")
	if len(a.Citations) != 2 {
		t.Errorf("%d citations, want the full and the short cite: %+v", len(a.Citations), a.Citations)
	}
	seen := map[int]bool{}
	for _, m := range a.Mentions {
		if seen[m.Start] {
			t.Errorf("mention at %d reported twice", m.Start)
		}
		seen[m.Start] = true
		if m.Antecedent < 0 {
			t.Errorf("mention %q refers to nothing", m.Text)
		}
	}
	if len(a.Mentions) != 3 {
		t.Errorf("%d mentions, want 3 (The Bremen, *Bremen*, Bremen): %+v", len(a.Mentions), a.Mentions)
	}
}

// TestExtractConcurrently: one Extractor used by many goroutines (the
// grader and the service do) gives every caller the serial result; the
// Markdown parsers are pooled, never shared.
func TestExtractConcurrently(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`)})
	inputs := []string{
		"**Lead.** *Id.* at 12. [Bremen][1]\n\n[1]: vault://VLT-0001#c3\n",
		"Valid [1].\n\n**Sources**\n\n1. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)\n",
		"| a | 407 U.S. 1, 10 |\n|---|---|\n\n918&nbsp;F.3d 1102, 1107 and VLT-\u20620027.",
	}
	want := make([]string, len(inputs))
	for i, in := range inputs {
		want[i] = fmt.Sprintf("%+v", e.Extract(in).Citations)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := 0; k < 50; k++ {
				i := (g + k) % len(inputs)
				if got := fmt.Sprintf("%+v", e.Extract(inputs[i]).Citations); got != want[i] {
					errs <- fmt.Sprintf("goroutine %d, input %d: %s\nwant %s", g, i, got, want[i])
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestAskedQuestionQuoted: a block quote reproducing the question is the
// asker's: its citations that the question holds are listed apart, its
// sentences are no propositions; a citation the question does not hold
// is graded even inside the quote.
func TestAskedQuestionQuoted(t *testing.T) {
	e := mustExtractor(t, Options{})
	question := "Under Bremen, 407 U.S. 1 (1972), what must a party show to avoid enforcement of a forum-selection clause?"
	answer := "> Under *Bremen*, 407 U.S. 1 (1972), what must a party show to avoid enforcement of a forum-selection clause?\n\n" +
		"The party must show enforcement would be unreasonable. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)."
	a := e.ExtractAsked(answer, question)
	if len(a.Asked) != 1 || a.Asked[0].Identifier != "407 U.S. 1" {
		t.Fatalf("asked %+v, want the quoted question's citation", a.Asked)
	}
	if len(a.Citations) != 1 || a.Citations[0].Pin != "10" {
		t.Errorf("citations %+v, want the answer's own", a.Citations)
	}
	if len(a.Propositions) != 1 {
		t.Errorf("%d propositions, want 1 (the quoted question is none)", len(a.Propositions))
	}
	// a fabricated citation slipped into the quote is graded
	forged := strings.Replace(answer, "407 U.S. 1 (1972), what", "407 U.S. 1 (1972), and Fenwick v. Lorimer, 918 F.3d 1102 (2019), what", 1)
	a = e.ExtractAsked(forged, question)
	found := false
	for _, c := range a.Citations {
		if c.Identifier == "918 F.3d 1102" {
			found = true
		}
	}
	if !found {
		t.Errorf("a citation the question does not hold was not graded: citations %+v asked %+v", a.Citations, a.Asked)
	}
	// without the question nothing is the asker's
	if a := e.Extract(answer); len(a.Asked) != 0 || len(a.Citations) != 2 {
		t.Errorf("Extract: asked %d, citations %d; want 0 and 2", len(a.Asked), len(a.Citations))
	}
}
