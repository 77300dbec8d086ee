package batch

import (
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/citecheck/citecheck/checks/rubric"
)

// Files recognised in a results folder, in order of preference: the
// first one present in a folder makes that folder one response.
var folderResponseFiles = []string{"response.json", "answer.md", "answer.txt"}

// folderIter walks a Harvey-Labs style results folder
// (results/<run_id>/...) depth first in lexical order, yielding one
// response per folder that holds a response.json (FORMATS.md: the response), or else an
// answer.md or answer.txt (a Markdown answer). The run ID of a response
// without one is its folder's path relative to the root; the root is the
// folder given, or its "results" child when it has one. It reads one
// directory listing at a time, so a large tree is never held in memory.
type folderIter struct {
	root  string
	stack []string
	load  rubric.ResponseOptions
}

func newFolderIter(dir string, load rubric.ResponseOptions) *folderIter {
	root := dir
	if st, err := os.Stat(filepath.Join(dir, "results")); err == nil && st.IsDir() {
		root = filepath.Join(dir, "results")
	}
	return &folderIter{root: root, stack: []string{root}, load: load}
}

func (f *folderIter) next() (*Item, error) {
	for len(f.stack) > 0 {
		dir := f.stack[len(f.stack)-1]
		f.stack = f.stack[:len(f.stack)-1]
		entries, err := os.ReadDir(dir)
		if err != nil {
			return nil, &rubric.InputError{File: dir, Msg: "cannot read results folder: " + err.Error()}
		}
		files := map[string]bool{}
		var subdirs []string
		for _, e := range entries {
			if e.IsDir() {
				subdirs = append(subdirs, filepath.Join(dir, e.Name()))
			} else {
				files[e.Name()] = true
			}
		}
		// Push in reverse so the lexically first sub-folder is next.
		sort.Sort(sort.Reverse(sort.StringSlice(subdirs)))
		f.stack = append(f.stack, subdirs...)
		for _, name := range folderResponseFiles {
			if !files[name] {
				continue
			}
			it, err := f.load1(dir, name)
			if err != nil {
				return nil, err
			}
			return it, nil
		}
	}
	return nil, io.EOF
}

// load1 reads the response file name in dir and gives it its default run ID.
func (f *folderIter) load1(dir, name string) (*Item, error) {
	path := filepath.Join(dir, name)
	runID := "results"
	if rel, err := filepath.Rel(f.root, dir); err == nil && rel != "." {
		runID = filepath.ToSlash(rel)
	}
	opt := f.load
	opt.Retrieved = "" // a results folder carries its own traces
	if filepath.Ext(name) != ".json" {
		opt.RunID = runID // a Markdown answer's file name says nothing
	}
	r, err := rubric.LoadResponse(path, opt)
	if err != nil {
		return nil, err
	}
	if r.RunID == "" {
		r.RunID = runID
	}
	return &Item{Origin: path, Response: r}, nil
}

func (f *folderIter) close() error { return nil }
