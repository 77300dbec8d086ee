package heuristic

import (
	"context"
	"reflect"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestVerdictByContentIgnoresOnlyTheID: the content key changes with
// every field the verdict fingerprint reads except the ID, and with the
// operating point; units with claims or a criterion are not kept by
// content.
func TestVerdictByContentIgnoresOnlyTheID(t *testing.T) {
	base := bremenCitation()
	base.Holding, base.Outcome, base.SameDocRetrieved, base.Adjacent, base.Answer = "h", "o", "s", "a", "ans"
	op := DefaultOperatingPoint
	bk, _, ok := contentKeyOf(&base, &op)
	if !ok {
		t.Fatal("a citation unit is not kept by content")
	}
	bsum := verdictMemoKey(&base)
	ut := reflect.TypeOf(base)
	for i := 0; i < ut.NumField(); i++ {
		f := ut.Field(i)
		u := base
		v := reflect.ValueOf(&u).Elem().Field(i)
		if v.Kind() != reflect.String {
			continue // claims and criterion: not kept by content (below)
		}
		v.SetString(v.String() + "x")
		k, _, ok := contentKeyOf(&u, &op)
		if !ok {
			t.Fatalf("changing %s left the unit unkept", f.Name)
		}
		keyChanged := k != bk
		want := verdictMemoKey(&u) != bsum && f.Name != "ID"
		if keyChanged != want {
			t.Errorf("changing judge.Unit.%s: content key changed %v, want %v", f.Name, keyChanged, want)
		}
	}
	other := op
	other.PassShare += 0.01
	if k, _, _ := contentKeyOf(&base, &other); k == bk {
		t.Error("another operating point has the same content key")
	}
	if k, _, _ := contentKeyOf(&base, nil); k == bk {
		t.Error("no operating point has the default point's content key")
	}
	withClaims := base
	withClaims.Claims = []judge.Claim{{ID: "c1", Text: "t"}}
	if _, _, ok := contentKeyOf(&withClaims, &op); ok {
		t.Error("a unit with claims is kept by content")
	}
	withCriterion := base
	withCriterion.Criterion = &judge.Criterion{ID: "C-1"}
	if _, _, ok := contentKeyOf(&withCriterion, &op); ok {
		t.Error("a criterion unit is kept by content")
	}
	long := base
	long.After = string(make([]byte, maxFieldKeyBytes))
	if _, _, ok := contentKeyOf(&long, &op); ok {
		t.Error("a unit longer than maxFieldKeyBytes is kept by content")
	}
}

// TestVerdictByContentAnswersAsAFreshJudge: a unit asked after another
// of the same content under another ID gets what a new judge gives it
// (its own ID included); a unit differing in one word of its passage is
// decided afresh; and changing a returned verdict changes nothing kept.
func TestVerdictByContentAnswersAsAFreshJudge(t *testing.T) {
	ctx := context.Background()
	supported := bremenCitation()
	contradicted := bremenCitation()
	contradicted.Excerpt = "We hold that forum-selection clauses are not prima facie valid and should not be enforced unless enforcement is shown by the resisting party to be reasonable under the circumstances."
	overclaimed := bremenCitation()
	overclaimed.Proposition = `Forum-selection clauses are always valid and must be enforced in every case.`
	for _, tc := range []struct {
		name        string
		first, then judge.Unit
	}{
		{"same content, other ID", supported, supported},
		{"contradicting excerpt, other ID", supported, contradicted},
		{"contradicting excerpt first", contradicted, supported},
		{"over-claim, other ID", supported, overclaimed},
		{"over-claim first", overclaimed, overclaimed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			first, then := tc.first, tc.then
			first.ID, then.ID = "P1/C1", "P7/C3"
			j := New()
			a1, err := j.Assess(ctx, first)
			if err != nil {
				t.Fatal(err)
			}
			a1.Undecided = append(a1.Undecided, "tampered")
			a1.Reasoning = "tampered"
			got, err := j.Assess(ctx, then)
			if err != nil {
				t.Fatal(err)
			}
			want, err := New().Assess(ctx, then)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("after %s:\n got %+v\nwant %+v", first.ID, got, want)
			}
			if got.UnitID != "P7/C3" {
				t.Fatalf("unit ID %q", got.UnitID)
			}
		})
	}
	// The three units are decided differently, so a key that left out
	// the excerpt or proposition would fail above.
	j := New()
	a, _ := j.Assess(ctx, supported)
	b, _ := j.Assess(ctx, contradicted)
	c, _ := j.Assess(ctx, overclaimed)
	if a.Supports == b.Supports && a.Reasoning == b.Reasoning || a.Reasoning == c.Reasoning {
		t.Fatalf("the test's units are not decided differently: %+v / %+v / %+v", a, b, c)
	}
}

// TestVerdictByContentClonesShareNothing: the kept verdict's slices and
// map are not those of the copies handed out.
func TestVerdictByContentClonesShareNothing(t *testing.T) {
	tm := newTextMemo()
	u := bremenCitation()
	u.Proposition = "Forum-selection clauses are void."
	v := citationVerdict(&u, tm, &DefaultOperatingPoint)
	v.why = append(v.why[:0], "tampered")
	if v.unsure != nil {
		v.unsure["tampered"] = true
	}
	if len(v.a.Undecided) > 0 {
		v.a.Undecided[0] = "tampered"
	}
	again := citationVerdict(&u, tm, &DefaultOperatingPoint)
	fresh := citationVerdictFresh(&u, nil, &DefaultOperatingPoint)
	if !reflect.DeepEqual(again, fresh) {
		t.Fatalf("the kept verdict changed with its copy:\n got %+v\nwant %+v", again, fresh)
	}
}
