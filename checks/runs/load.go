package runs

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Run is one results folder read back: every response it holds, ordered
// by run ID.
type Run struct {
	// Root is the folder the run IDs are relative to: the folder given,
	// or its "results" child when it has one.
	Root      string
	Responses []*Response
}

// Response is one graded response of a run.
type Response struct {
	// RunID is the scores.json run_id.
	RunID string
	// Dir holds scores.json and report.json.
	Dir    string
	Scores *report.Scores
	// Metrics are the response's citation metrics, read from the head of
	// its report.json (report.ReadReportMetrics); nil when it has none.
	Metrics *report.CitationMetrics
	// ReportHTML, when set, is the response's own HTML report, where it
	// is not Dir/report.html (citecheck test writes them beside its page).
	ReportHTML string
	// root is the results folder Load read it under: Report reads
	// report.json again under the same rules (not kept: a run's reports
	// can be large).
	root string
}

// Load reads every scores.json under dir (or dir/results), each with the
// report.json beside it. A scores.json that is not a complete result (not
// JSON, no run_id, a verdict other than pass or fail, counts that
// disagree with its verdicts, no report.json, or verdicts that disagree
// with its report.json's) is bad input naming the file: a comparison over
// a damaged or edited run would report changes that never happened. Only
// regular files inside dir are read: a symbolic link below it (to a file
// or a folder) is refused (report.ReadResultFile). A folder with no
// result at all is bad input too.
func Load(dir string) (*Run, error) {
	st, err := os.Stat(dir)
	if err != nil || !st.IsDir() {
		return nil, &rubric.InputError{File: dir, Msg: "not a results folder (give the --out folder of a grade run, or its results/ child)"}
	}
	root := dir
	if st, err := os.Lstat(filepath.Join(dir, "results")); err == nil && st.IsDir() {
		root = filepath.Join(dir, "results")
	}
	run := &Run{Root: root}
	seen := map[string]string{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return &rubric.InputError{File: path, Msg: "cannot read results folder: " + err.Error()}
		}
		if d.Type()&fs.ModeSymlink != 0 {
			return report.LinkError(path)
		}
		if d.IsDir() || d.Name() != "scores.json" {
			return nil
		}
		s, rep, err := readResult(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		if prev, dup := seen[s.RunID]; dup {
			return &rubric.InputError{File: path, Field: "run_id", Msg: fmt.Sprintf("run %q appears twice in this folder (also %s)", s.RunID, prev)}
		}
		seen[s.RunID] = path
		resp := &Response{RunID: s.RunID, Dir: filepath.Dir(path), Scores: s, Metrics: rep, root: root}
		run.Responses = append(run.Responses, resp)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(run.Responses) == 0 {
		return nil, &rubric.InputError{File: dir, Msg: "holds no results/<run_id>/scores.json"}
	}
	sort.Slice(run.Responses, func(i, j int) bool { return run.Responses[i].RunID < run.Responses[j].RunID })
	return run, nil
}

// LoadDirs reads the results folders given (each holding scores.json and
// report.json), in the order given: the run of one grade command, for
// its page, without the other results an --out folder may hold. Root is
// the folder the run IDs are relative to.
func LoadDirs(root string, dirs []string) (*Run, error) {
	run := &Run{Root: root}
	for _, d := range dirs {
		s, rep, err := readResult(root, d)
		if err != nil {
			return nil, err
		}
		run.Responses = append(run.Responses, &Response{RunID: s.RunID, Dir: d, Scores: s, Metrics: rep, root: root})
	}
	return run, nil
}

// readResult reads and checks the result in dir (under root): its
// scores.json, and the report.json it must agree with, whose citation
// metrics it returns (read in the same pass).
func readResult(root, dir string) (*report.Scores, *report.CitationMetrics, error) {
	scoresFile, reportFile := filepath.Join(dir, "scores.json"), filepath.Join(dir, "report.json")
	s, err := readScores(root, scoresFile)
	if err != nil {
		return nil, nil, err
	}
	rep, err := report.ReadResultFile(root, reportFile)
	if err != nil {
		if _, ok := err.(*rubric.InputError); ok {
			return nil, nil, err
		}
		return nil, nil, &rubric.InputError{File: reportFile, Msg: "missing or unreadable beside " + scoresFile + ": this result is not complete (" + err.Error() + ")"}
	}
	m, err := report.CheckResultMetrics(s, scoresFile, rep, reportFile)
	if err != nil {
		return nil, nil, err
	}
	return s, m, nil
}

// readScores reads and checks one scores.json under root.
func readScores(root, path string) (*report.Scores, error) {
	data, err := report.ReadResultFile(root, path)
	if err != nil {
		if _, ok := err.(*rubric.InputError); ok {
			return nil, err
		}
		return nil, &rubric.InputError{File: path, Msg: "cannot read: " + err.Error()}
	}
	var s report.Scores
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, &rubric.InputError{File: path, Msg: "not a scores.json: " + err.Error()}
	}
	if s.RunID == "" {
		return nil, &rubric.InputError{File: path, Field: "run_id", Msg: "missing"}
	}
	for i, cr := range s.CriteriaResults {
		if cr.Verdict != checks.Pass && cr.Verdict != checks.Fail {
			return nil, &rubric.InputError{File: path, Field: fmt.Sprintf("criteria_results[%d].verdict", i), Msg: fmt.Sprintf("%q is neither pass nor fail", cr.Verdict)}
		}
		if cr.ID == "" {
			return nil, &rubric.InputError{File: path, Field: fmt.Sprintf("criteria_results[%d].id", i), Msg: "missing"}
		}
	}
	return &s, nil
}

// Report reads the response's report.json, a regular file inside the
// results folder (report.ReadResultFile), as a generic JSON object, for
// matching by one of its fields; nil when there is none or it is not an
// object.
func (r *Response) Report() map[string]any {
	data, err := report.ReadResultFile(cmp.Or(r.root, r.Dir), filepath.Join(r.Dir, "report.json"))
	if err != nil {
		return nil
	}
	var m map[string]any
	if json.Unmarshal(data, &m) != nil {
		return nil
	}
	return m
}
