package vault

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzLoadSource writes fuzzed documents.jsonl, acl.jsonl and
// principals.jsonl into a fresh folder (with one legitimate text file
// and one file outside the folder) and loads it. LoadSource must never
// panic; it either fails with an *InputError that names a file of the
// folder, or returns a Source whose invariants hold: unique valid IDs in
// order, non-empty texts, and grants that name loaded documents.
func FuzzLoadSource(f *testing.F) {
	doc := `{"id": "VLT-0001", "title": "Bremen", "kind": "case", "citations": ["407 U.S. 1"], "text": "The clause is prima facie valid.\n[*10]\nIt is enforced."}`
	seeds := [][3]string{
		{doc, `{"doc": "VLT-0001", "principal": "*"}`, ``},
		{doc + "\n" + `{"id": "VLT-0002", "title": "Memo", "text_file": "files/a.txt"}`,
			`{"doc": "VLT-0002", "principal": "group:g", "effect": "deny", "from": "2026-01-01T00:00:00Z", "until": "2026-02-01T00:00:00Z"}`,
			`{"user": "u1", "groups": [{"group": "g", "from": "0001-01-01T00:00:00Z", "until": "9999-12-31T23:59:59Z"}]}`},
		{`{"id": "VLT-0003", "title": "P", "pages": [{"page": "10", "text": "a"}, {"page": "11", "text": "b"}]}`, ``, ``},
		{`{"id": "X", "title": "T", "text_file": "../outside.txt"}`, ``, ``},
		{`{"id": "X", "title": "T", "text_file": "/etc/passwd"}`, ``, ``},
		{doc + "\n" + doc, ``, ``},
		{doc, `{"doc": "VLT-9999", "principal": "*"}`, ``},
		{doc, `{"doc": "VLT-0001", "principal": "*", "from": "2026-02-30T00:00:00Z"}`, ``},
		{doc, `{"doc": "VLT-0001", "principal": "*", "untill": "2026-01-01T00:00:00Z"}`, ``},
		{`{"id": "VLT-0001", "title": "T", "text": "x"`, ``, ``},
		{`{"id": 7, "title": ["T"], "text": "x"}`, ``, ``},
		{"\xff\xfe", ``, ``},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1], s[2])
	}
	outside := filepath.Join(f.TempDir(), "outside.txt")
	if err := os.WriteFile(outside, []byte("secret outside the vault"), 0o644); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, docs, acl, principals string) {
		if len(docs)+len(acl)+len(principals) > 1<<16 {
			t.Skip("input over 64 KiB: the loader is fuzzed for structure, not size")
		}
		dir := t.TempDir()
		must := func(err error) {
			if err != nil {
				t.Fatal(err)
			}
		}
		must(os.MkdirAll(filepath.Join(dir, "files"), 0o755))
		must(os.WriteFile(filepath.Join(dir, "files", "a.txt"), []byte("Memo text.\n"), 0o644))
		must(os.Symlink(outside, filepath.Join(dir, "files", "link.txt")))
		must(os.WriteFile(filepath.Join(dir, DocumentsFile), []byte(docs), 0o644))
		must(os.WriteFile(filepath.Join(dir, ACLFile), []byte(acl), 0o644))
		must(os.WriteFile(filepath.Join(dir, PrincipalsFile), []byte(principals), 0o644))
		src, err := LoadSource(dir)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error is %T, not *InputError: %v", err, err)
			}
			if !strings.HasPrefix(ie.File, dir) {
				t.Fatalf("error names %q, not a file of the Vault folder: %v", ie.File, err)
			}
			return
		}
		ids := map[string]bool{}
		for i, d := range src.Documents {
			if !validID.MatchString(d.ID) || ids[d.ID] {
				t.Fatalf("document %d: invalid or duplicate id %q", i, d.ID)
			}
			if i > 0 && src.Documents[i-1].ID >= d.ID {
				t.Fatalf("documents not in id order at %d", i)
			}
			ids[d.ID] = true
			if strings.TrimSpace(d.Text) == "" {
				t.Fatalf("document %s has empty text", d.ID)
			}
			if strings.Contains(d.Text, "secret outside the vault") && !strings.Contains(docs, "secret outside") {
				t.Fatalf("document %s read a file outside the Vault folder", d.ID)
			}
		}
		for _, g := range src.Grants {
			if !ids[g.Doc] {
				t.Fatalf("grant names unknown document %q", g.Doc)
			}
		}
	})
}
