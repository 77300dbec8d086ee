package vault

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestContentHash: any change to what the Vault holds changes the hash
// (documents, text files, chunking, ACL, principals, manifest), the same
// Vault hashes alike however it was opened, and nothing else matters.
func TestContentHash(t *testing.T) {
	hashOf := func(t *testing.T, over map[string]string) string {
		t.Helper()
		src, err := LoadSource(writeVault(t, over))
		if err != nil {
			t.Fatal(err)
		}
		x, err := BuildMem(src)
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		return x.ContentHash()
	}
	base := hashOf(t, nil)
	if !strings.HasPrefix(base, "sha256:") || base != hashOf(t, nil) {
		t.Fatalf("hash %q is not stable", base)
	}
	changes := map[string]map[string]string{
		"a document's text":    {DocumentsFile: strings.Replace(goodVault[DocumentsFile], `"Two."`, `"Two!"`, 1)},
		"a text file":          {"files/three.txt": "Three.\nLine 2.\n"},
		"a title":              {DocumentsFile: strings.Replace(goodVault[DocumentsFile], `"Second"`, `"Second one"`, 1)},
		"a page range":         {DocumentsFile: strings.Replace(goodVault[DocumentsFile], `"decided": "1972-06-12",`, `"decided": "1972-06-12", "last_page": 9,`, 1)},
		"a deny added":         {ACLFile: goodVault[ACLFile] + `{"doc": "VLT-0001", "principal": "user:u-1", "effect": "deny"}` + "\n"},
		"a membership ending":  {PrincipalsFile: strings.Replace(goodVault[PrincipalsFile], "2026-09-01", "2026-08-01", 1)},
		"chunking":             {ManifestFile: strings.Replace(goodVault[ManifestFile], `"chunk_tokens": 64`, `"chunk_tokens": 32`, 1)},
		"the ACL line numbers": {ACLFile: "\n" + goodVault[ACLFile]},
	}
	for name, over := range changes {
		if hashOf(t, over) == base {
			t.Errorf("changing %s leaves the content hash unchanged", name)
		}
	}
	// A built index of the same source hashes as the in-memory one.
	dir := writeVault(t, nil)
	src, err := LoadSource(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "idx")
	if err := Build(src, out); err != nil {
		t.Fatal(err)
	}
	x, err := OpenBuilt(out)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if x.ContentHash() != base {
		t.Errorf("built index hash %s, in-memory %s", x.ContentHash(), base)
	}
}
