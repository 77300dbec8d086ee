package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/judge"
)

// TestMergeBlockUnits: the units of citations split from one provider
// citation (one Group) of one proposition and document become one unit
// reading the blocks together; other units stay as they are.
func TestMergeBlockUnits(t *testing.T) {
	p0, p1 := &cite.Proposition{Index: 0}, &cite.Proposition{Index: 1}
	unit := func(p *cite.Proposition, group, doc, excerpt, after string) citationUnit {
		c := &cite.Citation{Structured: &cite.StructuredRef{Group: group}}
		if group == "-" {
			c.Structured = nil
		}
		return citationUnit{Unit: judge.Unit{Excerpt: excerpt, After: after}, Prop: p, Cite: c, Cites: []*cite.Citation{c}, Doc: doc}
	}
	for _, tt := range []struct {
		name     string
		in       []citationUnit
		excerpts []string
		cites    []int
		after    string // of the first unit
	}{
		{"two blocks of one citation", []citationUnit{unit(p0, "c[0]", "D", "one", "a1"), unit(p0, "c[0]", "D", "two", "a2")}, []string{"one … two"}, []int{2}, "a2"},
		{"three blocks", []citationUnit{unit(p0, "g", "D", "a", ""), unit(p0, "g", "D", "b", ""), unit(p0, "g", "D", "c", "z")}, []string{"a … b … c"}, []int{3}, "z"},
		{"no group", []citationUnit{unit(p0, "", "D", "one", "a1"), unit(p0, "", "D", "two", "a2")}, []string{"one", "two"}, []int{1, 1}, "a1"},
		{"not structured", []citationUnit{unit(p0, "-", "D", "one", ""), unit(p0, "-", "D", "two", "")}, []string{"one", "two"}, []int{1, 1}, ""},
		{"two citations", []citationUnit{unit(p0, "g1", "D", "one", ""), unit(p0, "g2", "D", "two", "")}, []string{"one", "two"}, []int{1, 1}, ""},
		{"two propositions", []citationUnit{unit(p0, "g", "D", "one", ""), unit(p1, "g", "D", "two", "")}, []string{"one", "two"}, []int{1, 1}, ""},
		{"two documents", []citationUnit{unit(p0, "g", "D", "one", ""), unit(p0, "g", "E", "two", "")}, []string{"one", "two"}, []int{1, 1}, ""},
		{"another unit between", []citationUnit{unit(p0, "g", "D", "one", ""), unit(p0, "", "D", "x", ""), unit(p0, "g", "D", "two", "")}, []string{"one … two", "x"}, []int{2, 1}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := append([]citationUnit(nil), tt.in...)
			got := mergeBlockUnits(in)
			if len(got) != len(tt.excerpts) {
				t.Fatalf("%d units, want %d", len(got), len(tt.excerpts))
			}
			for k, u := range got {
				if u.Unit.Excerpt != tt.excerpts[k] || len(u.Cites) != tt.cites[k] {
					t.Errorf("unit %d: excerpt %q with %d cites, want %q with %d", k, u.Unit.Excerpt, len(u.Cites), tt.excerpts[k], tt.cites[k])
				}
			}
			if got[0].Unit.After != tt.after {
				t.Errorf("after %q, want %q", got[0].Unit.After, tt.after)
			}
			if tt.in[0].Unit.Excerpt != in[0].Unit.Excerpt {
				t.Errorf("the caller's units were changed")
			}
		})
	}
}
