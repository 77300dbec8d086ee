package vault

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
)

// The files of a Vault source folder (FORMATS.md: the Vault folder).
const (
	ManifestFile   = "vault.json"
	DocumentsFile  = "documents.jsonl"
	PrincipalsFile = "principals.jsonl"
	ACLFile        = "acl.jsonl"
)

// DefaultChunkTokens is the chunk budget when vault.json sets none.
const DefaultChunkTokens = 256

// minChunkTokens keeps chunk budgets above the size of a single marker
// line plus a few words; smaller budgets only produce noise.
const minChunkTokens = 16

// validID is the shape every document ID, user ID and group name must have.
var validID = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,64}$`)

// Source is a loaded and validated Vault source folder: everything needed
// to chunk and index it, and nothing half-checked. Documents are in ID
// order; principals in user order; grants in acl.jsonl order.
type Source struct {
	Dir        string // the folder it was loaded from ("" for generated sources)
	Manifest   Manifest
	Documents  []*Document
	Principals []*Principal
	Grants     []*Grant
}

// LoadSource reads and validates a Vault source folder with the default
// options. Every problem is an *InputError naming file, line and field;
// nothing is written.
func LoadSource(dir string) (*Source, error) { return LoadSourceWith(dir, LoadOptions{}) }

// LoadSourceWith is LoadSource with options (the document-file limits).
func LoadSourceWith(dir string, opts LoadOptions) (*Source, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, &InputError{File: dir, Msg: fmt.Sprintf("cannot open Vault folder: %v", errors.Unwrap(err))}
	}
	if !st.IsDir() {
		return nil, &InputError{File: dir, Msg: "not a folder (a Vault source is a folder holding documents.jsonl)"}
	}
	src := &Source{Dir: dir}
	explicitPattern, err := loadManifest(dir, &src.Manifest)
	if err != nil {
		return nil, err
	}
	if src.Documents, err = loadDocuments(dir, explicitPattern, opts); err != nil {
		return nil, err
	}
	if src.Principals, err = loadPrincipals(dir); err != nil {
		return nil, err
	}
	if src.Grants, err = loadACL(dir, src.Documents, src.Principals); err != nil {
		return nil, err
	}
	if src.Manifest.IDPattern == "" {
		src.Manifest.IDPattern = DeriveIDPattern(docIDs(src.Documents))
	}
	return src, nil
}

// Normalize fills defaults and sorts a Source built in code (generators,
// tests) the way LoadSource leaves a loaded one, and checks the invariants
// the index relies on (unique, well-formed IDs). It is idempotent.
func (s *Source) Normalize() error {
	if s.Manifest.ChunkTokens == 0 {
		s.Manifest.ChunkTokens = DefaultChunkTokens
	}
	if s.Manifest.Encoding == "" {
		s.Manifest.Encoding = DefaultEncoding
	}
	sort.SliceStable(s.Documents, func(i, j int) bool { return s.Documents[i].ID < s.Documents[j].ID })
	sort.SliceStable(s.Principals, func(i, j int) bool { return s.Principals[i].User < s.Principals[j].User })
	for i, d := range s.Documents {
		if !validID.MatchString(d.ID) {
			return &InputError{File: DocumentsFile, Field: "id", Msg: fmt.Sprintf("id %q must match [A-Za-z0-9._:-]{1,64}", d.ID)}
		}
		if i > 0 && s.Documents[i-1].ID == d.ID {
			return &InputError{File: DocumentsFile, Field: "id", Msg: fmt.Sprintf("duplicate id %q", d.ID)}
		}
	}
	for _, d := range s.Documents {
		if f, msg, ok := checkExternalIDs(d.ExternalIDs); !ok {
			return &InputError{File: DocumentsFile, Field: f, Msg: d.ID + ": " + msg}
		}
	}
	if _, err := externalIDOwners(s.Documents, nil, DocumentsFile); err != nil {
		return err
	}
	if s.Manifest.IDPattern == "" {
		s.Manifest.IDPattern = DeriveIDPattern(docIDs(s.Documents))
	}
	return nil
}

func docIDs(docs []*Document) []string {
	ids := make([]string, len(docs))
	for i, d := range docs {
		ids[i] = d.ID
	}
	return ids
}

// loadManifest reads the optional vault.json. It returns the compiled,
// anchored id_pattern when one is given, so document IDs can be checked
// against it.
func loadManifest(dir string, m *Manifest) (*regexp.Regexp, error) {
	path := filepath.Join(dir, ManifestFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		m.Name = filepath.Base(filepath.Clean(dir))
		m.ChunkTokens, m.Encoding = DefaultChunkTokens, DefaultEncoding
		return nil, nil
	}
	if err != nil {
		return nil, &InputError{File: path, Msg: fmt.Sprintf("cannot read: %v", err)}
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if err := checkUTF8(path, data); err != nil {
		return nil, err
	}
	if err := checkManifestKeys(path, data); err != nil {
		return nil, err
	}
	var raw struct {
		Name        *string          `json:"name"`
		IDPattern   *string          `json:"id_pattern"`
		ChunkTokens *json.RawMessage `json:"chunk_tokens"`
		Encoding    *string          `json:"encoding"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, jsonError(path, 0, data, err)
	}
	fieldLine := func(f string) int {
		if i := bytes.Index(data, []byte(`"`+f+`"`)); i >= 0 {
			l, _ := lineCol(data, i)
			return l
		}
		return 1
	}
	m.Name = filepath.Base(filepath.Clean(dir))
	if raw.Name != nil && *raw.Name != "" {
		m.Name = *raw.Name
	}
	m.ChunkTokens = DefaultChunkTokens
	if raw.ChunkTokens != nil {
		var n int
		if err := json.Unmarshal(*raw.ChunkTokens, &n); err != nil || n < minChunkTokens || n > 1<<20 {
			return nil, &InputError{File: path, Line: fieldLine("chunk_tokens"), Field: "chunk_tokens",
				Msg: fmt.Sprintf("must be a whole number of tokens from %d to %d, not %s", minChunkTokens, 1<<20, *raw.ChunkTokens)}
		}
		m.ChunkTokens = n
	}
	m.Encoding = DefaultEncoding
	if raw.Encoding != nil && *raw.Encoding != "" {
		if *raw.Encoding != DefaultEncoding {
			return nil, &InputError{File: path, Line: fieldLine("encoding"), Field: "encoding",
				Msg: fmt.Sprintf("unsupported encoding %q: only %s is built in (offline)", *raw.Encoding, DefaultEncoding)}
		}
	}
	if raw.IDPattern == nil || *raw.IDPattern == "" {
		return nil, nil
	}
	m.IDPattern = *raw.IDPattern
	re, err := regexp.Compile(`^(?:` + m.IDPattern + `)$`)
	if err != nil {
		return nil, &InputError{File: path, Line: fieldLine("id_pattern"), Field: "id_pattern", Msg: fmt.Sprintf("invalid RE2 pattern: %v", err)}
	}
	return re, nil
}

// checkUTF8 rejects a file that is not valid UTF-8, naming the line.
func checkUTF8(path string, data []byte) error {
	if col := invalidUTF8At(data); col > 0 {
		l, c := lineCol(data, col-1)
		return &InputError{File: path, Line: l, Msg: fmt.Sprintf("invalid UTF-8 at column %d", c)}
	}
	return nil
}
