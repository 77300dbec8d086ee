package checks

import (
	"fmt"

	"github.com/citecheck/citecheck/checks/rubric"
)

// CheckCriterion grades a criterion that names no check, Harvey-style,
// from its match_criteria alone. Case files do not name it.
const CheckCriterion = "judge:criterion"

// Binding ties a check name to its constructor. Kind is Deterministic or
// ByJudge: the grader runs every deterministic check before any judge
// check so judge checks can read their results (Input.Earlier).
type Binding struct {
	Name string
	Kind Method
	// Seed is the seed rubric's criterion this check was written for.
	Seed string
	New  func() (Check, error)
}

// Registry is every built-in check in the order they run, deterministic
// first. It is an explicit list (no init() registration) so what exists
// is visible in one place; it returns a fresh slice on each call.
func Registry() []Binding {
	return []Binding{
		{rubric.CheckCitationsExist, Deterministic, "C-001", func() (Check, error) { return NewExistCheck(), nil }},
		{rubric.CheckCitationsAccessible, Deterministic, "C-002", func() (Check, error) { return NewAccessCheck(), nil }},
		{rubric.CheckIdentifiersVerbatim, Deterministic, "C-005", func() (Check, error) { return NewVerbatimCheck(), nil }},
		{rubric.CheckPassagesOnTopic, Deterministic, "C-006", func() (Check, error) { return NewTopicCheck(), nil }},
		{rubric.CheckHaveLocators, Deterministic, "C-009", func() (Check, error) { return NewLocatorCheck(), nil }},
		{rubric.CheckSupports, ByJudge, "C-003", func() (Check, error) { return NewSupportsCheck(), nil }},
		{rubric.CheckAdverse, ByJudge, "C-004", func() (Check, error) { return NewAdverseCheck(), nil }},
		{rubric.CheckCalibrated, ByJudge, "C-007", func() (Check, error) { return NewCalibratedCheck(), nil }},
		{rubric.CheckUnsupportedFlagged, ByJudge, "C-008", func() (Check, error) { return NewUnsupportedFlaggedCheck(), nil }},
		{CheckCriterion, ByJudge, "", func() (Check, error) { return NewCriterionCheck(), nil }},
	}
}

// Lookup finds the binding for a check name a case file may use.
func Lookup(name string) (Binding, bool) {
	if name == CheckCriterion {
		return Binding{}, false
	}
	for _, b := range Registry() {
		if b.Name == name {
			return b, true
		}
	}
	return Binding{}, false
}

// BindingFor is the binding that grades criterion cr: its check, or the
// Harvey-style judge check when it names none.
func BindingFor(cr rubric.Criterion) (Binding, error) {
	name := cr.Check
	if name == "" {
		name = CheckCriterion
	}
	for _, b := range Registry() {
		if b.Name == name {
			return b, nil
		}
	}
	return Binding{}, fmt.Errorf("criterion %s: unknown check %q", cr.ID, cr.Check)
}
