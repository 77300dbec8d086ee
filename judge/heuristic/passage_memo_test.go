package heuristic

import (
	"github.com/citecheck/citecheck/judge"
	"reflect"
	"testing"
)

// TestPassageMemoKeepsWhatItReads: a passage found in the memo is the
// one its four texts read to, a unit differing in any of them reads its
// own, and deciding units over a kept passage leaves it as read (no rule
// writes to it).
func TestPassageMemoKeepsWhatItReads(t *testing.T) {
	tm := newTextMemo()
	base := bremenCitation()
	base.SameDocRetrieved = "The Court also held that the clause was freely negotiated."
	variants := []func(u *judge.Unit){
		func(u *judge.Unit) {},
		func(u *judge.Unit) { u.Before += " The District Court denied the motion." },
		func(u *judge.Unit) { u.Excerpt = "We hold that forum-selection clauses are not enforceable." },
		func(u *judge.Unit) { u.After = "" },
		func(u *judge.Unit) { u.SameDocRetrieved = "Enforcement was shown to be unreasonable." },
	}
	for round := 0; round < 2; round++ {
		for i, change := range variants {
			u := base
			change(&u)
			got := newPassage(&u, tm)
			want := readPassage(&u, nil)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d, variant %d: the memo's passage is not the one its texts read to", round, i)
			}
			u.Proposition = "Forum-selection clauses are never enforced when the resisting party objects."
			citationVerdict(&u, tm, &DefaultOperatingPoint)
			if again := newPassage(&u, tm); !reflect.DeepEqual(again, want) {
				t.Fatalf("variant %d: deciding a unit changed the kept passage", i)
			}
		}
	}
	if len(tm.pm) != len(variants) {
		t.Fatalf("%d passages kept for %d distinct texts", len(tm.pm), len(variants))
	}
	if p := newPassage(&base, nil); !reflect.DeepEqual(p, readPassage(&base, nil)) {
		t.Fatal("no memo: the passage differs")
	}
}
