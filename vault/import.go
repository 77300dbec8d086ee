package vault

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/vault/docfile"
)

// ImportEntry is one documents.jsonl line that Import writes for a file:
// the ID, title and kind are guesses, shown for the user to correct.
type ImportEntry struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Filename string `json:"filename"`
	Kind     string `json:"kind"`
	File     string `json:"file"`
	// Not written to documents.jsonl: what the file was read as.
	Format string `json:"-"`
	Pages  int    `json:"-"`
	// Source is the file as named on the command line; Copied says
	// whether Import copies it into the Vault folder (else it is there).
	Source string `json:"-"`
	Copied bool   `json:"-"`
}

// ImportPlan is what Import will write, fully checked before anything is.
type ImportPlan struct {
	Dir     string
	Entries []ImportEntry
	// Allow, when set, is the principal every imported document is
	// granted to in acl.jsonl ("*", "group:litigation", "user:u-1").
	Allow string
}

// importFolder is where Import copies files from outside the Vault folder.
const importFolder = "files"

// PlanImport reads every file (bounded by lim, as vault build reads it),
// guesses an entry for each and checks that nothing would be
// overwritten: an existing document ID, a file already listed, a copy
// onto a different file of the same name. Every problem is an
// *InputError; nothing is written.
func PlanImport(dir string, files []string, lim docfile.Limits) (*ImportPlan, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, &InputError{File: dir, Msg: fmt.Sprintf("cannot create the Vault folder: %v", err)}
	}
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil, &InputError{File: dir, Msg: fmt.Sprintf("cannot resolve Vault folder: %v", err)}
	}
	root, _ = filepath.Abs(root)
	ids, listed, err := existingDocuments(filepath.Join(dir, DocumentsFile))
	if err != nil {
		return nil, err
	}
	next := newIDSequence(ids)
	plan := &ImportPlan{Dir: dir}
	targets := map[string]string{}
	for _, f := range files {
		e, err := planOne(root, f, lim)
		if err != nil {
			return nil, err
		}
		if id, ok := listed[e.File]; ok {
			return nil, &InputError{File: f, Msg: fmt.Sprintf("already in %s as %s (file %q); edit that entry instead", DocumentsFile, id, e.File)}
		}
		if prev, ok := targets[e.File]; ok {
			return nil, &InputError{File: f, Msg: fmt.Sprintf("would be %q, as %s would; rename one of them", e.File, prev)}
		}
		targets[e.File] = f
		e.ID = next()
		plan.Entries = append(plan.Entries, e)
	}
	return plan, nil
}

// planOne reads one file and guesses its entry.
func planOne(root, f string, lim docfile.Limits) (ImportEntry, error) {
	data, err := os.ReadFile(f)
	if err != nil {
		return ImportEntry{}, &InputError{File: f, Msg: fmt.Sprintf("cannot read: %v", err)}
	}
	doc, err := docfile.Read(data, lim)
	if err != nil {
		return ImportEntry{}, &InputError{File: f, Msg: err.Error()}
	}
	e := ImportEntry{Source: f, Filename: filepath.Base(f), Format: string(doc.Format), Pages: len(doc.Pages)}
	abs, _ := filepath.Abs(f)
	if real, err := filepath.EvalSymlinks(abs); err == nil && inside(root, real) {
		rel, _ := filepath.Rel(root, real)
		e.File = filepath.ToSlash(rel)
	} else {
		e.File = importFolder + "/" + filepath.Base(f)
		e.Copied = true
		if old, err := os.ReadFile(filepath.Join(root, importFolder, filepath.Base(f))); err == nil {
			if !bytes.Equal(old, data) {
				return ImportEntry{}, &InputError{File: f, Msg: fmt.Sprintf("%s/%s already exists in the Vault folder with other content; refusing to overwrite it", importFolder, filepath.Base(f))}
			}
			e.Copied = false // the same file is there already
		}
	}
	text := doc.Text
	if len(doc.Pages) > 0 {
		text = doc.Pages[0].Text
	}
	e.Title = guessTitle(text, e.Filename)
	e.Kind = guessKind(e.Title, text)
	return e, nil
}

// existingDocuments reads the IDs and files already in documents.jsonl
// (absent: none). Only "id" and "file" are read here; vault build checks
// the rest.
func existingDocuments(path string) (map[string]bool, map[string]string, error) {
	ids, files := map[string]bool{}, map[string]string{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return ids, files, nil
	}
	if err != nil {
		return nil, nil, &InputError{File: path, Msg: fmt.Sprintf("cannot read: %v", err)}
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var line struct {
			ID   string `json:"id"`
			File string `json:"file"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			return nil, nil, &InputError{File: path, Line: n, Msg: fmt.Sprintf("malformed JSON: %v (one JSON object per line)", err)}
		}
		ids[line.ID] = true
		if line.File != "" {
			files[line.File] = line.ID
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, &InputError{File: path, Msg: fmt.Sprintf("cannot read: %v", err)}
	}
	return ids, files, nil
}

// numberedID is an ID of the usual shape: a prefix and a number.
var numberedID = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9]*-)([0-9]+)$`)

// newIDSequence returns a generator of IDs in the style the Vault already
// uses (VLT-0007 after VLT-0006), DOC-001 onwards for a new Vault; it
// never returns an ID that exists.
func newIDSequence(ids map[string]bool) func() string {
	prefix, width, n := "DOC-", 3, 0
	counts := map[string]int{}
	for id := range ids {
		if m := numberedID.FindStringSubmatch(id); m != nil {
			counts[m[1]]++
		}
	}
	best := 0
	for p, c := range counts {
		if c > best || (c == best && p < prefix) {
			prefix, best = p, c
		}
	}
	for id := range ids {
		if m := numberedID.FindStringSubmatch(id); m != nil && m[1] == prefix {
			v, _ := strconv.Atoi(m[2])
			n = max(n, v)
			width = max(width, len(m[2]))
		}
	}
	return func() string {
		for {
			n++
			id := fmt.Sprintf("%s%0*d", prefix, width, n)
			if !ids[id] {
				ids[id] = true
				return id
			}
		}
	}
}
