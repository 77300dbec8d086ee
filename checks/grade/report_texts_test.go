package grade

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/vault"
)

// TestReportStoresPassagesOnce: report.json holds the answer and the text
// of every chunk a citation draws on, each chunk once however many
// citations share it ("Id." and its antecedent), so a results folder
// alone draws the reports.
func TestReportStoresPassagesOnce(t *testing.T) {
	_, rep, _ := gradeFixture(t, "clean-bluebook")
	if rep.Answer == "" {
		t.Fatal("report.json has no answer")
	}
	shared := map[string]int{}
	for _, c := range rep.Citations {
		for _, id := range c.Passage.Chunks {
			shared[id]++
			p, ok := rep.Passages[id]
			if !ok || p.Text == "" {
				t.Errorf("citation %q draws on %s, whose text report.json lacks", c.Text, id)
			}
		}
		if c.Resolution.Doc != "" && rep.Documents[c.Resolution.Doc].Title == "" {
			t.Errorf("report.json lacks the title of %s", c.Resolution.Doc)
		}
	}
	if len(rep.Passages) != len(shared) {
		t.Errorf("report.json stores %d passages for %d distinct chunks", len(rep.Passages), len(shared))
	}
	data, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	reused := false
	for id, n := range shared {
		if n < 2 {
			continue
		}
		reused = true
		text, _ := json.Marshal(rep.Passages[id].Text)
		if c := bytes.Count(data, text); c != 1 {
			t.Errorf("the text of %s, cited %d times, is stored %d times", id, n, c)
		}
	}
	if !reused {
		t.Error("no chunk is cited twice in this fixture: the test proves nothing")
	}
}

// TestPinnedPlace: each citation's pinned place lies inside its passage on
// the page, section or paragraph its pin names.
func TestPinnedPlace(t *testing.T) {
	_, ix := openSuite(t)
	n := 0
	for _, name := range []string{"clean-bluebook", "clean-vault-ids", "pin-right-page"} {
		_, rep, _ := gradeFixture(t, name)
		for _, c := range rep.Citations {
			for _, pin := range c.Passage.Pinned {
				n++
				ch, ok := ix.Chunk(pin.Chunk)
				if !ok || pin.Start < 0 || pin.End > len(ch.Text) || pin.Start >= pin.End {
					t.Fatalf("%s %q: pinned span %+v outside chunk %s", name, c.Text, pin, pin.Chunk)
				}
				d, _ := ix.Document(ch.Doc)
				places := vault.PlacesOf(d.Text, ch.Start+pin.Start, ch.Start+pin.End)
				for _, l := range c.Locators {
					if l.Kind != vault.LocPage {
						continue
					}
					for _, pl := range places {
						if !pageIn(pl.Page, l.Value) {
							t.Errorf("%s %q: pinned text %q is on page %s, not %s", name, c.Text, ch.Text[pin.Start:pin.End], pl.Page, l.Value)
						}
					}
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no citation of these fixtures has a pinned place: the test proves nothing")
	}
}

// TestNumberIn reads cited pages and paragraph ranges as courts write them.
func TestNumberIn(t *testing.T) {
	for _, tt := range []struct {
		have, want string
		in         bool
	}{
		{"15", "15", true}, {"16", "15", false}, {"17", "17-18", true}, {"19", "17-18", false},
		{"1085", "1084-85", true}, {"1086", "1084-85", false}, {"3", "*3", true}, {"iv", "iv", true},
		{"10", "10–12", true}, {"x", "10", false}, {"13", "12-5", true}, {"16", "12-5", false},
	} {
		if got := pageIn(tt.have, tt.want); got != tt.in {
			t.Errorf("pageIn(%q, %q) = %v, want %v", tt.have, tt.want, got, tt.in)
		}
	}
}

// TestRedactWithholdsStoredPassages: the stored text and title of a
// walled document become the redaction notice, and its pinned spans go,
// so report.json written by default holds no run of its text.
func TestRedactWithholdsStoredPassages(t *testing.T) {
	_, rep, _ := gradeFixture(t, "c002-ethical-wall")
	_, ix := openSuite(t)
	stored := false
	for _, p := range rep.Passages {
		if p.Doc == "VLT-0027" && strings.Contains(p.Text, "Globex") {
			stored = true
		}
	}
	if !stored {
		t.Fatal("the unredacted report does not store VLT-0027's passage: the test proves nothing")
	}
	s := &report.Scores{}
	_, red := report.Redact(s, rep)
	data, _ := json.Marshal(red)
	for _, c := range ix.Chunks("VLT-0027") {
		words := strings.Fields(c.Text)
		for i := 0; i+5 <= len(words); i += 2 {
			w := strings.Join(words[i:i+5], " ")
			if strings.Contains(red.Answer, w) {
				continue // the answer's own words are the answer's
			}
			enc, _ := json.Marshal(w)
			if bytes.Contains(data, enc[1:len(enc)-1]) {
				t.Fatalf("redacted report.json holds VLT-0027 text %q", w)
			}
		}
	}
	if red.Documents["VLT-0027"].Title != "" {
		t.Error("redacted report.json holds VLT-0027's title")
	}
	for _, c := range red.Citations {
		if c.Passage.Doc == "VLT-0027" && len(c.Passage.Pinned) > 0 {
			t.Error("redacted report.json keeps pinned offsets into withheld text")
		}
	}
}

// TestCitationMetrics computes precision and recall from report records.
func TestCitationMetrics(t *testing.T) {
	yes := &judge.Assessment{Supports: true}
	no := &judge.Assessment{Supports: false}
	over := &judge.Assessment{Supports: true, Overclaims: true}
	adverse := &judge.Assessment{Supports: true, Adverse: true}
	cit := func(i, prop int) report.CitationReport {
		return report.CitationReport{Citation: cite.Citation{Index: i, Proposition: prop, Parallel: -1}, Passage: report.PassageReport{Retrieved: true}}
	}
	unit := func(c int, a *judge.Assessment) report.JudgeRecord {
		return report.JudgeRecord{Kind: judge.UnitCitation, Citation: c, Assessment: a}
	}
	judged := []report.CriterionReport{{ID: "C-003", Check: rubric.CheckSupports, Method: checks.Heuristic}}
	tests := []struct {
		name               string
		r                  report.Report
		cites, supp        int
		props, full, undec int
		nilMetrics         bool
	}{
		{"all support", report.Report{Citations: []report.CitationReport{cit(0, 0), cit(1, 1)}, Judgements: []report.JudgeRecord{unit(0, yes), unit(1, yes)}, Criteria: judged}, 2, 2, 2, 2, 0, false},
		{"one does not", report.Report{Citations: []report.CitationReport{cit(0, 0), cit(1, 1)}, Judgements: []report.JudgeRecord{unit(0, yes), unit(1, no)}, Criteria: judged}, 2, 1, 2, 1, 0, false},
		{"overclaim and adverse: passage supports, proposition not fully", report.Report{Citations: []report.CitationReport{cit(0, 0), cit(1, 1)},
			Judgements: []report.JudgeRecord{unit(0, over), unit(1, adverse)}, Criteria: judged}, 2, 2, 2, 0, 0, false},
		{"no verdict counts as not supporting", report.Report{Citations: []report.CitationReport{cit(0, 0)}, Judgements: []report.JudgeRecord{{Kind: judge.UnitCitation, Citation: 0, Error: "down"}}, Criteria: judged}, 1, 0, 1, 0, 1, false},
		{"unflagged uncited claim is a legal proposition", report.Report{Citations: []report.CitationReport{cit(0, 0)}, Propositions: make([]cite.Proposition, 3),
			Judgements: []report.JudgeRecord{unit(0, yes), {Kind: judge.UnitUnsupported, Citation: -1, Assessment: &judge.Assessment{Unflagged: []string{"P2", "P9", "bogus"}}}}, Criteria: judged}, 1, 1, 2, 1, 0, false},
		{"invalid citation does not support recall", report.Report{Citations: []report.CitationReport{cit(0, 0)}, Judgements: []report.JudgeRecord{unit(0, yes)},
			Criteria: append([]report.CriterionReport{{Check: rubric.CheckCitationsAccessible, Findings: []checks.Finding{{Severity: checks.SevError, Citation: 0}}}}, judged...)}, 1, 1, 1, 0, 0, false},
		{"no judge: not measured", report.Report{Citations: []report.CitationReport{cit(0, 0)}, Criteria: []report.CriterionReport{{Check: rubric.CheckSupports, Method: checks.NotGraded}}}, 0, 0, 0, 0, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := report.MetricsOf(&tt.r)
			if tt.nilMetrics {
				if m != nil {
					t.Fatalf("metrics %+v, want none", m)
				}
				return
			}
			if m == nil {
				t.Fatal("no metrics")
			}
			if m.Citations != tt.cites || m.Supporting != tt.supp || m.Propositions != tt.props || m.Supported != tt.full || m.Undecided != tt.undec {
				t.Errorf("got %+v", *m)
			}
			if *m.Precision != float64(tt.supp)/float64(tt.cites) || *m.Recall != float64(tt.full)/float64(tt.props) {
				t.Errorf("ratios %v %v", *m.Precision, *m.Recall)
			}
		})
	}
	var total report.CitationMetrics
	total.Add(&report.CitationMetrics{Citations: 3, Supporting: 3, Propositions: 1, Supported: 1})
	total.Add(&report.CitationMetrics{Citations: 1, Supporting: 0, Propositions: 3, Supported: 0})
	if *total.Precision != 0.75 || *total.Recall != 0.25 {
		t.Errorf("a run's metrics are sums: %v %v", *total.Precision, *total.Recall)
	}
}

// TestFixtureMetrics: the answer citing Jones v. GNC for enforcement has
// a proposition that is not fully supported (its source's holding is
// adverse), so its recall is below 1; the clean answer's is 1.
func TestFixtureMetrics(t *testing.T) {
	_, clean, _ := gradeFixture(t, "clean-bluebook")
	_, jones, _ := gradeFixture(t, "c004-jones-for-enforcement")
	if clean.Metrics == nil || jones.Metrics == nil {
		t.Fatal("no metrics with the heuristic judge")
	}
	if *clean.Metrics.Recall != 1 || *clean.Metrics.Precision != 1 {
		t.Errorf("clean answer: %+v", *clean.Metrics)
	}
	if *jones.Metrics.Recall >= 1 {
		t.Errorf("the Jones answer's recall is %v, want below 1", *jones.Metrics.Recall)
	}
}
