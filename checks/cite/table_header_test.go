package cite

import "testing"

// TestTableHeaderIsNoProposition: a Markdown table's header row names
// its columns and states nothing, so it is no proposition; each body row
// is one, citing what its cells cite.
func TestTableHeaderIsNoProposition(t *testing.T) {
	e := markerExtractor(t)
	in := "| Issue | Rule | Authority |\n|---|---|---|\n| Validity | Clauses are valid | [VLT-0001, p. 10] |\n| Fraud | Fraud voids them | [VLT-0001, p. 15] |\n"
	a := e.Extract(in)
	var got []string
	for _, p := range a.Propositions {
		got = append(got, in[p.Start:p.End])
	}
	if len(got) != 2 {
		t.Fatalf("propositions %q, want the two body rows", got)
	}
	for _, c := range a.Citations {
		if c.Proposition < 0 {
			t.Errorf("%q supports nothing", c.Text)
		}
	}
}
