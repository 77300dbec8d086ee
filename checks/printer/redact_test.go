package printer

import (
	"bytes"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// TestRedactSample prints the sample in every format by default and with
// --show-denied: with it the walled-off memo's passage, title, evidence
// and trace note are shown (so the test can fail); by default none of
// them is, and the redaction notice is.
func TestRedactSample(t *testing.T) {
	secrets := []string{"exposure is substantial", "Idaho's statute defeats", "Initech bench memo", "our exposure"}
	stub := "[redacted: VLT-0027 not readable by u-assoc-17 at 2026-06-15T14:00:00Z]"
	for _, format := range Formats {
		t.Run(format, func(t *testing.T) {
			s, r, texts := sample()
			var plain, red bytes.Buffer
			if err := Write(&plain, format, s, r, Options{Texts: texts, ShowDenied: true}); err != nil {
				t.Fatal(err)
			}
			if err := Write(&red, format, s, r, Options{Texts: texts}); err != nil {
				t.Fatal(err)
			}
			shown := 0
			for _, sec := range secrets {
				if strings.Contains(plain.String(), sec) {
					shown++
				}
				if strings.Contains(red.String(), sec) {
					t.Errorf("redacted %s output shows %q", format, sec)
				}
			}
			if shown == 0 {
				t.Errorf("unredacted %s output shows none of the memo's text: the test proves nothing", format)
			}
			if !strings.Contains(red.String(), stub) && !strings.Contains(red.String(), strings.ReplaceAll(stub, "[", `\[`)[:20]) {
				t.Errorf("redacted %s output lacks the redaction notice", format)
			}
		})
	}
}

// TestRedactKeepsAllowed checks redaction leaves what the user could read
// alone: the reasoning of criteria with nothing denied is unchanged, and
// the access check keeps its ACL explanation.
func TestRedactKeepsAllowed(t *testing.T) {
	s, r, _ := sample()
	rs, rr := redact(s, r, false)
	for i, cr := range rs.CriteriaResults {
		switch cr.ID {
		case "C-001", "C-002", "C-003":
			if cr.Reasoning != s.CriteriaResults[i].Reasoning {
				t.Errorf("%s reasoning changed:\n%s\nwas\n%s", cr.ID, cr.Reasoning, s.CriteriaResults[i].Reasoning)
			}
		case "C-005", "C-007":
			if cr.Reasoning == s.CriteriaResults[i].Reasoning {
				t.Errorf("%s reasoning not redacted: %s", cr.ID, cr.Reasoning)
			}
		}
	}
	if rr.Judgements[0].Assessment.Evidence != r.Judgements[0].Assessment.Evidence {
		t.Error("evidence on an allowed document was redacted")
	}
	if rr.Judgements[1].Assessment.Evidence == r.Judgements[1].Assessment.Evidence {
		t.Error("evidence on a denied document was not redacted")
	}
	if r.Judgements[1].Assessment.Evidence != "our exposure is substantial" {
		t.Error("redact modified its input")
	}
	// No access entry at all: fail closed.
	r.Access = nil
	_, rr = redact(s, r, false)
	if rr.Judgements[0].Assessment.Evidence == r.Judgements[0].Assessment.Evidence {
		t.Error("a document with no access entry was not redacted")
	}
}

// TestRedactFixture grades the ethical-wall fixture response and checks
// that no printer, redacted, shows any run of the walled-off memo's text
// (VLT-0027) that the answer itself does not contain.
func TestRedactFixture(t *testing.T) {
	s, r, v := gradeFixture(t, "c002-ethical-wall")
	if !r.Denied("VLT-0027") {
		t.Fatalf("VLT-0027 is not denied in the report: %+v", r.Access)
	}
	var windows []string
	for _, c := range v.Chunks("VLT-0027") {
		words := strings.Fields(c.Text)
		for i := 0; i+5 <= len(words); i += 3 {
			w := strings.Join(words[i:i+5], " ")
			if !strings.Contains(r.Answer, w) {
				windows = append(windows, w)
			}
		}
	}
	if len(windows) == 0 {
		t.Fatal("no text of VLT-0027 to look for")
	}
	for _, c := range r.Citations {
		for _, l := range c.Passage.Locators {
			if c.Passage.Doc == "VLT-0027" && l.Kind == "section" {
				windows = append(windows, l.Value) // a heading is document text
			}
		}
	}
	for _, format := range Formats {
		var plain, red bytes.Buffer
		if err := Write(&plain, format, s, r, Options{Texts: v, ShowDenied: true}); err != nil {
			t.Fatal(err)
		}
		if err := Write(&red, format, s, r, Options{Texts: v}); err != nil {
			t.Fatal(err)
		}
		for _, w := range windows {
			if strings.Contains(red.String(), w) {
				t.Errorf("redacted %s shows VLT-0027 text %q", format, w)
				break
			}
		}
		if format == "html" {
			leaked := false
			for _, w := range windows {
				leaked = leaked || strings.Contains(plain.String(), w)
			}
			if !leaked {
				t.Error("unredacted HTML shows no VLT-0027 text: the test proves nothing")
			}
		}
	}
}

// TestRedactUnsupportedEvidence: a whole-answer judgement (C-008) offered
// a denied passage; its evidence is withheld in the record and wherever a
// finding repeats it, though the finding names no document.
func TestRedactUnsupportedEvidence(t *testing.T) {
	s, r, texts := sample()
	j := &r.Judgements[3]
	j.Chunks = []string{"VLT-0001#c4", "VLT-0027#c4"}
	j.Assessment.Evidence = "Globex will argue that Idaho's statute defeats the clause"
	msg := `proposition P3 states a legal proposition as established fact. Judge: P3 states a rule. Evidence: "Globex will argue that Idaho's statute defeats the clause".`
	r.Criteria = append(r.Criteria, report.CriterionReport{ID: "C-008", Title: "Unsupported flagged", Check: rubric.CheckUnsupportedFlagged,
		Verdict: checks.Fail, Method: checks.ByJudge, Summary: "1 proposition(s) state law as established fact.",
		Findings: []checks.Finding{{Check: rubric.CheckUnsupportedFlagged, Criterion: "C-008", Severity: checks.SevError, Citation: -1, Proposition: 3, Message: msg}}})
	s.CriteriaResults = append(s.CriteriaResults, report.CriterionResult{ID: "C-008", Title: "Unsupported flagged", Verdict: checks.Fail, Method: checks.ByJudge,
		Reasoning: checks.Reasoning(checks.Result{Summary: r.Criteria[5].Summary, Findings: r.Criteria[5].Findings})})
	for _, format := range Formats {
		var plain, red bytes.Buffer
		if err := Write(&plain, format, s, r, Options{Texts: texts, ShowDenied: true}); err != nil {
			t.Fatal(err)
		}
		if err := Write(&red, format, s, r, Options{Texts: texts}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(plain.String(), "Idaho") {
			t.Errorf("unredacted %s lacks the evidence: the test proves nothing", format)
		}
		if strings.Contains(red.String(), "Idaho") {
			t.Errorf("redacted %s shows the denied evidence", format)
		}
	}
}
