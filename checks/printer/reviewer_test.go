package printer

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// internalDetail is what the reviewer's text never shows: chunk IDs,
// proposition and unit names, the heuristic judge's word counts, and
// tool-style severities ("C-003 error:").
var internalDetail = regexp.MustCompile(`#c\d+\b|\bP\d+\b|\bunit\b|\d%|meaning-bearing|C-\d{3} (?:error|warning):`)

// TestReviewerFindingsBySource: the Sources-list answer's two failing
// sources are one entry each (the entry and the markers carrying it are
// one source), each labelled with its entry as written, never "[2]";
// the Stewart source fails C-003 and C-007 once each for its one
// proposition, with the passage's words and the judge's reasons quoted
// once; C-008 is about the answer, not a source.
func TestReviewerFindingsBySource(t *testing.T) {
	s, r, _ := gradeFixture(t, "style-three-sources-concurrence")
	x := redactor{on: true, r: r}
	texts := textsFor(r, nil)
	shown := map[int]bool{}
	for i := range r.Citations {
		shown[i+1] = true
	}
	sources, others := reviewerFindings(s, r, x, texts, shown)
	var labels []string
	for _, src := range sources {
		labels = append(labels, src.Label)
	}
	want := []string{"M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)", "Stewart Org., Inc. v. Ricoh Corp., 487 U.S. 22, 33 (1988)"}
	if strings.Join(labels, "|") != strings.Join(want, "|") {
		t.Fatalf("sources %q, want %q", labels, want)
	}
	st := sources[1]
	if len(st.Props) != 1 {
		t.Fatalf("Stewart has %d propositions, want 1: %+v", len(st.Props), st.Props)
	}
	p := st.Props[0]
	var crits []string
	for _, pr := range p.Reasons {
		crits = append(crits, pr.Criterion+" "+pr.Label)
		if p.Quote != "" && strings.Contains(pr.Text, p.Quote) {
			t.Errorf("%s repeats the quote the entry shows once: %q", pr.Criterion, pr.Text)
		}
		if p.Judge != "" && strings.Contains(pr.Text, p.Judge) {
			t.Errorf("%s repeats the judge's reasons the entry shows once: %q", pr.Criterion, pr.Text)
		}
	}
	if got := strings.Join(crits, "|"); got != "C-003 Does not support|C-007 Overstates" {
		t.Errorf("Stewart's reasons %q, want C-003 Does not support|C-007 Overstates", got)
	}
	if !strings.Contains(p.Quote, "controlling weight") || !strings.Contains(p.Judge, "concurrence") {
		t.Errorf("quote %q / judge %q lack the passage's words or the judge's reason", p.Quote, p.Judge)
	}
	if !strings.Contains(st.Where, "page 33") || !strings.Contains(st.Where, "Kennedy, J., concurring") || strings.Contains(st.Where, "#c") {
		t.Errorf("Stewart's place %q: want page and section in words, no chunk ID", st.Where)
	}
	if len(others) != 1 || others[0].Reasons[0].Criterion != "C-008" || strings.Contains(others[0].Subject, "**") {
		t.Errorf("answer findings %+v, want the one C-008 proposition, its Markdown read", others)
	}
	for _, src := range sources {
		for _, p := range src.Props {
			for _, pr := range p.Reasons {
				if internalDetail.MatchString(pr.Text + p.Judge) {
					t.Errorf("%s: internal detail in %q / %q", src.Label, pr.Text, p.Judge)
				}
			}
		}
	}
}

// TestReviewerWords: the judge's clauses that name internal detail go
// (all of them: the label goes too), a leading proposition name becomes
// "It", chunk IDs become their place or their document.
func TestReviewerWords(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"The passage does not say that. The judge's reasons: the passage and its context hold only 34% of the proposition's meaning-bearing words (missing: refused).",
			"The passage does not say that."},
		{"It fails. The judge's reasons: It states law that no offered passage supports; supported: P1 by VLT-0001#c6.",
			"It fails. The judge's reasons: It states law that no offered passage supports."},
		{"It fails. The judge's reasons: P3 states a rule with no valid citation.", "It fails. The judge's reasons: It states a rule with no valid citation."},
		{"Passage VLT-0003#c2 holds markup.", "Passage 2 of VLT-0003 holds markup."},
		{"retrieved text of VLT-0027#c4 (rank 2) differs", "retrieved text of passage 4 of VLT-0027 (rank 2) differs"},
		{"Retrieved chunk VLT-0001#c4 (rank 1) holds page 10.", "Retrieved passage 4 of VLT-0001 (rank 1) holds page 10."},
		{"VLT-0001 has no chunk VLT-0001#c99 (it has 7 chunks, VLT-0001#c1 to VLT-0001#c7)", "VLT-0001 has no passage 99 of VLT-0001 (it has 7 chunks, passage 1 of VLT-0001 to passage 7 of VLT-0001)"},
		{"proposition P2 \"x\" states law", "the proposition \"x\" states law"},
		{"C3's passage does not support it", "its citation's passage does not support it"},
	} {
		if got := reviewerWords(tc.in, nil); got != tc.want {
			t.Errorf("reviewerWords(%q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
}

// TestPlainSummary: a summary's raw judge text goes; the rest stays.
func TestPlainSummary(t *testing.T) {
	in := `2 proposition(s) state law as established fact. Judge: heuristic: P1 states law that no offered passage supports; P2 states law Evidence: "x".`
	if got, want := plainSummary(in, nil), "2 proposition(s) state law as established fact."; got != want {
		t.Errorf("plainSummary = %q, want %q", got, want)
	}
	if got := plainSummary("All 5 citations pass.", nil); got != "All 5 citations pass." {
		t.Errorf("plainSummary changed a plain summary: %q", got)
	}
}

// TestPassageLabels: star pages and Markdown section headings become
// labels; the pinned mark carries over to the text either side.
func TestPassageLabels(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   passagePiece
		want string
	}{
		{"star page", passagePiece{Text: "[*33]\nJustice Kennedy wrote"}, "<page 33>Justice Kennedy wrote"},
		{"heading", passagePiece{Text: "text\n## Kennedy, J., concurring\n\nHe wrote"}, "text\n<section “Kennedy, J., concurring”>He wrote"},
		{"two stars mid-text", passagePiece{Text: "a [*10] b [**11] c"}, "a <page 10> b <page 11> c"},
		{"marked", passagePiece{Text: "x [*5] y", Mark: true}, "{x }<page 5>{ y}"},
		{"no markup", passagePiece{Text: "[1] is a marker, #hashtag is not a heading"}, "[1] is a marker, #hashtag is not a heading"},
	} {
		var b strings.Builder
		for _, p := range labelPiece(tc.in) {
			switch {
			case p.Label != "":
				b.WriteString("<" + p.Label + ">")
			case p.Mark:
				b.WriteString("{" + p.Text + "}")
			default:
				b.WriteString(p.Text)
			}
		}
		if b.String() != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, b.String(), tc.want)
		}
	}
}

// TestHTMLReviewerLayout: the report of the Sources-list answer puts the
// answer before what fails and both before the criteria table; shows
// one entry per failing source; says the offline-judge notice once; and
// outside the answer itself holds no internal detail.
func TestHTMLReviewerLayout(t *testing.T) {
	s, r, _ := gradeFixture(t, "style-three-sources-concurrence")
	var b bytes.Buffer
	if err := WriteHTML(&b, s, r, Options{}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	at := func(s string) int {
		i := strings.Index(page, s)
		if i < 0 {
			t.Fatalf("no %q in the page", s)
		}
		return i
	}
	if !(at(`id="answer-section"`) < at(`id="failing"`) && at(`id="failing"`) < at(`id="criteria"`)) {
		t.Error("want the answer, then what fails, then the criteria table")
	}
	if n := strings.Count(page, `<li class="source"`); n != 2 {
		t.Errorf("%d source entries, want 2", n)
	}
	if n := strings.Count(page, "offline heuristic judge"); n != 1 || strings.Contains(page, `id="decided-by"`) {
		t.Errorf("the offline-judge notice appears %d times (decided-by line: %v), want once", n, strings.Contains(page, `id="decided-by"`))
	}
	if strings.Contains(page, "shown as plain text") {
		t.Error("the footer says an answer rendered from Markdown is shown as plain text")
	}
	// The reviewer's text: everything but the answer as written, the
	// style sheet and the tooltips' attribute values.
	rest := page[at("<body>"):at(`id="answer-section"`)] + page[at(`id="failing"`):]
	rest = regexp.MustCompile(`(?s)title="[^"]*"`).ReplaceAllString(rest, "")
	text := reTagText.ReplaceAllString(rest, " ")
	for _, m := range internalDetail.FindAllString(text, -1) {
		t.Errorf("internal detail %q in the reviewer's text", m)
	}
}

var reTagText = regexp.MustCompile(`<[^>]*>`)

// TestHoldingsShowOnlyWhatWasRead: sentences are shown under an outcome
// read from them; a document with no outcome read, or with the Vault's
// metadata outcome, shows no sentence as its holding.
func TestHoldingsShowOnlyWhatWasRead(t *testing.T) {
	r := &report.Report{Holdings: []checks.HoldingReport{
		{Doc: "A", Holding: heuristic.Holding{Outcome: "enforced", From: "text", Sentences: []string{"We hold the clause enforceable."}}},
		{Doc: "B", Holding: heuristic.Holding{Sentences: []string{"We conclude that § 1404(a) controls."}}},
		{Doc: "C", Holding: heuristic.Holding{Outcome: "unenforceable", From: "metadata", Sentences: []string{"The judgment is reversed."}}},
	}}
	got := holdingsOf(redactor{}, nil, r)
	for i, want := range []int{1, 0, 0} {
		if len(got[i].Sentences) != want {
			t.Errorf("%s: %d sentences shown, want %d", got[i].Doc, len(got[i].Sentences), want)
		}
	}
}
