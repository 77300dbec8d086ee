package batch

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// mergeValidator checks each result of a merge against its folder and
// against the case (given, or the first result's), and holds the
// summary being built.
type mergeValidator struct {
	opt MergeOptions
	sum *Summary
	// From the case, or the first result when no case is given.
	task, caseHash string
	criteria       []CriterionRate
	firstFile      string
}

// check parses f's scores.json and refuses it unless it is a consistent
// result, in the folder its run ID names, of the batch's case.
func (v *mergeValidator) check(root string, f *resultFile) (*report.Scores, error) {
	file := filepath.Join(root, filepath.FromSlash(f.rel), "scores.json")
	bad := func(field, format string, a ...any) error {
		return &rubric.InputError{File: file, Field: field, Msg: fmt.Sprintf(format, a...)}
	}
	var s report.Scores
	dec := json.NewDecoder(bytes.NewReader(f.scores))
	if err := dec.Decode(&s); err != nil {
		return nil, bad("", "not a scores.json: %v", err)
	}
	if dec.More() {
		return nil, bad("", "not a scores.json: more than one JSON value")
	}
	if s.RunID == "" {
		return nil, bad("run_id", "empty")
	}
	if want := report.SanitizeRunID(s.RunID); want != f.rel {
		return nil, bad("run_id", "%q belongs in results/%s/, not results/%s/ (moved or edited by hand?)", s.RunID, want, f.rel)
	}
	if v.sum == nil {
		v.start(&s, file)
	}
	if s.Task != v.task || s.Hashes.Case != v.caseHash {
		return nil, bad("task", "graded against case %q (hash %s), the merge is of case %q (hash %s, from %s): merge results of one case", s.Task, s.Hashes.Case, v.task, v.caseHash, v.firstFile)
	}
	if len(s.CriteriaResults) != len(v.criteria) {
		return nil, bad("criteria_results", "%d criteria, the case has %d", len(s.CriteriaResults), len(v.criteria))
	}
	for i, cr := range s.CriteriaResults {
		if cr.ID != v.criteria[i].ID {
			return nil, bad(fmt.Sprintf("criteria_results[%d].id", i), "%q where the case has %q", cr.ID, v.criteria[i].ID)
		}
	}
	// Its counts, and its verdicts against report.json's: a scores.json
	// edited to all-pass is refused, naming both files.
	if err := report.CheckResult(&s, file, f.report, filepath.Join(root, filepath.FromSlash(f.rel), "report.json")); err != nil {
		return nil, err
	}
	return &s, nil
}

// start fixes the case every result must share: the given one, else the
// first result's.
func (v *mergeValidator) start(first *report.Scores, file string) {
	if c := v.opt.Case; c != nil {
		v.task, v.caseHash, v.firstFile = c.ID, c.Hash, c.Path
		if v.firstFile == "" {
			v.firstFile = "the case given"
		}
		v.sum = NewSummary(c)
	} else {
		c := &rubric.Case{ID: first.Task, Hash: first.Hashes.Case}
		for _, cr := range first.CriteriaResults {
			c.Criteria = append(c.Criteria, rubric.Criterion{ID: cr.ID, Title: cr.Title})
		}
		v.task, v.caseHash, v.firstFile = c.ID, c.Hash, file
		v.sum = NewSummary(c)
	}
	v.criteria = v.sum.Criteria
}
