package judge

import (
	"encoding/json"
	"math/rand"
	"reflect"
	"testing"
)

// keyBase is a unit with every field of every nested type set, so a
// change to any one field can be seen.
func keyBase() Unit {
	return Unit{Kind: UnitCitation, ID: "P1/C1", Proposition: "p", Citation: "c", Source: "s", Excerpt: "e",
		Before: "b", After: "a", Holding: "h", Outcome: "o", SameDocRetrieved: "same",
		Claims: []Claim{{ID: "P1", Text: "t", Why: "w", Next: "n",
			Passages:     []ClaimPassage{{Chunk: "D#c1", Source: "src", Text: "x", Holding: "ph", Outcome: "po"}},
			MorePassages: []ClaimPassage{{Chunk: "D#c2", Source: "src2", Text: "y"}}}},
		Criterion: &Criterion{ID: "C-010", Title: "ti", MatchCriteria: "m", Negative: true},
		Question:  "q", Answer: "ans"}
}

// TestUnitKeyFollowsTheJSON changes every field of a unit, at every
// depth (found by reflection, so a field added later is changed too),
// and requires the key to change exactly when the unit's JSON does.
func TestUnitKeyFollowsTheJSON(t *testing.T) {
	key := func(u Unit) memoKey {
		k, err := unitKey(&u)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	js := func(u Unit) string {
		b, err := json.Marshal(u)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	base := keyBase()
	fields := 0
	var visit func(path string, v reflect.Value)
	visit = func(path string, v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			visit(path, v.Elem())
			return
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				visit(path, v.Index(i))
			}
			return
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				visit(path+"."+v.Type().Field(i).Name, v.Field(i))
			}
			return
		}
		fields++
		old := reflect.ValueOf(v.Interface())
		switch v.Kind() {
		case reflect.String:
			v.SetString(v.String() + "!")
		case reflect.Bool:
			v.SetBool(!v.Bool())
		default:
			t.Fatalf("%s: a %s field; teach this test (and unitKey) its kind", path, v.Kind())
		}
		changedJSON, changedKey := js(base) != js(keyBase()), key(base) != key(keyBase())
		if changedJSON != changedKey {
			t.Errorf("%s: JSON changed %v, key changed %v", path, changedJSON, changedKey)
		}
		v.Set(old)
	}
	visit("Unit", reflect.ValueOf(&base).Elem())
	if fields < 25 {
		t.Fatalf("visited only %d fields", fields)
	}
	// Structure: claims and passages moved between levels, a nil and an
	// empty criterion, fields whose text could run into the next one.
	pairs := [][2]Unit{
		{{ID: "a", Proposition: "bc"}, {ID: "ab", Proposition: "c"}},
		{{Claims: []Claim{{ID: "1"}, {ID: "2"}}}, {Claims: []Claim{{ID: "1", Passages: []ClaimPassage{{Chunk: "2"}}}}}},
		{{}, {Criterion: &Criterion{}}},
		{{Claims: nil}, {Claims: []Claim{}}},
	}
	rng := rand.New(rand.NewSource(7))
	parts := []string{"", "a", "b", "ab", ":", "1:", "\x00", "é"}
	for range 2000 {
		var u Unit
		u.ID, u.Excerpt = parts[rng.Intn(len(parts))], parts[rng.Intn(len(parts))]
		for range rng.Intn(3) {
			c := Claim{ID: parts[rng.Intn(len(parts))], Text: parts[rng.Intn(len(parts))]}
			for range rng.Intn(3) {
				c.Passages = append(c.Passages, ClaimPassage{Chunk: parts[rng.Intn(len(parts))], Text: parts[rng.Intn(len(parts))]})
			}
			u.Claims = append(u.Claims, c)
		}
		pairs = append(pairs, [2]Unit{u, pairs[len(pairs)-1][0]})
	}
	for _, p := range pairs {
		if (js(p[0]) == js(p[1])) != (key(p[0]) == key(p[1])) {
			t.Fatalf("units %+v and %+v: JSON equal %v, keys equal %v", p[0], p[1], js(p[0]) == js(p[1]), key(p[0]) == key(p[1]))
		}
	}
}
