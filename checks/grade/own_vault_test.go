package grade_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/vault"
)

// ownVaultGrader builds a Vault of the given documents.jsonl lines (one
// object each, every document open to everyone) and a grader of the
// fixture case's deterministic criteria over it, with the chunk IDs of
// every document as the trace.
func ownVaultGrader(t *testing.T, docs ...map[string]any) (*grade.Grader, []string) {
	t.Helper()
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("vault.json", `{"name": "own", "id_pattern": "KV-[0-9]{3}", "chunk_tokens": 256, "encoding": "cl100k_base"}`+"\n")
	write("principals.jsonl", `{"user": "u-assoc-17", "groups": [{"group": "all", "from": "2020-01-01T00:00:00Z"}]}`+"\n")
	var lines, acl []string
	for _, d := range docs {
		b, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(b))
		acl = append(acl, `{"doc": "`+d["id"].(string)+`", "principal": "*", "effect": "allow"}`)
	}
	write("documents.jsonl", strings.Join(lines, "\n")+"\n")
	write("acl.jsonl", strings.Join(acl, "\n")+"\n")
	src, err := vault.LoadSource(dir)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	c, _ := advFixture(t)
	g, err := grade.NewGrader(grade.Options{Case: deterministicCase(c), Vault: ix, Clock: advClock})
	if err != nil {
		t.Fatal(err)
	}
	var trace []string
	for _, d := range ix.Documents() {
		for _, ch := range ix.Chunks(d.ID) {
			trace = append(trace, ch.ID)
		}
	}
	return g, trace
}
