package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Reading results back (merge, report, compare): a results folder is
// input like any other, possibly assembled from shards on other machines
// or edited by hand. Two rules hold for every command that reads one:
//
//   - Only regular files inside the results root are read, reached
//     through no symbolic link (a link to a file or to a folder). A
//     symlinked report.json would otherwise copy any JSON file on the
//     reading host into merge's --out, and a symlinked folder would
//     graft another tree into the run.
//   - scores.json is the verdict, report.json the reasons behind it, and
//     they must agree: a scores.json edited to all-pass beside a
//     report.json whose C-002 fails is a refused result naming both
//     files (CheckResult).

// MaxResultFileBytes bounds one scores.json or report.json read back. A
// report of an answer at the answer limit, with its passages, stays well
// below it.
const MaxResultFileBytes = 256 << 20

// ReadResultFile reads path, which must lie inside root, as a regular
// file reached through no symbolic link below root (root itself is the
// folder the user named, and may be one). A missing file is returned as
// an error satisfying os.IsNotExist, so callers can tell "no result
// here" from a refused one (*rubric.InputError naming the path).
func ReadResultFile(root, path string) ([]byte, error) {
	if err := CheckNoLinks(root, path); err != nil {
		return nil, err
	}
	lst, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !lst.Mode().IsRegular() {
		return nil, &rubric.InputError{File: path, Msg: "not a regular file (" + lst.Mode().Type().String() + "): results are read from regular files only"}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fst, err := f.Stat()
	if err != nil {
		return nil, &rubric.InputError{File: path, Msg: "cannot read: " + err.Error()}
	}
	if !os.SameFile(lst, fst) {
		// Swapped for a link between the look and the open.
		return nil, &rubric.InputError{File: path, Msg: "changed while it was read (replaced by a link?)"}
	}
	if fst.Size() > MaxResultFileBytes {
		return nil, &rubric.InputError{File: path, Msg: fmt.Sprintf("larger than %d bytes: not a result this program wrote", MaxResultFileBytes)}
	}
	// One read of the size the file has (plus one byte, to see it end).
	buf := bytes.NewBuffer(make([]byte, 0, fst.Size()+1))
	_, err = buf.ReadFrom(io.LimitReader(f, MaxResultFileBytes+1))
	data := buf.Bytes()
	if err != nil {
		return nil, &rubric.InputError{File: path, Msg: "cannot read: " + err.Error()}
	}
	if len(data) > MaxResultFileBytes {
		return nil, &rubric.InputError{File: path, Msg: fmt.Sprintf("larger than %d bytes: not a result this program wrote", MaxResultFileBytes)}
	}
	return data, nil
}

// CheckNoLinks refuses path when it, or any folder between root and it,
// is a symbolic link, or when it does not lie inside root. Components
// that do not exist yet are fine (a folder about to be written).
func CheckNoLinks(root, path string) error {
	rel, err := filepath.Rel(root, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return &rubric.InputError{File: path, Msg: "outside the results folder " + root}
	}
	if rel == "." {
		return nil
	}
	cur := root
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		cur = filepath.Join(cur, part)
		st, err := os.Lstat(cur)
		if os.IsNotExist(err) {
			return nil
		}
		if err != nil {
			return &rubric.InputError{File: cur, Msg: "cannot read: " + err.Error()}
		}
		if st.Mode()&os.ModeSymlink != 0 {
			return LinkError(cur)
		}
	}
	return nil
}

// LinkError is the refusal of a symbolic link met inside a results
// folder.
func LinkError(path string) error {
	return &rubric.InputError{File: path, Msg: "is a symbolic link: results are read only from regular files and folders inside the results folder (copy the result in instead)"}
}

// CheckResult refuses a scores.json (s, read from scoresFile) that is not
// one consistent result with the report.json beside it (reportData, from
// reportFile): every verdict pass or fail, n_criteria, n_passed,
// all_pass and score as its verdicts make them, and the same run, task
// and criteria, in order and with the same verdicts, as report.json.
func CheckResult(s *Scores, scoresFile string, reportData []byte, reportFile string) error {
	_, err := CheckResultMetrics(s, scoresFile, reportData, reportFile)
	return err
}

// CheckResultMetrics is CheckResult that also returns the citation
// metrics report.json holds (nil when none), read in the same pass: the
// commands that read a run back need both, and report.json is the large
// file.
func CheckResultMetrics(s *Scores, scoresFile string, reportData []byte, reportFile string) (*CitationMetrics, error) {
	bad := func(field, format string, a ...any) error {
		return &rubric.InputError{File: scoresFile, Field: field, Msg: fmt.Sprintf(format, a...)}
	}
	passed := 0
	for i, cr := range s.CriteriaResults {
		switch cr.Verdict {
		case checks.Pass:
			passed++
		case checks.Fail:
		default:
			return nil, bad(fmt.Sprintf("criteria_results[%d].verdict", i), "%q: want \"pass\" or \"fail\"", cr.Verdict)
		}
	}
	if s.NCriteria != len(s.CriteriaResults) {
		return nil, bad("n_criteria", "%d, but criteria_results holds %d", s.NCriteria, len(s.CriteriaResults))
	}
	allPass := passed == s.NCriteria
	if passed != s.NPassed || s.AllPass != allPass {
		return nil, bad("n_passed", "n_passed %d and all_pass %v disagree with the %d verdicts \"pass\"", s.NPassed, s.AllPass, passed)
	}
	if want := map[bool]Score{true: 1, false: 0}[allPass]; s.Score != want {
		return nil, bad("score", "%v, but the verdicts make it %v", s.Score, want)
	}
	var rep struct {
		RunID    string           `json:"run_id"`
		Task     string           `json:"task"`
		Metrics  *CitationMetrics `json:"metrics"`
		Criteria []struct {
			ID      string         `json:"id"`
			Verdict checks.Verdict `json:"verdict"`
		} `json:"criteria"`
	}
	dec := json.NewDecoder(bytes.NewReader(reportData))
	if err := dec.Decode(&rep); err != nil || dec.More() {
		return nil, &rubric.InputError{File: reportFile, Msg: "not a report.json beside " + scoresFile + ": this result is not complete"}
	}
	disagree := func(field, format string, a ...any) error {
		return bad(field, "%s in %s: the two files of one result disagree (edited by hand?); grade the response again", fmt.Sprintf(format, a...), reportFile)
	}
	if rep.RunID != s.RunID {
		return nil, disagree("run_id", "%q here and %q", s.RunID, rep.RunID)
	}
	if rep.Task != s.Task {
		return nil, disagree("task", "%q here and %q", s.Task, rep.Task)
	}
	if len(rep.Criteria) != len(s.CriteriaResults) {
		return nil, disagree("criteria_results", "%d criteria here and %d", len(s.CriteriaResults), len(rep.Criteria))
	}
	for i, cr := range s.CriteriaResults {
		rc := rep.Criteria[i]
		if rc.ID != cr.ID {
			return nil, disagree(fmt.Sprintf("criteria_results[%d].id", i), "%q here and %q", cr.ID, rc.ID)
		}
		if rc.Verdict != cr.Verdict {
			return nil, disagree(fmt.Sprintf("criteria_results[%d].verdict", i), "%s is %q here and %q", cr.ID, cr.Verdict, rc.Verdict)
		}
	}
	if rep.Metrics == nil {
		return nil, nil
	}
	m := &CitationMetrics{}
	m.Add(rep.Metrics) // recomputes the ratios from the counts
	return m, nil
}
