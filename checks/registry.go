package checks

import "fmt"

// Check names a case file may bind a criterion to (SPEC §2).
const (
	CheckCitationsExist      = "citations-exist"
	CheckCitationsAccessible = "citations-accessible"
	CheckSupports            = "judge:supports"
	CheckAdverse             = "judge:adverse"
	CheckIdentifiersVerbatim = "identifiers-verbatim"
	CheckPassagesOnTopic     = "passages-on-topic"
	CheckCalibrated          = "judge:calibrated"
	CheckUnsupportedFlagged  = "judge:unsupported-flagged"
	CheckHaveLocators        = "citations-have-locators"
	// CheckCriterion grades a criterion that names no check, Harvey-style,
	// from its match_criteria alone. Case files do not name it.
	CheckCriterion = "judge:criterion"
)

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
		{CheckCitationsExist, Deterministic, "C-001", func() (Check, error) { return NewExistCheck(), nil }},
		{CheckCitationsAccessible, Deterministic, "C-002", func() (Check, error) { return NewAccessCheck(), nil }},
		{CheckIdentifiersVerbatim, Deterministic, "C-005", func() (Check, error) { return NewVerbatimCheck(), nil }},
		{CheckPassagesOnTopic, Deterministic, "C-006", func() (Check, error) { return NewTopicCheck(), nil }},
		{CheckHaveLocators, Deterministic, "C-009", func() (Check, error) { return NewLocatorCheck(), nil }},
		{CheckSupports, ByJudge, "C-003", func() (Check, error) { return NewSupportsCheck(), nil }},
		{CheckAdverse, ByJudge, "C-004", func() (Check, error) { return NewAdverseCheck(), nil }},
		{CheckCalibrated, ByJudge, "C-007", func() (Check, error) { return NewCalibratedCheck(), nil }},
		{CheckUnsupportedFlagged, ByJudge, "C-008", func() (Check, error) { return NewUnsupportedFlaggedCheck(), nil }},
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
func BindingFor(cr Criterion) (Binding, error) {
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

// CheckNames lists, in registry order, the check names a case may use.
func CheckNames() []string {
	var out []string
	for _, b := range Registry() {
		if b.Name != CheckCriterion {
			out = append(out, b.Name)
		}
	}
	return out
}
