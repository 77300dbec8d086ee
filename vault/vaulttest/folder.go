package vaulttest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/citecheck/citecheck/vault"
)

// WriteFolder writes a generated Source as a Vault source folder
// (vault.json, documents.jsonl with each text inline, principals.jsonl,
// acl.jsonl), so that `citecheck vault build` can be timed on it as a
// whole process (BENCHMARKS.md, "Build and memory at 1M chunks, and every
// CLI path cold"). Only what the generators make is written: a document
// read from a file (File, Format, Furniture, Unpaged) is refused.
func WriteFolder(src *vault.Source, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	m, err := json.MarshalIndent(src.Manifest, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, vault.ManifestFile), append(m, '\n'), 0o644); err != nil {
		return err
	}
	docs := make([]any, 0, len(src.Documents))
	for _, d := range src.Documents {
		if d.File != "" || d.Format != "" || d.Furniture != nil || d.Unpaged != "" {
			return fmt.Errorf("document %s was read from a file; WriteFolder writes generated text only", d.ID)
		}
		docs = append(docs, documentLine{d.ID, d.Title, d.Filename, d.Kind, d.Citations, d.Aliases, d.Court, d.Decided,
			d.FirstPage, d.LastPage, d.Outcome, d.ExternalIDs, d.Text})
	}
	if err := writeLines(filepath.Join(dir, vault.DocumentsFile), docs); err != nil {
		return err
	}
	principals := make([]any, 0, len(src.Principals))
	for _, p := range src.Principals {
		l := principalLine{User: p.User, Name: p.Name}
		for _, g := range p.Groups {
			l.Groups = append(l.Groups, membershipLine{g.Group, rfc3339(g.From), rfc3339(g.Until)})
		}
		principals = append(principals, l)
	}
	if err := writeLines(filepath.Join(dir, vault.PrincipalsFile), principals); err != nil {
		return err
	}
	grants := make([]any, 0, len(src.Grants))
	for _, g := range src.Grants {
		grants = append(grants, grantLine{g.Doc, g.Principal, string(g.Effect), rfc3339(g.From), rfc3339(g.Until)})
	}
	return writeLines(filepath.Join(dir, vault.ACLFile), grants)
}

// The lines of the source files, with the keys FORMATS.md gives them
// (an open window bound is left out, not written as year 1).
type documentLine struct {
	ID          string   `json:"id"`
	Title       string   `json:"title"`
	Filename    string   `json:"filename,omitempty"`
	Kind        string   `json:"kind,omitempty"`
	Citations   []string `json:"citations,omitempty"`
	Aliases     []string `json:"aliases,omitempty"`
	Court       string   `json:"court,omitempty"`
	Decided     string   `json:"decided,omitempty"`
	FirstPage   string   `json:"first_page,omitempty"`
	LastPage    string   `json:"last_page,omitempty"`
	Outcome     string   `json:"outcome,omitempty"`
	ExternalIDs []string `json:"external_ids,omitempty"`
	Text        string   `json:"text"`
}

type principalLine struct {
	User   string           `json:"user"`
	Name   string           `json:"name,omitempty"`
	Groups []membershipLine `json:"groups,omitempty"`
}

type membershipLine struct {
	Group string `json:"group"`
	From  string `json:"from,omitempty"`
	Until string `json:"until,omitempty"`
}

type grantLine struct {
	Doc       string `json:"doc"`
	Principal string `json:"principal"`
	Effect    string `json:"effect,omitempty"`
	From      string `json:"from,omitempty"`
	Until     string `json:"until,omitempty"`
}

// rfc3339 is t as FORMATS.md writes times, "" for an open bound.
func rfc3339(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(time.RFC3339Nano)
}

// writeLines writes one JSON value per line.
func writeLines(path string, lines []any) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, l := range lines {
		if err := enc.Encode(l); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
