package printer

import (
	"bytes"
	"encoding/xml"
	"testing"
)

// parseJUnit reads JUnit XML back with encoding/xml, as a CI system would.
func parseJUnit(b []byte) (*JUnitSuites, error) {
	var j JUnitSuites
	err := xml.Unmarshal(b, &j)
	return &j, err
}

// TestJUnitParses reads the grade JUnit back and checks its counts and
// that each failed criterion carries its reasoning and each incomplete
// one is an error.
func TestJUnitParses(t *testing.T) {
	s, r, _ := sample()
	var b bytes.Buffer
	if err := WriteJUnit(&b, s, r, Options{}); err != nil {
		t.Fatal(err)
	}
	j, err := parseJUnit(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(j.Suites) != 1 || j.Tests != len(s.CriteriaResults) {
		t.Fatalf("suites %d tests %d, want 1 and %d", len(j.Suites), j.Tests, len(s.CriteriaResults))
	}
	cases := map[string]JUnitCase{}
	for _, c := range j.Suites[0].Cases {
		cases[c.Name[:5]] = c
	}
	tests := []struct {
		id            string
		failure, errs bool
	}{
		{"C-001", true, false}, {"C-002", true, false}, {"C-003", false, true}, {"C-005", false, false}, {"C-007", true, false},
	}
	for _, tc := range tests {
		c, ok := cases[tc.id]
		if !ok {
			t.Errorf("no test case for %s", tc.id)
			continue
		}
		if (c.Failure != nil) != tc.failure || (c.Error != nil) != tc.errs {
			t.Errorf("%s: failure %v error %v, want %v %v", tc.id, c.Failure != nil, c.Error != nil, tc.failure, tc.errs)
		}
		if c.Failure != nil && c.Failure.Text == "" {
			t.Errorf("%s: failure without reasoning", tc.id)
		}
	}
	if j.Failures != 3 || j.Errors != 1 {
		t.Errorf("failures %d errors %d, want 3 and 1", j.Failures, j.Errors)
	}
}

// TestJUnitAll writes a batch of two responses as one document with one
// suite each, and refuses to redact without the reports.
func TestJUnitAll(t *testing.T) {
	s1, r1, _ := sample()
	s2, r2, _ := sample()
	s2.RunID = "forum/acme-rag-v3/second"
	var b bytes.Buffer
	if err := WriteJUnitAll(&b, []Graded{{s1, r1}, {s2, r2}}, Options{}); err != nil {
		t.Fatal(err)
	}
	j, err := parseJUnit(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(j.Suites) != 2 || j.Suites[1].Name != s2.RunID || j.Tests != 2*len(s1.CriteriaResults) {
		t.Errorf("suites %d, second %q, tests %d", len(j.Suites), j.Suites[1].Name, j.Tests)
	}
	if err := WriteJUnitAll(&b, []Graded{{Scores: s1}}, Options{}); err == nil {
		t.Error("redacted without a report")
	}
}
