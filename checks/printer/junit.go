package printer

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// JUnitSuites is the root of a JUnit XML report, the format CI systems
// (Jenkins, GitLab, GitHub Actions reporters) read. The regression-suite
// runner builds one too, so the types are shared.
type JUnitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Suites   []JUnitSuite `xml:"testsuite"`
}

// JUnitSuite is one <testsuite>: one graded response.
type JUnitSuite struct {
	Name       string          `xml:"name,attr"`
	Tests      int             `xml:"tests,attr"`
	Failures   int             `xml:"failures,attr"`
	Errors     int             `xml:"errors,attr"`
	Skipped    int             `xml:"skipped,attr"`
	Properties []JUnitProperty `xml:"properties>property,omitempty"`
	Cases      []JUnitCase     `xml:"testcase"`
}

// JUnitProperty is a name/value pair of a suite (model, judge, task).
type JUnitProperty struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

// JUnitCase is one <testcase>: one criterion of one response.
type JUnitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Failure   *JUnitFailure `xml:"failure,omitempty"`
	Error     *JUnitFailure `xml:"error,omitempty"`
	Skipped   *JUnitSkipped `xml:"skipped,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

// JUnitFailure is a <failure> or <error>: a short message and the full
// reasoning as its text.
type JUnitFailure struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

// JUnitSkipped marks a test case that was not run or not compared.
type JUnitSkipped struct {
	Message string `xml:"message,attr"`
}

// Add appends a suite and updates the totals.
func (j *JUnitSuites) Add(s JUnitSuite) {
	s.Tests = len(s.Cases)
	s.Failures, s.Errors, s.Skipped = 0, 0, 0
	for _, c := range s.Cases {
		if c.Skipped != nil {
			s.Skipped++
		}
		if c.Failure != nil {
			s.Failures++
		}
		if c.Error != nil {
			s.Errors++
		}
	}
	j.Suites = append(j.Suites, s)
	j.Tests += s.Tests
	j.Failures += s.Failures
	j.Errors += s.Errors
	j.Skipped += s.Skipped
}

// WriteJUnitXML writes j as an XML document with a declaration, two-space
// indent and a final newline. Characters XML cannot carry (control
// characters in an untrusted answer) become U+FFFD.
func WriteJUnitXML(w io.Writer, j *JUnitSuites) error {
	b, err := xml.MarshalIndent(j, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding JUnit XML: %w", err)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return err
	}
	_, err = io.WriteString(w, "\n")
	return err
}

// WriteJUnit writes one graded response as JUnit XML: a suite named by
// the run ID, one test case per criterion, a failure (with the reasoning)
// per failed criterion, and an error instead for a criterion that could
// not be completed (judge unreachable, budget exhausted).
func WriteJUnit(w io.Writer, s *report.Scores, r *report.Report, opt Options) error {
	return WriteJUnitAll(w, []Graded{{Scores: s, Report: r}}, opt)
}

// Graded is one graded response, for printers that take many.
type Graded struct {
	Scores *report.Scores
	Report *report.Report // may be nil when not redacting
}

// WriteJUnitAll writes many graded responses (a batch) as one JUnit
// document: one suite per response, in the order given.
func WriteJUnitAll(w io.Writer, all []Graded, opt Options) error {
	j := &JUnitSuites{Name: "citecheck grade"}
	for _, g := range all {
		if g.Scores == nil {
			return fmt.Errorf("printer: no scores to print")
		}
		s, r := g.Scores, g.Report
		if r != nil {
			s, r = redact(s, r, opt.ShowDenied)
		} else if !opt.ShowDenied {
			return fmt.Errorf("printer: withholding denied text needs the report of %s (or --show-denied)", s.RunID)
		}
		suite := ScoresSuite(s)
		if r != nil {
			withReasons(&suite, s, r, opt)
		}
		j.Add(suite)
	}
	return WriteJUnitXML(w, j)
}

// ScoresSuite is the JUnit suite of one graded response.
func ScoresSuite(s *report.Scores) JUnitSuite {
	suite := JUnitSuite{Name: s.RunID, Properties: []JUnitProperty{
		{Name: "task", Value: s.Task}, {Name: "model", Value: s.Model}, {Name: "judge_model", Value: s.JudgeModel},
		{Name: "summary", Value: s.Summary}, {Name: "scored_at", Value: s.ScoredAt},
	}}
	incomplete := map[string]bool{}
	for _, id := range s.Incomplete {
		incomplete[id] = true
	}
	for _, cr := range s.CriteriaResults {
		c := JUnitCase{Name: cr.ID + " " + cr.Title, Classname: Classname(s.Task), SystemOut: how(cr) + ": " + cr.Reasoning}
		msg := strings.Join(strings.Fields(cr.Reasoning), " ")
		switch {
		case incomplete[cr.ID]:
			c.Error = &JUnitFailure{Message: msg, Type: "incomplete", Text: cr.Reasoning}
		case cr.Verdict != checks.Pass:
			c.Failure = &JUnitFailure{Message: msg, Type: "fail", Text: cr.Reasoning}
		}
		suite.Cases = append(suite.Cases, c)
	}
	return suite
}

// withReasons makes each failure's message its reasons as people read
// them (the summary, then each failing citation with where it resolved
// and why), the full reasoning staying in the text.
func withReasons(suite *JUnitSuite, s *report.Scores, r *report.Report, opt Options) {
	byID := map[string]critReasons{}
	for _, c := range criterionReasons(s, r, redactor{on: !opt.ShowDenied, r: r}, textsFor(r, opt.Texts)) {
		byID[c.ID] = c
	}
	for i, cr := range s.CriteriaResults {
		c := &suite.Cases[i]
		f := c.Failure
		if f == nil {
			f = c.Error
		}
		if f == nil {
			continue
		}
		cw := byID[cr.ID]
		parts := []string{cw.Summary}
		for _, l := range cw.Errors {
			line := l.Subject()
			if w := l.Where(); w != "" {
				line += " -> " + w
			}
			parts = append(parts, line+": "+l.Why)
		}
		f.Message = strings.Join(parts, " | ")
		f.Text = strings.Join(parts, "\n") + "\n\n" + cr.Reasoning
	}
}

// how names how a criterion was decided: "deterministic", "heuristic",
// "judge (cache)" (the origin of the judge's verdicts, when it says more
// than the method).
func how(cr report.CriterionResult) string {
	if cr.Origin != "" && cr.Origin != string(cr.Method) {
		return string(cr.Method) + " (" + cr.Origin + ")"
	}
	return string(cr.Method)
}

// Classname makes a dotted JUnit class name from a task or suite name, so
// CI tools group the cases under it.
func Classname(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '/' || r == ' ' {
			return '.'
		}
		return r
	}, s)
	return "citecheck." + s
}
