package runs

import (
	"fmt"
	"sort"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Diff is what changed from run A to run B.
type Diff struct {
	A  string `json:"a"`        // the folders compared
	B  string `json:"b"`        //
	By string `json:"match_by"` // how responses were matched
	// Matched counts responses present in both runs.
	Matched int `json:"matched"`
	// OnlyA and OnlyB are the match keys present in one run only.
	OnlyA []string `json:"only_a"`
	OnlyB []string `json:"only_b"`
	// Criteria are the pass rates side by side, over the matched
	// responses, in the order criteria first appear in A (then B).
	Criteria []CriterionDiff `json:"criteria"`
	// Changes are the verdicts that differ, by key then criterion.
	Changes []Change `json:"changes"`
	// Regressions counts changes from pass in A to fail in B.
	Regressions int `json:"regressions"`
}

// CriterionDiff is one criterion's pass counts in both runs.
type CriterionDiff struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	PassedA int    `json:"passed_a"`
	TotalA  int    `json:"total_a"`
	PassedB int    `json:"passed_b"`
	TotalB  int    `json:"total_b"`
}

// Change is one criterion of one response whose verdict differs.
type Change struct {
	Key       string         `json:"key"`
	RunA      string         `json:"run_a"`
	RunB      string         `json:"run_b"`
	Criterion string         `json:"criterion"`
	A         checks.Verdict `json:"a"`
	B         checks.Verdict `json:"b"`
	ReasonA   string         `json:"reason_a"`
	ReasonB   string         `json:"reason_b"`
	// Regression: passed in A, fails in B.
	Regression bool `json:"regression"`
}

// Compare matches the responses of a and b by (ByName, ByRunID or a
// report field) and lists what changed. Two responses of one run with the
// same key are an error naming both: the match would be a guess.
// Criteria present in only one of a pair are counted in that run's rate
// and are not changes.
func Compare(a, b *Run, by string) (*Diff, error) {
	if by == "" {
		by = ByName
	}
	ka, err := index(a, by)
	if err != nil {
		return nil, err
	}
	kb, err := index(b, by)
	if err != nil {
		return nil, err
	}
	d := &Diff{A: a.Root, B: b.Root, By: by, OnlyA: []string{}, OnlyB: []string{}, Criteria: []CriterionDiff{}, Changes: []Change{}}
	crit := map[string]*CriterionDiff{}
	var order []string
	rate := func(id, title string) *CriterionDiff {
		c, ok := crit[id]
		if !ok {
			c = &CriterionDiff{ID: id, Title: title}
			crit[id] = c
			order = append(order, id)
		}
		return c
	}
	for _, k := range sortedKeys(ka) {
		ra := ka[k]
		rb, ok := kb[k]
		if !ok {
			d.OnlyA = append(d.OnlyA, k)
			continue
		}
		d.Matched++
		vb := map[string]report.CriterionResult{}
		for _, cr := range rb.Scores.CriteriaResults {
			vb[cr.ID] = cr
			c := rate(cr.ID, cr.Title)
			c.TotalB++
			if cr.Verdict == checks.Pass {
				c.PassedB++
			}
		}
		for _, cr := range ra.Scores.CriteriaResults {
			c := rate(cr.ID, cr.Title)
			c.TotalA++
			if cr.Verdict == checks.Pass {
				c.PassedA++
			}
			other, ok := vb[cr.ID]
			if !ok || other.Verdict == cr.Verdict {
				continue
			}
			ch := Change{Key: k, RunA: ra.RunID, RunB: rb.RunID, Criterion: cr.ID, A: cr.Verdict, B: other.Verdict,
				ReasonA: cr.Reasoning, ReasonB: other.Reasoning, Regression: cr.Verdict == checks.Pass && other.Verdict == checks.Fail}
			if ch.Regression {
				d.Regressions++
			}
			d.Changes = append(d.Changes, ch)
		}
	}
	for _, k := range sortedKeys(kb) {
		if _, ok := ka[k]; !ok {
			d.OnlyB = append(d.OnlyB, k)
		}
	}
	for _, id := range order {
		d.Criteria = append(d.Criteria, *crit[id])
	}
	return d, nil
}

// index maps each response of r to its key.
func index(r *Run, by string) (map[string]*Response, error) {
	out := make(map[string]*Response, len(r.Responses))
	for _, resp := range r.Responses {
		k, err := key(resp, by)
		if err != nil {
			return nil, &rubric.InputError{File: r.Root, Msg: err.Error()}
		}
		if prev, dup := out[k]; dup {
			return nil, &rubric.InputError{File: r.Root, Msg: fmt.Sprintf("runs %q and %q both match as %q; choose another --match-by", prev.RunID, resp.RunID, k)}
		}
		out[k] = resp
	}
	return out, nil
}

func sortedKeys(m map[string]*Response) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
