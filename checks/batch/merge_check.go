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
// result, in the folder its run ID names, of the batch's case. It also
// returns the citation metrics of f's report.json (nil when none), read
// in the pass that checks the report against the scores: report.json is
// the large file, and decoding it once more only for its metrics was a
// fifth of a merge's CPU.
func (v *mergeValidator) check(root string, f *resultFile) (*report.Scores, *report.CitationMetrics, error) {
	file := filepath.Join(root, filepath.FromSlash(f.rel), "scores.json")
	bad := func(field, format string, a ...any) error {
		return &rubric.InputError{File: file, Field: field, Msg: fmt.Sprintf(format, a...)}
	}
	var s report.Scores
	dec := json.NewDecoder(bytes.NewReader(f.scores))
	if err := dec.Decode(&s); err != nil {
		return nil, nil, bad("", "not a scores.json: %v", err)
	}
	if dec.More() {
		return nil, nil, bad("", "not a scores.json: more than one JSON value")
	}
	if s.RunID == "" {
		return nil, nil, bad("run_id", "empty")
	}
	if want := report.SanitizeRunID(s.RunID); want != f.rel {
		return nil, nil, bad("run_id", "%q belongs in results/%s/, not results/%s/ (moved or edited by hand?)", s.RunID, want, f.rel)
	}
	if v.sum == nil {
		v.start(&s, file)
	}
	if s.Task != v.task || s.Hashes.Case != v.caseHash {
		return nil, nil, bad("task", "graded against case %q (hash %s), the merge is of case %q (hash %s, from %s): merge results of one case", s.Task, s.Hashes.Case, v.task, v.caseHash, v.firstFile)
	}
	if len(s.CriteriaResults) != len(v.criteria) {
		return nil, nil, bad("criteria_results", "%d criteria, the case has %d", len(s.CriteriaResults), len(v.criteria))
	}
	for i, cr := range s.CriteriaResults {
		if cr.ID != v.criteria[i].ID {
			return nil, nil, bad(fmt.Sprintf("criteria_results[%d].id", i), "%q where the case has %q", cr.ID, v.criteria[i].ID)
		}
	}
	// Its counts, and its verdicts against report.json's: a scores.json
	// edited to all-pass is refused, naming both files.
	m, err := report.CheckResultMetrics(&s, file, f.report, filepath.Join(root, filepath.FromSlash(f.rel), "report.json"))
	if err != nil {
		return nil, nil, err
	}
	return &s, m, nil
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
