package vault

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Apply writes the plan: it copies the files from outside the Vault
// folder into its files/ folder, appends one documents.jsonl line per
// entry (and an acl.jsonl grant each when Allow is set), and creates
// acl.jsonl and principals.jsonl when they are missing, so the folder is
// a Vault that vault build accepts. Each file is written whole under a
// temporary name and renamed; on a failure the copies already made are
// removed and documents.jsonl is left as it was.
func (p *ImportPlan) Apply() (err error) {
	var made []string
	defer func() {
		if err != nil {
			for _, m := range made {
				os.Remove(m)
			}
		}
	}()
	for _, e := range p.Entries {
		if !e.Copied {
			continue
		}
		dst := filepath.Join(p.Dir, filepath.FromSlash(e.File))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return &InfraError{Op: "create folder", Path: filepath.Dir(dst), Err: err}
		}
		if err := copyNew(e.Source, dst); err != nil {
			return &InfraError{Op: "copy file", Path: dst, Err: err}
		}
		made = append(made, dst)
	}
	var docs, grants bytes.Buffer
	for _, e := range p.Entries {
		line, _ := json.Marshal(e)
		docs.Write(line)
		docs.WriteByte('\n')
		if p.Allow != "" {
			g, _ := json.Marshal(map[string]string{"doc": e.ID, "principal": p.Allow, "effect": "allow"})
			grants.Write(g)
			grants.WriteByte('\n')
		}
	}
	for _, w := range []struct {
		name string
		add  []byte
	}{{DocumentsFile, docs.Bytes()}, {ACLFile, grants.Bytes()}, {PrincipalsFile, nil}} {
		if err := appendFile(filepath.Join(p.Dir, w.name), w.add); err != nil {
			return &InfraError{Op: "write", Path: filepath.Join(p.Dir, w.name), Err: err}
		}
	}
	return nil
}

// copyNew copies src to dst, which must not exist, through a temporary
// file renamed into place.
func copyNew(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".import-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	tmp.Chmod(0o644)
	if _, err := io.Copy(tmp, in); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if _, err := os.Stat(dst); err == nil {
		return fmt.Errorf("%s appeared meanwhile; not overwritten", dst)
	}
	return os.Rename(tmp.Name(), dst)
}

// appendFile writes path's old content plus add (with a line end between
// them when the old content lacks one) under a temporary name, then
// renames it into place; a missing file is created.
func appendFile(path string, add []byte) error {
	old, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	if err == nil && len(add) == 0 {
		return nil
	}
	if len(old) > 0 && old[len(old)-1] != '\n' {
		old = append(old, '\n')
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".import-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	tmp.Chmod(0o644)
	if _, err := tmp.Write(append(old, add...)); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
