package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// panicReader is a vault.Reader whose every method panics.
type panicReader struct{ vault.Reader }

// TestSharedUnitsPanicReachesEveryCheck: when building the citation
// units panics, every check that asks for them panics too (and so fails
// its criterion in runSafe), not only the first; none sees empty units.
func TestSharedUnitsPanicReachesEveryCheck(t *testing.T) {
	in := &Input{
		Vault:    panicReader{},
		User:     "u-1",
		Answer:   &cite.Answer{Propositions: []cite.Proposition{{Index: 0, Text: "p"}}, Citations: []cite.Citation{{Index: 0, Proposition: 0, Parallel: -1, Antecedent: -1}}},
		Passages: []retrieval.Passage{{Chunk: &vault.Chunk{ID: "D#c1", Doc: "D", Text: "text"}}},
		Memo:     NewResponseMemo(NewVaultCache()),
	}
	for range 3 {
		func() {
			defer func() {
				if recover() == nil {
					t.Error("sharedUnits returned instead of panicking")
				}
			}()
			units, _ := sharedUnits(in)
			t.Errorf("got %d units", len(units))
		}()
	}
}

// TestBoundedMapStopsGrowing: a full map keeps its entries, updates
// existing keys and stores no new ones.
func TestBoundedMapStopsGrowing(t *testing.T) {
	m := newBoundedMap[string, int](2)
	m.put("a", 1)
	m.put("b", 2)
	m.put("c", 3)
	m.put("a", 4)
	if v, ok := m.get("a"); !ok || v != 4 {
		t.Errorf("a = %d, %v; want 4", v, ok)
	}
	if _, ok := m.get("c"); ok {
		t.Error("c was stored past the bound")
	}
	if n := len(m.m); n != 2 {
		t.Errorf("map holds %d entries, want 2", n)
	}
}
