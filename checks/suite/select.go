package suite

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Select resolves test --criteria and --deterministic into the criteria
// a run compares, in case order: the IDs listed (each exactly one of the
// case's; a near miss is an error naming the one meant), or every
// criterion a built-in deterministic check decides. Both at once is an
// error: one flag, one meaning. Neither: nil (compare everything).
func Select(c *rubric.Case, list string, deterministic bool) ([]string, error) {
	list = strings.TrimSpace(list)
	switch {
	case list != "" && deterministic:
		return nil, fmt.Errorf("give --criteria or --deterministic, not both")
	case deterministic:
		var out []string
		for _, cr := range c.Criteria {
			if b, err := checks.BindingFor(cr); err == nil && b.Kind == checks.Deterministic {
				out = append(out, cr.ID)
			}
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("--deterministic: the case %s has no criterion a deterministic check decides", c.Path)
		}
		return out, nil
	case list == "":
		return nil, nil
	}
	have := map[string]bool{}
	for _, cr := range c.Criteria {
		have[cr.ID] = true
	}
	want := map[string]bool{}
	for _, id := range strings.Split(list, ",") {
		id = strings.TrimSpace(id)
		if id == "" {
			return nil, fmt.Errorf("--criteria %q: an empty criterion ID", list)
		}
		if !have[id] {
			if _, err := checkKey(id, have); err != nil {
				return nil, fmt.Errorf("--criteria: %v", err)
			}
			return nil, fmt.Errorf("--criteria: %q is not a criterion of the case (it has %s)", id, strings.Join(criterionIDs(c), ", "))
		}
		want[id] = true
	}
	var out []string
	for _, cr := range c.Criteria {
		if want[cr.ID] {
			out = append(out, cr.ID)
		}
	}
	return out, nil
}

// GradedCase is the case a run with these selected criteria grades: only
// them when every one is decided by a deterministic check (so no judge
// is asked, and a judge outage cannot fail the run), else the whole case
// (a judge criterion may build on the others' results: C-008 reads which
// citations failed C-001, C-002 and C-005).
func GradedCase(c *rubric.Case, selected []string) *rubric.Case {
	if len(selected) == 0 {
		return c
	}
	keep := map[string]bool{}
	for _, id := range selected {
		keep[id] = true
	}
	var crits []rubric.Criterion
	for _, cr := range c.Criteria {
		if !keep[cr.ID] {
			continue
		}
		if b, err := checks.BindingFor(cr); err != nil || b.Kind != checks.Deterministic {
			return c
		}
		crits = append(crits, cr)
	}
	cc := *c
	cc.Criteria = crits
	return &cc
}
