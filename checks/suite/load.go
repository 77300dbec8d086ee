package suite

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Suite is a loaded regression suite: its case and, in name order, every
// response with its expectations.
type Suite struct {
	Dir     string
	Case    *rubric.Case
	Entries []*Entry
	// Warnings are things a user should know that do not stop the run (an
	// expected file with no response, a key that looks like a criterion
	// the case does not have).
	Warnings []string
}

// Entry is one response of the suite and what it is expected to get.
type Entry struct {
	Name         string // file name without .json
	ResponsePath string
	ExpectedPath string
	Response     *rubric.Response
	// Expected maps criterion ID to verdict, for the criteria compared.
	Expected map[string]checks.Verdict
	// Known maps a criterion ID to why its verdict is known to differ
	// from Expected (`"C-004": {"verdict": "fail", "known": "heuristic
	// misses this"}`): a difference is reported, and listed, but does not
	// fail the run.
	Known map[string]string
	// Missing is set when the response has no expected file (only
	// allowed with Update, which creates it).
	Missing bool
	// extra holds the expected file's other keys with their raw values,
	// kept by Update.
	extra map[string]json.RawMessage
}

// LoadOptions adjust Load.
type LoadOptions struct {
	// CasePath replaces SUITE_DIR/case.json.
	CasePath string
	// AllowMissing accepts responses without an expected file (Update).
	AllowMissing bool
	// From is the provider-native format of every response (test
	// --from; see checks/native); "" is citecheck's own. An expected
	// file's own "from" key wins for its response.
	From string
}

// Load reads and validates a suite folder: the case, every response and
// every expected file. It grades nothing and writes nothing; any bad
// input is a *rubric.InputError naming the file, line and field (exit
// code 2).
func Load(dir string, opt LoadOptions) (*Suite, error) {
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return nil, &rubric.InputError{File: dir, Msg: "not a suite folder (want case.json, responses/ and expected/)"}
	}
	casePath := opt.CasePath
	if casePath == "" {
		casePath = filepath.Join(dir, "case.json")
	}
	c, err := rubric.LoadCase(casePath)
	if err != nil {
		return nil, err
	}
	s := &Suite{Dir: dir, Case: c}
	respDir, expDir := filepath.Join(dir, "responses"), filepath.Join(dir, "expected")
	names, err := jsonNames(respDir)
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, &rubric.InputError{File: respDir, Msg: "the suite has no responses (responses/NAME.json)"}
	}
	expNames, err := jsonNames(expDir)
	if err != nil && !opt.AllowMissing {
		return nil, err
	}
	criteria := map[string]bool{}
	deterministic := map[string]string{} // criterion -> its check
	for _, cr := range c.Criteria {
		criteria[cr.ID] = true
		if b, err := checks.BindingFor(cr); err == nil && b.Kind == checks.Deterministic {
			deterministic[cr.ID] = cr.Check
		}
	}
	have := map[string]bool{}
	for _, name := range names {
		have[name] = true
		e := &Entry{Name: name, ResponsePath: filepath.Join(respDir, name+".json"), ExpectedPath: filepath.Join(expDir, name+".json")}
		data, err := os.ReadFile(e.ExpectedPath)
		load, ferr := responseFormat(e.ExpectedPath, data, opt.From)
		if ferr != nil {
			return nil, ferr
		}
		if e.Response, ferr = rubric.LoadResponse(e.ResponsePath, load); ferr != nil {
			return nil, ferr
		}
		switch {
		case os.IsNotExist(err) && opt.AllowMissing:
			e.Missing, e.Expected, e.Known, e.extra = true, map[string]checks.Verdict{}, map[string]string{}, map[string]json.RawMessage{}
		case os.IsNotExist(err):
			return nil, &rubric.InputError{File: e.ExpectedPath, Msg: fmt.Sprintf("response %s has no expected verdicts (create this file, or run with --update)", e.ResponsePath)}
		case err != nil:
			return nil, &rubric.InputError{File: e.ExpectedPath, Msg: "cannot read: " + err.Error()}
		default:
			warn, err := e.parseExpected(data, criteria, deterministic)
			if err != nil {
				return nil, err
			}
			if len(e.Expected) == 0 && !opt.AllowMissing {
				return nil, &rubric.InputError{File: e.ExpectedPath, Line: 1, Msg: fmt.Sprintf("compares nothing: it names none of the case's criteria (%s); a regression test that compares nothing passes whatever happens", strings.Join(criterionIDs(c), ", "))}
			}
			s.Warnings = append(s.Warnings, warn...)
		}
		s.Entries = append(s.Entries, e)
	}
	for _, n := range expNames {
		if !have[n] {
			s.Warnings = append(s.Warnings, fmt.Sprintf("%s has no response %s; it is ignored", filepath.Join(expDir, n+".json"), filepath.Join(respDir, n+".json")))
		}
	}
	return s, nil
}

// criterionIDs lists the case's criterion IDs in case order.
func criterionIDs(c *rubric.Case) []string {
	var ids []string
	for _, cr := range c.Criteria {
		ids = append(ids, cr.ID)
	}
	return ids
}

// jsonNames lists the *.json files of dir, without extension, sorted.
func jsonNames(dir string) ([]string, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, &rubric.InputError{File: dir, Msg: "cannot read the folder: " + err.Error()}
	}
	var out []string
	for _, d := range des {
		if !d.IsDir() && strings.HasSuffix(d.Name(), ".json") && !strings.HasPrefix(d.Name(), ".") {
			out = append(out, strings.TrimSuffix(d.Name(), ".json"))
		}
	}
	sort.Strings(out)
	return out, nil
}

// parseExpected reads an expected file: a JSON object whose criterion
// keys hold "pass", "fail" or "undecided". Other keys ("why" and the other
// DocumentedKeys, or any key not shaped like a criterion) are kept for
// Update; a key shaped like a criterion ID that the case does not have
// (any case, dash, space or O/0 variant, checkKey) is an error, and so is
// a known difference on a criterion a deterministic check decides
// (deterministic: criterion -> check; see known.go).
func (e *Entry) parseExpected(data []byte, criteria map[string]bool, deterministic map[string]string) ([]string, error) {
	bad := func(line int, field, msg string) error {
		return &rubric.InputError{File: e.ExpectedPath, Line: line, Field: field, Msg: msg}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return nil, bad(lineOf(data, dec.InputOffset()), "", "malformed JSON: "+err.Error())
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, bad(lineOf(data, dec.InputOffset()), "", `want a JSON object such as {"C-001": "pass"}`)
	}
	e.Expected, e.Known, e.extra = map[string]checks.Verdict{}, map[string]string{}, map[string]json.RawMessage{}
	var warn []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, bad(lineOf(data, dec.InputOffset()), "", "malformed JSON: "+err.Error())
		}
		key, _ := tok.(string)
		line := lineOf(data, dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, bad(line, key, "malformed JSON: "+err.Error())
		}
		if _, dup := e.Expected[key]; dup || e.extra[key] != nil {
			return nil, bad(line, key, "duplicate key")
		}
		isCrit, err := checkKey(key, criteria)
		if err != nil {
			return nil, bad(line, key, err.Error())
		}
		if !isCrit {
			e.extra[key] = raw
			continue
		}
		v, known, err := parseVerdict(raw)
		if err != nil {
			return nil, bad(line, key, err.Error())
		}
		if check, det := deterministic[key]; det && known != "" {
			return nil, bad(line, key, knownOnDeterministic(key, check))
		}
		e.Expected[key] = v
		if known != "" {
			e.Known[key] = known
			e.extra[key] = raw // Update writes a known difference back as it was
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, bad(lineOf(data, dec.InputOffset()), "", "malformed JSON: "+err.Error())
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, bad(lineOf(data, dec.InputOffset()), "", "unexpected data after the JSON object")
	}
	return warn, nil
}

// lineOf is the 1-based line of byte offset off in data.
func lineOf(data []byte, off int64) int {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	return bytes.Count(data[:off], []byte("\n")) + 1
}
