package batch

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Merging: the union of several results folders (the --out folders of
// the shards of a batch), validated, optionally copied into one folder,
// and summarised with the same Summary a batch prints.
//
// Only what is on disk can be summarised: a response refused as bad input
// or cut short by an infrastructure error wrote no scores.json, so it is
// not counted (the grade run that met it exited 2 or 3 and said so).
// Memory stays flat: one 8-byte hash per result, and the counters.

// MergeOptions configure MergeResults.
type MergeOptions struct {
	// Case, when set, is the case every result must have been graded
	// against (same task and case hash); it gives the criteria order.
	// Without it, the first result's task, case hash and criteria are
	// the ones every other result must share.
	Case *rubric.Case
	// Out, when set, receives the union: Out/results/<run_id>/ with each
	// result's report.json and scores.json, written atomically (report
	// first, as grade does). A result already there with the same bytes
	// is left alone; with other bytes the merge is refused before
	// anything is written. Out may be one of the roots.
	Out string
}

// Merged is what MergeResults found.
type Merged struct {
	Summary *Summary
	// Results is the number of distinct results; Duplicates the results
	// found again in another root, the same grade (sameResult), not
	// counted twice.
	Results, Duplicates int
	// Unfinished lists result folders with a report.json but no
	// scores.json: a response whose grading was cut short (grade again
	// to finish it). They are not counted.
	Unfinished []string
}

// resultFile is one complete result found under a root.
type resultFile struct {
	root   int    // index into the roots
	rel    string // results-relative folder, slash-separated (the sanitised run ID)
	scores []byte
	report []byte
}

// MergeResults reads every complete result (a scores.json with a valid
// report.json beside it) under the results folders roots (each a folder
// holding results/, or a results folder itself), checks that they belong
// together, and returns their summary; with opt.Out it also writes the
// union there. A file that does not parse or does not agree with its
// folder, results of another case, or one run ID holding different
// grades in two roots is bad input (*rubric.InputError naming the file),
// and nothing is written. A run ID found in several roots with the same
// grade is counted once, from the first root.
func MergeResults(roots []string, opt MergeOptions) (*Merged, error) {
	m := &Merged{}
	v := &mergeValidator{opt: opt}
	seen := map[uint64]int{} // hash of rel -> root it was first found in
	dirs := make([]string, len(roots))
	for i, r := range roots {
		dirs[i] = resultsRoot(r)
	}
	var keep []bool // per result in walk order: counted (not a duplicate)
	err := walkResults(dirs, func(f *resultFile) error {
		s, metrics, err := v.check(dirs[f.root], f)
		if err != nil {
			return err
		}
		if opt.Out != "" {
			if err := sameAsExisting(filepath.Join(opt.Out, "results"), f, dirs[f.root]); err != nil {
				return err
			}
		}
		h := hashString(f.rel)
		if first, dup := seen[h]; dup {
			other := &resultFile{root: first, rel: f.rel}
			if ok, err := other.read(dirs[first]); err == nil && ok {
				if !sameResult(other, f) {
					return &rubric.InputError{File: filepath.Join(dirs[f.root], filepath.FromSlash(f.rel), "scores.json"), Field: "run_id",
						Msg: fmt.Sprintf("run %q was graded in two of the folders merged, with different results (see %s); keep one of them", s.RunID, filepath.Join(dirs[first], filepath.FromSlash(f.rel)))}
				}
				m.Duplicates++
				keep = append(keep, false)
				return nil
			}
		} else {
			seen[h] = f.root
		}
		v.sum.Add(&Result{RunID: s.RunID, Merged: true, Scores: s, Report: &report.Report{Metrics: metrics}})
		m.Results++
		keep = append(keep, true)
		return nil
	}, func(dir string) { m.Unfinished = append(m.Unfinished, dir) })
	if err != nil {
		return nil, err
	}
	if v.sum == nil {
		v.sum = NewSummary(&rubric.Case{})
		if opt.Case != nil {
			v.sum = NewSummary(opt.Case)
		}
	}
	m.Summary = v.sum
	if opt.Out == "" {
		return m, nil
	}
	// Second walk: copy. The files are checked again, since they could
	// have changed since the first walk (another process writing). The
	// checks and writes run on a bounded pool (copyPool): each file is
	// synced before its rename, and a sync mostly waits on the disk, so
	// one at a time left the copy waiting on 20,000 syncs in a row.
	i := 0
	cp := newCopyPool(mergeWriters)
	err = walkResults(dirs, func(f *resultFile) error {
		if i >= len(keep) {
			return &rubric.InputError{File: dirs[f.root], Msg: "results appeared while merging; merge again once the shards have finished"}
		}
		i++
		if !keep[i-1] {
			return nil
		}
		root := dirs[f.root]
		return cp.do(i-1, func() error {
			if _, _, err := v.check(root, f); err != nil {
				return err
			}
			return writeResult(filepath.Join(opt.Out, "results"), f)
		})
	}, func(string) {})
	return m, cp.wait(i, err)
}

// resultsRoot is dir/results when that exists, else dir itself. A
// results child that is a symbolic link is not followed: dir is walked,
// and the walk refuses the link.
func resultsRoot(dir string) string {
	if st, err := os.Lstat(filepath.Join(dir, "results")); err == nil && st.IsDir() {
		return filepath.Join(dir, "results")
	}
	return dir
}

// walkResults visits, root by root and in lexical order within each,
// every folder holding a scores.json; unfinished gets folders with a
// report.json only. A symbolic link anywhere below a root (to a file or
// a folder) is refused: only what is inside the roots is merged.
func walkResults(dirs []string, visit func(*resultFile) error, unfinished func(string)) error {
	for i, root := range dirs {
		if st, err := os.Stat(root); err != nil || !st.IsDir() {
			return &rubric.InputError{File: root, Msg: "not a results folder"}
		}
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return &rubric.InputError{File: path, Msg: "cannot read: " + err.Error()}
			}
			if d.Type()&fs.ModeSymlink != 0 {
				return report.LinkError(path)
			}
			if !d.IsDir() {
				return nil
			}
			rel, _ := filepath.Rel(root, path)
			f := &resultFile{root: i, rel: filepath.ToSlash(rel)}
			ok, err := f.read(root)
			if err != nil {
				return err
			}
			if ok {
				return visit(f)
			}
			if _, err := os.Stat(filepath.Join(path, "report.json")); err == nil {
				unfinished(path)
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// read loads the result in root/rel, regular files reached through no
// symbolic link only (report.ReadResultFile); ok is false when there is
// no scores.json there.
func (f *resultFile) read(root string) (ok bool, err error) {
	dir := filepath.Join(root, filepath.FromSlash(f.rel))
	scores, err := report.ReadResultFile(root, filepath.Join(dir, "scores.json"))
	if os.IsNotExist(err) {
		return false, nil
	}
	if err != nil {
		return false, asInputError(filepath.Join(dir, "scores.json"), err)
	}
	rep, err := report.ReadResultFile(root, filepath.Join(dir, "report.json"))
	if err == nil && !json.Valid(rep) || os.IsNotExist(err) {
		return false, &rubric.InputError{File: filepath.Join(dir, "report.json"), Msg: "missing or not valid JSON beside scores.json: this result is not complete"}
	}
	if err != nil {
		return false, asInputError(filepath.Join(dir, "report.json"), err)
	}
	f.scores, f.report = scores, rep
	return true, nil
}

// asInputError is err as bad input naming file, unless it already is.
func asInputError(file string, err error) error {
	var ie *rubric.InputError
	if errors.As(err, &ie) {
		return err
	}
	return &rubric.InputError{File: file, Msg: "cannot read: " + err.Error()}
}

// sameAsExisting refuses to overwrite a different result already in out,
// and to write through a symbolic link in out (it would land elsewhere).
func sameAsExisting(out string, f *resultFile, from string) error {
	if err := report.CheckNoLinks(filepath.Dir(out), filepath.Join(out, filepath.FromSlash(f.rel), "scores.json")); err != nil {
		return err
	}
	if err := report.CheckNoLinks(filepath.Dir(out), filepath.Join(out, filepath.FromSlash(f.rel), "report.json")); err != nil {
		return err
	}
	there := &resultFile{rel: f.rel}
	ok, err := there.read(out)
	if err != nil || !ok {
		return nil // nothing (complete) there: it will be written
	}
	if !sameResult(there, f) {
		return &rubric.InputError{File: filepath.Join(out, filepath.FromSlash(f.rel), "scores.json"),
			Msg: fmt.Sprintf("already holds a different result than %s; merge into an empty folder or remove one", filepath.Join(from, filepath.FromSlash(f.rel)))}
	}
	return nil
}

// writeResult copies one result into out, report.json first, unless the
// same bytes are there already.
func writeResult(out string, f *resultFile) error {
	there := &resultFile{rel: f.rel}
	if ok, err := there.read(out); err == nil && ok && sameResult(there, f) {
		return nil // the same grade is there (perhaps scored at another time): keep it
	}
	dir := filepath.Join(out, filepath.FromSlash(f.rel))
	if err := report.CheckNoLinks(filepath.Dir(out), filepath.Join(dir, "scores.json")); err != nil {
		return err // a link appeared since the first walk
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return &rubric.InfraError{Op: "creating " + dir, Err: err}
	}
	if err := report.WriteFileAtomic(filepath.Join(dir, "report.json"), f.report); err != nil {
		return err
	}
	return report.WriteFileAtomic(filepath.Join(dir, "scores.json"), f.scores)
}

// sameResult reports whether two results are the same grade: report.json
// byte for byte, and scores.json byte for byte once "scored_at" and
// "judge_usage" are set aside (a response graded twice differs in when,
// and in what the judge's cache spared, not in what was decided).
func sameResult(a, b *resultFile) bool {
	if !bytes.Equal(a.report, b.report) {
		return false
	}
	if bytes.Equal(a.scores, b.scores) {
		return true
	}
	strip := func(data []byte) []byte {
		var m map[string]json.RawMessage
		if json.Unmarshal(data, &m) != nil {
			return nil
		}
		delete(m, "scored_at")
		delete(m, "judge_usage")
		out, err := json.Marshal(m) // keys sorted: a canonical form
		if err != nil {
			return nil
		}
		return out
	}
	sa, sb := strip(a.scores), strip(b.scores)
	return sa != nil && bytes.Equal(sa, sb)
}
