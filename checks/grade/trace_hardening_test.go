package grade

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/retrieval"
)

// Issue 11, sections 0, 1 and 3, over the fixture Vault: the Vault is the
// authority over the trace, a pinpoint decides the passage, and a
// missing trace is said out loud. Each test grades a fixture response
// (fixtures/forum-selection/responses) with a recording heuristic judge,
// so what the judge was shown can be checked as well as the verdicts.

// gradeFixture grades one fixture response, recording every judge unit.
func gradeFixture(t *testing.T, name string) (map[string]report.CriterionResult, *report.Report, []judge.Unit) {
	t.Helper()
	c, ix := openSuite(t)
	rec := llm.Record(heuristic.New())
	g, err := NewGrader(Options{Case: c, Vault: ix, Judge: rec, Clock: func() time.Time { return time.Unix(0, 0).UTC() }})
	if err != nil {
		t.Fatal(err)
	}
	s, rep, err := g.Grade(context.Background(), fixtureResponse(t, name))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]report.CriterionResult{}
	for _, cr := range s.CriteriaResults {
		out[cr.ID] = cr
	}
	return out, rep, rec.Units()
}

// wantVerdict fails the test unless criterion id has verdict v and its
// reasoning holds every fragment.
func wantVerdict(t *testing.T, got map[string]report.CriterionResult, id string, v checks.Verdict, fragments ...string) {
	t.Helper()
	cr := got[id]
	if cr.Verdict != v {
		t.Errorf("%s = %s, want %s: %s", id, cr.Verdict, v, cr.Reasoning)
	}
	for _, f := range fragments {
		if !strings.Contains(cr.Reasoning, f) {
			t.Errorf("%s reasoning lacks %q:\n%s", id, f, cr.Reasoning)
		}
	}
}

// wantProblem fails unless the report lists a trace problem of that kind
// for the chunk, at the rank.
func wantProblem(t *testing.T, rep *report.Report, chunk string, kind retrieval.ProblemKind, rank int) {
	t.Helper()
	for _, p := range rep.TraceProblems {
		if p.ChunkID == chunk && p.Kind == kind && p.Rank == rank {
			return
		}
	}
	t.Errorf("report.json trace_problems lacks %s %s at rank %d: %+v", chunk, kind, rank, rep.TraceProblems)
}

// unitText is everything the judge was shown.
func unitText(units []judge.Unit) string {
	b, _ := json.Marshal(units)
	var s string
	// Decode the JSON string escapes so "forum-selection" matches as written.
	var raw []map[string]any
	json.Unmarshal(b, &raw)
	for _, u := range raw {
		for _, v := range u {
			if str, ok := v.(string); ok {
				s += str + "\n"
			}
		}
	}
	return s + string(b)
}

// Forged text on the off-topic overview's chunk used to make C-006 pass
// on the forged sentence and let the judge verify evidence against it.
func TestForgedTraceTextDoesNotCount(t *testing.T) {
	got, rep, units := gradeFixture(t, "trace-forged-text-off-topic")
	wantProblem(t, rep, "VLT-0016#c3", retrieval.TextDiffers, 7)
	wantVerdict(t, got, "C-006", checks.Fail, "The cited passage was not retrieved: § 2 of VLT-0016 is in chunk VLT-0016#c3", "trace entry VLT-0016#c3 (rank 7, text-differs)")
	wantVerdict(t, got, "C-005", checks.Fail, `"VLT-0016" appears in no chunk`)
	for _, e := range rep.Trace {
		if e.ChunkID == "VLT-0016#c3" {
			t.Errorf("the forged entry is listed as retrieved: %+v", rep.Trace)
		}
	}
	if txt := unitText(units); strings.Contains(txt, "... forum-selection clause.") {
		t.Errorf("the judge was shown the forged trace text")
	}
	for _, u := range units {
		if strings.Contains(u.Source, "VLT-0016#c3") && !strings.Contains(u.Source, "NOT among the retrieved chunks") {
			t.Errorf("the overview passage went to the judge unmarked: %q", u.Source)
		}
	}
}

// Stewart's caption written in front of a chunk's text used to make the
// identifier "appear" in the trace.
func TestForgedCaptionDoesNotCount(t *testing.T) {
	got, rep, _ := gradeFixture(t, "trace-forged-caption-identifier")
	wantProblem(t, rep, "VLT-0004#c3", retrieval.TextDiffers, 7)
	wantVerdict(t, got, "C-005", checks.Fail, `"487 U.S. 22" appears in no chunk`)
	wantVerdict(t, got, "C-006", checks.Fail, "p. 29 of VLT-0004 is in chunk VLT-0004#c3, which was not retrieved")
}

// A chunk ID the Vault does not hold used to fall back to its document
// and pass C-005 for the document's ID.
func TestUnknownTraceChunkDoesNotCount(t *testing.T) {
	got, rep, _ := gradeFixture(t, "trace-unknown-chunk")
	wantProblem(t, rep, "VLT-0011#c999", retrieval.UnknownChunk, 7)
	wantVerdict(t, got, "C-005", checks.Fail, `"VLT-0011" appears in no chunk`, "trace entry VLT-0011#c999 (rank 7, unknown-chunk)")
}

// A walled chunk in the trace used to draw no finding at all.
func TestWalledTraceChunkIsAFinding(t *testing.T) {
	got, rep, units := gradeFixture(t, "trace-walled-chunk-uncited")
	wantProblem(t, rep, "VLT-0027#c4", retrieval.Walled, 7)
	wantVerdict(t, got, "C-002", checks.Pass, "Warning: trace entry VLT-0027#c4 (rank 7, walled)", "leaked")
	if txt := unitText(units); strings.Contains(txt, "Globex will argue") {
		t.Error("the walled chunk's text was sent to the judge")
	}
}

// A citation of a walled document: C-002 fails for citing it, C-003
// fails because the judge may not see it (it used to pass by being
// skipped), and its text goes nowhere.
func TestWalledCitationFailsC003(t *testing.T) {
	got, rep, units := gradeFixture(t, "walled-document-cited")
	wantProblem(t, rep, "VLT-0027#c5", retrieval.Walled, 2)
	wantVerdict(t, got, "C-002", checks.Fail, "VLT-0027")
	wantVerdict(t, got, "C-003", checks.Fail, "the requesting user could not read its document", "cannot be shown to support the proposition")
	wantVerdict(t, got, "C-005", checks.Pass)
	wantVerdict(t, got, "C-006", checks.Pass)
	if txt := unitText(units); strings.Contains(txt, "screened personnel") || strings.Contains(txt, "VLT-0027#c5") {
		t.Error("the walled document's text or chunk reached the judge")
	}
}

// A pinpoint is a claim about where the support is.
func TestPinDecidesThePassage(t *testing.T) {
	got, rep, units := gradeFixture(t, "pin-unretrieved-page")
	wantVerdict(t, got, "C-006", checks.Fail, "p. 20 of VLT-0001 is in chunk VLT-0001#c7, which was not retrieved")
	if p := rep.Citations[0].Passage; p.Chunk != "VLT-0001#c7" || p.Retrieved {
		t.Errorf("the passage of Bremen at 20 is %+v, want VLT-0001#c7 not retrieved", p)
	}
	judged := false
	for _, u := range units {
		if u.Kind == judge.UnitCitation {
			judged = true
			if !strings.Contains(u.Source, "VLT-0001#c7") || !strings.Contains(u.Source, "NOT among the retrieved chunks") || strings.Contains(u.Excerpt, "prima facie valid") {
				t.Errorf("the judge graded %q / %q, want the pinned, unretrieved text of #c7", u.Source, u.Excerpt)
			}
		}
	}
	if !judged {
		t.Error("the pinned text was not judged")
	}
	right, _, _ := gradeFixture(t, "pin-right-page")
	for id, cr := range right {
		if cr.Verdict != checks.Pass {
			t.Errorf("pin-right-page %s = fail: %s", id, cr.Reasoning)
		}
	}
}

// Locators that name no place fail C-009 with the document's real
// extent (they were warnings).
func TestPinsOutsideTheDocumentFailC009(t *testing.T) {
	got, rep, _ := gradeFixture(t, "pin-outside-document")
	wantVerdict(t, got, "C-009", checks.Fail,
		"VLT-0015 runs pp. 509-515; p. 518 is not in it",
		"VLT-0001 has no chunk VLT-0001#c99",
		"VLT-0001 runs pp. 1-24; pp. 1-9999 are not in it",
		"VLT-0022 has no § 99",
		"VLT-0017's numbered paragraphs run ¶¶ 1-11; ¶ 999 is not in it")
	for _, c := range rep.Citations {
		if !strings.Contains(c.Passage.Why, "Located by best match") {
			t.Errorf("%q: a passage found without its locator must say so: %s", c.Text, c.Passage.Why)
		}
	}
}

// Without a trace nothing is invented: C-005 fails closed, every
// passage is located in the cited document and labelled, and every
// trace-bound reasoning says so.
func TestNoTraceIsSaidOutLoud(t *testing.T) {
	got, rep, units := gradeFixture(t, "no-trace-answer")
	wantVerdict(t, got, "C-005", checks.Fail, "no retrieval trace: what was retrieved for this query cannot be known")
	if strings.Contains(got["C-005"].Reasoning, "appears in no chunk") {
		t.Errorf("C-005 lists missing identifiers instead of the one reason: %s", got["C-005"].Reasoning)
	}
	for _, id := range []string{"C-003", "C-004", "C-005", "C-006", "C-007", "C-008", "C-009"} {
		wantVerdict(t, got, id, map[bool]checks.Verdict{true: checks.Fail, false: checks.Pass}[id == "C-005"], NoTraceNote)
	}
	if rep.TraceSource != "none" || len(rep.Trace) != 0 {
		t.Errorf("report trace %q %v, want none and nothing retrieved", rep.TraceSource, rep.Trace)
	}
	for _, c := range rep.Citations {
		if !c.Passage.NoTrace || c.Passage.Doc != c.Resolution.Doc {
			t.Errorf("%q: passage %+v, want one located in its own document %s", c.Text, c.Passage, c.Resolution.Doc)
		}
	}
	for _, u := range units {
		if u.Kind == judge.UnitCitation && !strings.Contains(u.Source, "no retrieval trace") {
			t.Errorf("a unit went to the judge without saying there was no trace: %q", u.Source)
		}
	}
}

// A Markdown link whose text names one document and whose target is
// another fails C-001.
func TestLinkTextNamingAnotherDocumentFailsC001(t *testing.T) {
	got, _, _ := gradeFixture(t, "c001-link-text-names-another-document")
	wantVerdict(t, got, "C-001", checks.Fail, `mismatch: the link text "VLT-0016, § 2" names VLT-0016 but the link's target is VLT-0001`)
}

// The class, not the example: what a link's text names is read as the
// answer's own citations are, and only a source other than the target
// (or one the Vault does not hold) is a mismatch.
func TestLinkTextMismatchClass(t *testing.T) {
	c, ix := openSuite(t)
	g, err := NewGrader(Options{Case: c, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		link     string
		mismatch string // "" for none
	}{
		{"[VLT-0016, § 2](vault://VLT-0001#c4)", "names VLT-0016"},
		{"[Carnival, 499 U.S. 585](vault://VLT-0001#c4)", "names VLT-0002"},
		{"[*Carnival Cruise Lines, Inc. v. Shute*](vault://VLT-0001#c4)", "names VLT-0002"},
		{"[Smith v. Jones, 123 F.3d 456](vault://VLT-0001#c4)", `cites "123 F.3d 456", which names no Vault document`},
		{"[Bremen](vault://VLT-0001#c4)", ""},
		{"[The Bremen, 407 U.S. 1, 10](vault://VLT-0001#c4)", ""},
		{"[VLT-0001, p. 10](vault://VLT-0001#c4)", ""},
		{"[here](vault://VLT-0001#c4)", ""},
	}
	for _, tt := range tests {
		t.Run(tt.link, func(t *testing.T) {
			at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
			resp := &rubric.Response{Answer: "Forum-selection clauses are prima facie valid and should be enforced unless shown unreasonable " + tt.link + ".",
				User: "u-assoc-17", AskedAt: &at, HasTrace: true, Retrieved: []retrieval.Retrieved{{ChunkID: "VLT-0001#c4", Rank: 1}}}
			s, _, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			v, why := verdictOf(s, "C-001")
			if tt.mismatch == "" && v != checks.Pass {
				t.Errorf("C-001 = %s: %s", v, why)
			}
			if tt.mismatch != "" && (v != checks.Fail || !strings.Contains(why, tt.mismatch)) {
				t.Errorf("C-001 = %s, want fail with %q: %s", v, tt.mismatch, why)
			}
		})
	}
}

// An ambiguous name in a link's text that includes the target is not a
// mismatch; one that names only other documents is.
func TestLinkTextAmbiguousName(t *testing.T) {
	v := fixture.TestVault() // "Jones" is an alias of VLT-0005 and VLT-0006
	x, err := NewVaultExtractor(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		target string
		bad    bool
	}{{"VLT-0006", false}, {"VLT-0001", true}} {
		a := &cite.Answer{Citations: []cite.Citation{{Kind: cite.KindVault, DocID: tt.target, Name: "Jones", Text: "[Jones](vault://" + tt.target + ")"}}}
		res := []resolve.Resolution{{Doc: tt.target, Docs: []string{tt.target}, By: "id"}}
		resolve.CheckLinkTexts(v, x, a, res)
		if (res[0].Problem != "") != tt.bad {
			t.Errorf("[Jones](vault://%s): problem %q", tt.target, res[0].Problem)
		}
	}
}
