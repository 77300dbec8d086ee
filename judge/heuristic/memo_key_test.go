package heuristic

import (
	"reflect"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestVerdictKeysAgree: a unit's fields key changes exactly when its
// fingerprint (verdictMemoKey) does, field by field of judge.Unit by
// reflection, so that a field a rule reads and the fingerprint writes
// cannot be left out of the fields key (nor one the fingerprint leaves
// out be put in).
func TestVerdictKeysAgree(t *testing.T) {
	vm := newVerdictMemo()
	base := bremenCitation()
	base.Holding, base.Outcome, base.SameDocRetrieved, base.Adjacent, base.Answer = "h", "o", "s", "a", "ans"
	bk := vm.keyOf(&base)
	if !bk.byFields {
		t.Fatal("a citation unit is not keyed by its fields")
	}
	bsum := verdictMemoKey(&base)
	ut := reflect.TypeOf(base)
	for i := 0; i < ut.NumField(); i++ {
		f := ut.Field(i)
		u := base
		v := reflect.ValueOf(&u).Elem().Field(i)
		switch v.Kind() {
		case reflect.String:
			v.SetString(v.String() + "x")
		case reflect.Ptr:
			v.Set(reflect.New(f.Type.Elem()))
		case reflect.Slice:
			continue // claims: such units are keyed by fingerprint (below)
		default:
			t.Fatalf("judge.Unit.%s is a %s: TestVerdictKeysAgree does not change it", f.Name, v.Kind())
		}
		k := vm.keyOf(&u)
		if !k.byFields {
			t.Fatalf("changing %s keyed the unit by fingerprint", f.Name)
		}
		sumChanged := verdictMemoKey(&u) != bsum
		fieldsChanged := k.fields != bk.fields
		if sumChanged != fieldsChanged {
			t.Errorf("changing judge.Unit.%s: fingerprint changed %v, fields key changed %v", f.Name, sumChanged, fieldsChanged)
		}
	}
	withClaims := base
	withClaims.Claims = []judge.Claim{{ID: "c1", Text: "t"}}
	if k := vm.keyOf(&withClaims); k.byFields || k.sum != verdictMemoKey(&withClaims) {
		t.Fatal("a unit with claims is not keyed by its fingerprint")
	}
}

// TestVerdictMemoRemembersByFields: a unit is found again by an equal
// unit, not by one that differs in a field, and the memo's byte bound
// holds.
func TestVerdictMemoRemembersByFields(t *testing.T) {
	vm := newVerdictMemo()
	u := bremenCitation()
	vm.put(vm.keyOf(&u), judge.Assessment{UnitID: u.ID, Supports: true, Unflagged: []string{"x"}})
	again := bremenCitation()
	if a, ok := vm.get(vm.keyOf(&again)); !ok || !a.Supports || len(a.Unflagged) != 1 {
		t.Fatalf("an equal unit is not found: %+v %v", a, ok)
	}
	other := bremenCitation()
	other.After += " More."
	if _, ok := vm.get(vm.keyOf(&other)); ok {
		t.Fatal("a unit with other context text was found")
	}
	vm.put(vm.keyOf(&u), judge.Assessment{UnitID: u.ID})
	if want := vm.keyOf(&u).size; vm.fieldBytes != want {
		t.Fatalf("fieldBytes %d after storing one unit twice, want %d", vm.fieldBytes, want)
	}
	vm.fieldBytes = maxFieldBytes
	if k := vm.keyOf(&other); k.byFields {
		t.Fatal("a full memo still keys units by their fields")
	}
}
