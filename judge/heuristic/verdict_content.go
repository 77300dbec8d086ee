package heuristic

import (
	"maps"
	"slices"

	"github.com/citecheck/citecheck/judge"
)

// The rules read everything a citation unit carries except its ID,
// which only names the assessment. Answers graded one after another
// cite the same passage for the same proposition under other IDs ("P1/C1"
// in one, "P3/C2" in the next), and the C-008 rule asks the citation
// rules about every (claim, passage) pair it is offered, pairs that
// recur from answer to answer; so a judge keeps each citation verdict by
// the unit's content and operating point, and a unit differing only in
// its ID is answered from it (TestVerdictByContentIgnoresOnlyTheID).

// contentKey is a citation unit's key among verdicts by content: every
// field the rules read (unitFields without the ID) and the operating
// point they decided at.
type contentKey struct {
	fields unitFields
	op     OperatingPoint
	nilOp  bool
}

// contentKeyOf is u's key, false when u is not kept by content (a unit
// with claims, or one too long to keep).
func contentKeyOf(u *judge.Unit, op *OperatingPoint) (contentKey, int, bool) {
	if len(u.Claims) != 0 || u.Criterion != nil {
		return contentKey{}, 0, false
	}
	f := unitFields{u.Kind, "", u.Proposition, u.Citation, u.Source, u.Excerpt, u.Before, u.After,
		u.Holding, u.Outcome, u.SameDocRetrieved, u.Adjacent, u.Answer}
	size := len(f.prop) + len(f.cite) + len(f.source) + len(f.excerpt) + len(f.before) + len(f.after) +
		len(f.holding) + len(f.outcome) + len(f.sameDoc) + len(f.adjacent) + len(f.answer)
	if size > maxFieldKeyBytes {
		return contentKey{}, 0, false
	}
	k := contentKey{fields: f, nilOp: op == nil}
	if op != nil {
		k.op = *op
	}
	return k, size, true
}

// verdictByContent is the verdict tm keeps for k, as a copy of its own
// (nil memo or none kept: nil).
func (tm *textMemo) verdictByContent(k contentKey, id string) *unitVerdict {
	if tm == nil {
		return nil
	}
	tm.mu.Lock()
	v, ok := tm.vm[k]
	tm.mu.Unlock()
	if !ok {
		return nil
	}
	return v.clone(id)
}

// keepVerdict keeps v for k while the memo has room in entries and bytes
// (bounded as the verdict memo's fields keys are).
func (tm *textMemo) keepVerdict(k contentKey, size int, v *unitVerdict) {
	if tm == nil {
		return
	}
	tm.mu.Lock()
	defer tm.mu.Unlock()
	if _, dup := tm.vm[k]; dup || len(tm.vm) >= maxMemoTexts || tm.vmBytes+size > maxFieldBytes {
		return
	}
	tm.vm[k] = v
	tm.vmBytes += size
}

// clone is a copy of v that shares nothing a caller may change, its
// assessment naming unit id.
func (v *unitVerdict) clone(id string) *unitVerdict {
	c := *v
	c.a.UnitID = id
	c.a.Undecided = slices.Clone(v.a.Undecided)
	c.a.Unflagged = slices.Clone(v.a.Unflagged)
	c.a.Claims = slices.Clone(v.a.Claims)
	c.why = slices.Clone(v.why)
	c.unsure = maps.Clone(v.unsure)
	return &c
}
