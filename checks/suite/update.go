package suite

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Updated is what Update did to one expected file.
type Updated struct {
	Path    string
	Changed []string // criteria whose expectation changed or was added
	// Kept lists criteria left as they were because they could not be
	// graded (a judge outage must not become an expectation).
	Kept    []string
	Created bool
}

// Update rewrites each expected file from the run's verdicts, for reviewed
// changes: every criterion of the case gets its current verdict, except
// one that could not be graded (its old expectation, if any, stays);
// other keys ("why", notes) are kept with their values. Keys are written
// in a fixed order (criteria in case order, then the other keys sorted),
// two-space indented, atomically. Files whose bytes would not change are
// not rewritten. It returns what changed, in suite order.
func Update(r *Result) ([]Updated, error) {
	var out []Updated
	for _, rr := range r.Responses {
		e := rr.Entry
		u := Updated{Path: e.ExpectedPath, Created: e.Missing}
		extra := make(map[string]json.RawMessage, len(e.extra))
		for k, v := range e.extra {
			extra[k] = v
		}
		verdicts := map[string]checks.Verdict{}
		var order []string
		rows := map[string]Row{}
		for _, row := range rr.Rows {
			rows[row.Criterion] = row
		}
		for _, id := range criterionOrder(r, rr) {
			row, graded := rows[id]
			old, had := e.Expected[id]
			switch {
			case e.Known[id] != "" && graded && row.KnownResolved():
				// The grader now gives the verdict deserved: the mark goes,
				// the plain verdict stays.
				verdicts[id] = row.Actual
				delete(extra, id)
				u.Changed = append(u.Changed, id)
			case e.Known[id] != "":
				// A known difference records the verdict deserved, not the
				// one given: it is kept as written until a person edits it.
				verdicts[id] = old
				u.Kept = append(u.Kept, id)
			case !graded || row.Unselected:
				if !had {
					continue // not graded in this run, nothing to keep
				}
				verdicts[id] = old
			case row.Incomplete:
				if !had {
					continue
				}
				verdicts[id] = old
				u.Kept = append(u.Kept, id)
			case had && meets(old, row.Actual):
				verdicts[id] = old // an expected "fail" stays met by an undecided one
			default:
				if old != row.Actual {
					u.Changed = append(u.Changed, id)
				}
				verdicts[id] = row.Actual
			}
			order = append(order, id)
		}
		data, err := encodeExpected(order, verdicts, extra)
		if err != nil {
			return out, fmt.Errorf("encoding %s: %w", e.ExpectedPath, err)
		}
		old, _ := os.ReadFile(e.ExpectedPath)
		if bytes.Equal(old, data) {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(e.ExpectedPath), 0o755); err != nil {
			return out, &rubric.InfraError{Op: "creating " + filepath.Dir(e.ExpectedPath), Err: err}
		}
		if err := report.WriteFileAtomic(e.ExpectedPath, data); err != nil {
			return out, err
		}
		out = append(out, u)
	}
	return out, nil
}

// criterionOrder is the order an expected file's criteria are written
// in: the case's, else (a result built without its suite) the rows'
// then any other expectation, sorted.
func criterionOrder(r *Result, rr *ResponseResult) []string {
	if r.Suite != nil && r.Suite.Case != nil {
		return criterionIDs(r.Suite.Case)
	}
	var out []string
	seen := map[string]bool{}
	for _, row := range rr.Rows {
		if !seen[row.Criterion] {
			seen[row.Criterion] = true
			out = append(out, row.Criterion)
		}
	}
	var rest []string
	for id := range rr.Entry.Expected {
		if !seen[id] {
			rest = append(rest, id)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// encodeExpected writes {"C-001": "pass", ..., "why": ...}: criteria in
// the given order, then extra keys sorted, each extra value re-indented
// as it was.
func encodeExpected(order []string, verdicts map[string]checks.Verdict, extra map[string]json.RawMessage) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{")
	first := true
	write := func(key string, val []byte) error {
		if !first {
			b.WriteString(",")
		}
		first = false
		k, err := marshal(key)
		if err != nil {
			return err
		}
		var ind bytes.Buffer
		if err := json.Indent(&ind, val, "  ", "  "); err != nil {
			return err
		}
		b.WriteString("\n  ")
		b.Write(k)
		b.WriteString(": ")
		b.Write(ind.Bytes())
		return nil
	}
	for _, id := range order {
		v, err := marshal(string(verdicts[id]))
		if err != nil {
			return nil, err
		}
		if raw, known := extra[id]; known {
			v = raw // a known difference, written back as it was
		}
		if err := write(id, v); err != nil {
			return nil, err
		}
	}
	keys := make([]string, 0, len(extra))
	for k := range extra {
		if _, isCrit := verdicts[k]; !isCrit {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		if err := write(k, extra[k]); err != nil {
			return nil, err
		}
	}
	if !first {
		b.WriteString("\n")
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// marshal encodes a JSON string without HTML escaping, as the fixture
// files are written.
func marshal(s string) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
