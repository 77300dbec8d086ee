package batch

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/citecheck/citecheck/checks/rubric"
)

// StdinName is how a "-" input is named in messages ("<stdin>:12").
const StdinName = "<stdin>"

// Inputs are the command-line inputs of a batch: each argument is a
// response file (JSON or Markdown), a glob, a .jsonl or .ndjson file (one
// response per line), a results folder, or "-" for a JSONL stream on
// stdin. Open may be called many times; stdin is spooled to a temporary
// file once so it can be read again (Close removes it).
type Inputs struct {
	args   []string
	jsonl  map[int]bool // args[i] is a JSONL stream whatever its name
	load   rubric.ResponseOptions
	caseID string
	spool  string // stdin copied to disk, when "-" is an argument
}

// InputOptions complete the arguments of NewInputs.
type InputOptions struct {
	// JSONL are streams read as JSONL whatever their extension ("-" is
	// stdin), after the arguments (grade --jsonl FILE).
	JSONL []string
	// Stdin is read for "-".
	Stdin io.Reader
	// Load overrides user, time and trace of response files (FORMATS.md: the response:
	// --user, --at, --retrieved). A trace file applies to response files
	// only; JSONL lines and results folders carry their own.
	Load rubric.ResponseOptions
	// CaseID names the default run ID of JSONL lines without one
	// ("<case id>/<stream name>/line-<n>").
	CaseID string
}

// NewInputs prepares args (and opt.JSONL) for reading.
func NewInputs(args []string, opt InputOptions) (*Inputs, error) {
	in := &Inputs{args: append(append([]string{}, args...), opt.JSONL...), jsonl: map[int]bool{}, load: opt.Load, caseID: opt.CaseID}
	for i := range opt.JSONL {
		in.jsonl[len(args)+i] = true
	}
	for _, a := range in.args {
		if a != "-" || in.spool != "" {
			continue
		}
		if opt.Stdin == nil {
			return nil, &rubric.InputError{File: StdinName, Msg: "no standard input to read"}
		}
		f, err := os.CreateTemp("", "citecheck-stdin-*.jsonl")
		if err != nil {
			return nil, &rubric.InfraError{Op: "spooling standard input", Err: err}
		}
		_, err = io.Copy(f, opt.Stdin)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(f.Name())
			return nil, &rubric.InfraError{Op: "spooling standard input", Err: err}
		}
		in.spool = f.Name()
	}
	return in, nil
}

// Close removes the spooled copy of stdin.
func (in *Inputs) Close() error {
	if in.spool == "" {
		return nil
	}
	return os.Remove(in.spool)
}

// Open is an Opener over the inputs, in argument order.
func (in *Inputs) Open() (Source, error) { return &multiSource{in: in}, nil }

// iter is one input's stream of responses (Seq not yet assigned).
type iter interface {
	next() (*Item, error)
	close() error
}

// multiSource walks the arguments one after another and numbers items.
type multiSource struct {
	in      *Inputs
	arg     int
	pending []string // glob matches not yet opened
	cur     iter
	seq     int
}

func (m *multiSource) Next() (*Item, error) {
	for {
		if m.cur != nil {
			it, err := m.cur.next()
			if err == io.EOF {
				m.cur.close()
				m.cur = nil
				continue
			}
			if err != nil {
				return nil, err
			}
			m.seq++
			it.Seq = m.seq
			return it, nil
		}
		var path string
		switch {
		case len(m.pending) > 0:
			path, m.pending = m.pending[0], m.pending[1:]
		case m.arg < len(m.in.args):
			path = m.in.args[m.arg]
			m.arg++
			if m.in.jsonl[m.arg-1] {
				cur, err := m.in.openStream(path)
				if err != nil {
					return nil, err
				}
				m.cur = cur
				continue
			}
			if path != "-" && hasGlobMeta(path) {
				if _, err := os.Stat(path); err != nil {
					matches, gerr := filepath.Glob(path)
					if gerr != nil {
						return nil, &rubric.InputError{File: path, Msg: "bad glob pattern: " + gerr.Error()}
					}
					if len(matches) == 0 {
						return nil, &rubric.InputError{File: path, Msg: "no file matches this pattern"}
					}
					m.pending = matches
					continue
				}
			}
		default:
			return nil, io.EOF
		}
		cur, err := m.in.openOne(path)
		if err != nil {
			return nil, err
		}
		m.cur = cur
	}
}

func (m *multiSource) Close() error {
	if m.cur != nil {
		return m.cur.close()
	}
	return nil
}

// openStream opens a JSONL stream: a file, or "-" for stdin.
func (in *Inputs) openStream(path string) (iter, error) {
	if path == "-" {
		return openJSONL(in.spool, StdinName, in.caseID, in.limits())
	}
	return openJSONL(path, path, in.caseID, in.limits())
}

// openOne opens one path by its kind: stdin, JSONL, folder or file.
func (in *Inputs) openOne(path string) (iter, error) {
	if IsJSONL(path) && path != "-" && in.load.Decode != nil && savedStream(path) {
		return &fileIter{path: path, load: in.load}, nil // one provider stream, saved (saved_stream.go)
	}
	if path == "-" || IsJSONL(path) {
		return in.openStream(path)
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, &rubric.InputError{File: path, Msg: "cannot read response: no such file or folder"}
	}
	if st.IsDir() {
		return newFolderIter(path, in.load), nil
	}
	return &fileIter{path: path, load: in.load}, nil
}

// limits are the size limits of the load options, which apply to JSONL
// lines as to files, and the provider-native decoder (--from), which
// reads each line (the user, time and trace overrides do not: a line
// carries its own).
func (in *Inputs) limits() rubric.ResponseOptions {
	return rubric.ResponseOptions{MaxBytes: in.load.MaxBytes, MaxAnswerBytes: in.load.MaxAnswerBytes, Decode: in.load.Decode}
}

// IsJSONL reports whether a path names a JSONL stream by its extension
// (.jsonl or .ndjson).
func IsJSONL(path string) bool {
	ext := strings.ToLower(filepath.Ext(path))
	return ext == ".jsonl" || ext == ".ndjson"
}

func hasGlobMeta(s string) bool { return strings.ContainsAny(s, "*?[") }

// fileIter yields one response file.
type fileIter struct {
	path string
	load rubric.ResponseOptions
	done bool
}

func (f *fileIter) next() (*Item, error) {
	if f.done {
		return nil, io.EOF
	}
	f.done = true
	r, err := rubric.LoadResponse(f.path, f.load)
	if err != nil {
		return nil, err
	}
	return &Item{Origin: f.path, Response: r}, nil
}

func (f *fileIter) close() error { return nil }

// describe names an item for duplicate-run-ID messages.
func describe(it *Item) string { return fmt.Sprintf("input #%d (%s)", it.Seq, it.Origin) }
