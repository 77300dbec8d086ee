package vault_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/docfile"
)

// TestImportIDs: imported documents get IDs in the style the Vault
// already has, else the shape of its id_pattern, else DOC-001 onwards.
func TestImportIDs(t *testing.T) {
	pdf := filepath.Join("docfile", "testdata", "contract.pdf")
	for _, tt := range []struct {
		name, manifest, documents, want string
	}{
		{"new Vault", "", "", "DOC-001"},
		{"id_pattern", `{"id_pattern": "VLT-[0-9]{4}"}`, "", "VLT-0001"},
		{"existing IDs", "", `{"id": "LLV-007", "title": "x", "text": "x"}` + "\n" + `{"id": "LLV-012", "title": "y", "text": "y"}` + "\n", "LLV-013"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if tt.manifest != "" {
				os.WriteFile(filepath.Join(dir, vault.ManifestFile), []byte(tt.manifest), 0o644)
			}
			if tt.documents != "" {
				os.WriteFile(filepath.Join(dir, vault.DocumentsFile), []byte(tt.documents), 0o644)
			}
			plan, err := vault.PlanImport(dir, []string{pdf}, docfile.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := plan.Entries[0].ID; got != tt.want {
				t.Errorf("ID %q, want %q", got, tt.want)
			}
			if e := plan.Entries[0]; e.Kind != "contract" || e.File != "files/contract.pdf" || !e.Copied || e.Pages != 3 {
				t.Errorf("entry %+v", e)
			}
		})
	}
}

// TestImportFileInside: a file already inside the Vault folder is
// referred to where it is, not copied; Apply writes documents.jsonl and
// the missing acl.jsonl and principals.jsonl, and the folder builds.
func TestImportFileInside(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("docfile", "testdata", "labelled.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Join(dir, "policies"), 0o755)
	inside := filepath.Join(dir, "policies", "handbook.pdf")
	os.WriteFile(inside, data, 0o644)
	plan, err := vault.PlanImport(dir, []string{inside}, docfile.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	plan.Allow = "*"
	if e := plan.Entries[0]; e.File != "policies/handbook.pdf" || e.Copied || e.Filename != "handbook.pdf" || e.Pages != 4 {
		t.Fatalf("entry %+v", e)
	}
	if err := plan.Apply(); err != nil {
		t.Fatal(err)
	}
	src, err := vault.LoadSource(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(src.Documents) != 1 || len(src.Grants) != 1 || src.Documents[0].File != "policies/handbook.pdf" {
		t.Fatalf("documents %+v grants %+v", src.Documents, src.Grants)
	}
	if _, err := os.Stat(filepath.Join(dir, "files")); !os.IsNotExist(err) {
		t.Errorf("a files/ folder was made for a file already inside")
	}
}
