package checks

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestRegistry: check names are unique, deterministic checks come first,
// and every binding of FORMATS.md's table resolves to a check with that ID.
func TestRegistry(t *testing.T) {
	spec := map[string]string{ // the table of FORMATS.md: the case file: check -> seed criterion
		"citations-exist": "C-001", "citations-accessible": "C-002", "judge:supports": "C-003",
		"judge:adverse": "C-004", "identifiers-verbatim": "C-005", "passages-on-topic": "C-006",
		"judge:calibrated": "C-007", "judge:unsupported-flagged": "C-008", "citations-have-locators": "C-009",
	}
	seen := map[string]bool{}
	judgeSeen := false
	for _, b := range Registry() {
		if seen[b.Name] {
			t.Errorf("duplicate check %q", b.Name)
		}
		seen[b.Name] = true
		if b.Kind == Deterministic && judgeSeen {
			t.Errorf("deterministic check %q listed after a judge check", b.Name)
		}
		judgeSeen = judgeSeen || b.Kind != Deterministic
		chk, err := b.New()
		if err != nil {
			t.Fatalf("%s: %v", b.Name, err)
		}
		if chk.ID() != b.Name {
			t.Errorf("binding %q builds a check with ID %q", b.Name, chk.ID())
		}
	}
	var names []string
	for _, b := range Registry() {
		if b.Name != CheckCriterion {
			names = append(names, b.Name)
		}
	}
	if got, want := strings.Join(rubric.CheckNames(), " "), strings.Join(names, " "); got != want {
		t.Errorf("the names a case may use are %s, the registry binds %s", got, want)
	}
	for name, seed := range spec {
		b, ok := Lookup(name)
		if !ok {
			t.Errorf("binding %q does not resolve", name)
			continue
		}
		if b.Seed != seed {
			t.Errorf("%s: seed %s, want %s", name, b.Seed, seed)
		}
	}
	if _, ok := Lookup(CheckCriterion); ok {
		t.Errorf("%q is internal and must not be accepted from a case file", CheckCriterion)
	}
	if b, err := BindingFor(rubric.Criterion{ID: "X"}); err != nil || b.Name != CheckCriterion {
		t.Errorf("a criterion without check binds to %q (%v), want %q", b.Name, err, CheckCriterion)
	}
}
