package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/judge"
)

// TestSpanExcused: of a provider citation naming several sources for a
// span of several sentences, a unit's failure is excused when another
// source of the span bears its sentence out and its own source bears
// out another sentence; a source bearing out none, a sentence none bears
// out, a citation of no group and an adverse holding are never excused.
func TestSpanExcused(t *testing.T) {
	props := []cite.Proposition{{Index: 0}, {Index: 1}}
	ref := func(group, field string) *cite.Citation {
		return &cite.Citation{Structured: &cite.StructuredRef{Group: group, Field: field}}
	}
	unit := func(p int, c *cite.Citation) citationUnit {
		return citationUnit{Prop: &props[p], Cite: c, Cites: []*cite.Citation{c}}
	}
	a, b, x := ref("citations[0]", "citations[0].retrievedReferences[0]"), ref("citations[0]", "citations[0].retrievedReferences[1]"), ref("citations[0]", "citations[0].retrievedReferences[2]")
	lone := ref("", "citations[1].retrievedReferences[0]")
	ok := judge.Outcome{Assessment: judge.Assessment{Supports: true}}
	no := judge.Outcome{Assessment: judge.Assessment{Supports: false, Adverse: true}}
	for _, tt := range []struct {
		name     string
		check    *citationCheck
		units    []citationUnit
		verdicts []judge.Outcome
		want     []bool
	}{
		{"each sentence from one of two sources", NewSupportsCheck().(*citationCheck),
			[]citationUnit{unit(0, a), unit(0, b), unit(1, a), unit(1, b)}, []judge.Outcome{ok, no, no, ok}, []bool{false, true, true, false}},
		{"a source bearing out neither sentence", NewSupportsCheck().(*citationCheck),
			[]citationUnit{unit(0, a), unit(0, x), unit(1, a), unit(1, x)}, []judge.Outcome{ok, no, no, no}, []bool{false, false, false, false}},
		{"a sentence no source bears out", NewSupportsCheck().(*citationCheck),
			[]citationUnit{unit(0, a), unit(0, b), unit(1, a), unit(1, b)}, []judge.Outcome{ok, ok, no, no}, []bool{false, false, false, false}},
		{"a citation of no group", NewSupportsCheck().(*citationCheck),
			[]citationUnit{unit(0, a), unit(0, lone), unit(1, lone), unit(1, a)}, []judge.Outcome{ok, no, ok, no}, []bool{false, false, false, false}},
		{"an adverse holding is never excused", NewAdverseCheck().(*citationCheck),
			[]citationUnit{unit(0, a), unit(0, b), unit(1, a), unit(1, b)}, []judge.Outcome{ok, no, no, ok}, []bool{false, false, false, false}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.check.spanExcused(tt.units, tt.verdicts)
			for k := range tt.want {
				if got[k] != tt.want[k] {
					t.Errorf("unit %d excused %v, want %v", k, got[k], tt.want[k])
				}
			}
		})
	}
}
