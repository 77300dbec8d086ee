package runs

import (
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
}

// Load reads every scores.json under dir (or dir/results). A scores.json
// that is not a complete result (not JSON, no run_id, a verdict other than
// pass or fail) is bad input naming the file: a comparison over a damaged
// run would report changes that never happened. A folder with no result
// at all is bad input too.
func Load(dir string) (*Run, error) {
	st, err := os.Stat(dir)
	if err != nil || !st.IsDir() {
		return nil, &rubric.InputError{File: dir, Msg: "not a results folder (give the --out folder of a grade run, or its results/ child)"}
	}
	root := dir
	if st, err := os.Stat(filepath.Join(dir, "results")); err == nil && st.IsDir() {
		root = filepath.Join(dir, "results")
	}
	run := &Run{Root: root}
	seen := map[string]string{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return &rubric.InputError{File: path, Msg: "cannot read results folder: " + err.Error()}
		}
		if d.IsDir() || d.Name() != "scores.json" {
			return nil
		}
		s, err := readScores(path)
		if err != nil {
			return err
		}
		if prev, dup := seen[s.RunID]; dup {
			return &rubric.InputError{File: path, Field: "run_id", Msg: fmt.Sprintf("run %q appears twice in this folder (also %s)", s.RunID, prev)}
		}
		seen[s.RunID] = path
		resp := &Response{RunID: s.RunID, Dir: filepath.Dir(path), Scores: s}
		// A report.json that cannot be read leaves the response without
		// metrics; its verdicts (scores.json) still count.
		resp.Metrics, _ = report.ReadReportMetrics(filepath.Join(resp.Dir, "report.json"))
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
		s, err := readScores(filepath.Join(d, "scores.json"))
		if err != nil {
			return nil, err
		}
		resp := &Response{RunID: s.RunID, Dir: d, Scores: s}
		resp.Metrics, _ = report.ReadReportMetrics(filepath.Join(d, "report.json"))
		run.Responses = append(run.Responses, resp)
	}
	return run, nil
}

// readScores reads and checks one scores.json.
func readScores(path string) (*report.Scores, error) {
	data, err := os.ReadFile(path)
	if err != nil {
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

// Report reads the response's report.json as a generic JSON object, for
// matching by one of its fields; nil when there is none or it is not an
// object.
func (r *Response) Report() map[string]any {
	data, err := os.ReadFile(filepath.Join(r.Dir, "report.json"))
	if err != nil {
		return nil
	}
	var m map[string]any
	if json.Unmarshal(data, &m) != nil {
		return nil
	}
	return m
}
