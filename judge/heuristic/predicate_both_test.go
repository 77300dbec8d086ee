package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestPredicateSaidBothWays: a sentence that asserts a predicate of one
// thing and negates it of another leaves a proposition restating the
// asserted statement undecided, not failed; one restating the negated
// statement with the other sign still fails as decided. "Found no
// authority" negates "found", and "not merely the right" does not negate
// "right".
func TestPredicateSaidBothWays(t *testing.T) {
	for _, c := range []struct {
		name, prop, excerpt string
		supports, undecided bool
	}{
		{"restates the asserted use", "Accepting the substitute's work shows consent to the substitution, not an agreement to release the original contractor.",
			"The owner's acceptance of the substitute's work shows consent to the substitution; it does not show an agreement to release the original contractor.", false, true},
		{"found no authority restated", "No authority has been found on how the clause applies to a merger.",
			"We have found no authority on how the clause applies to a merger.", true, false},
		{"not merely does not negate", "The tenant holds a right to renew the lease.",
			"The tenant holds the option, and not merely a right, to renew the lease.", true, false},
		{"a determiner keeps the clash of acquires no rights", "Under the lease the subtenant acquires the rights of the tenant.",
			"Under the lease the subtenant acquires no rights of the tenant, only a licence.", false, false},
		// Near misses: a clash the sentence states.
		{"restates the negated use", "The statute preserves defenses that apply only to leases.",
			"The statute preserves generally applicable defenses, such as fraud or duress, but not defenses that apply only to leases.", false, false},
		{"authority found against none found", "Authority has been found on how the clause applies to a merger.",
			"We have found no authority on how the clause applies to a merger.", false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, err := NewAt(alignedPoint).Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: c.prop, Excerpt: c.excerpt})
			if err != nil {
				t.Fatal(err)
			}
			und := slices.Contains(a.Undecided, judge.UndecidedSupports)
			if a.Supports != c.supports || und != c.undecided {
				t.Errorf("supports %v undecided %v, want %v %v: %s", a.Supports, und, c.supports, c.undecided, a.Reasoning)
			}
		})
	}
}
