package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestVerbForms: regular forms by the spelling rules, irregular ones
// from the exception list, a final consonant after one vowel doubled.
func TestVerbForms(t *testing.T) {
	tests := []struct {
		verb      string
		irregular map[string]bool
		want      []string
	}{
		{"bar", nil, []string{"bars", "barred", "barring"}},
		{"permit", nil, []string{"permits", "permitted", "permitting"}},
		{"impose", nil, []string{"imposes", "imposed", "imposing"}},
		{"deny", nil, []string{"denies", "denied", "denying"}},
		{"tax", nil, []string{"taxes", "taxed", "taxing"}},
		{"forbid", map[string]bool{"forbade": true, "forbidden": true}, []string{"forbade", "forbidden", "forbids", "forbidding"}},
	}
	for _, tc := range tests {
		got := verbForms(tc.verb, tc.irregular)
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("verbForms(%q) = %v, lacks %q", tc.verb, got, w)
			}
		}
	}
}

// TestTableIsReproducible regenerates the table from the installed
// WordNet (Debian wordnet-base) alone, with no file of the repository
// as vocabulary, and compares it with the committed table; without
// WordNet installed there is nothing to regenerate from, and the test
// says so.
func TestTableIsReproducible(t *testing.T) {
	if _, err := os.Stat("/usr/share/wordnet/data.verb"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("WordNet is not installed (.ci/run installs Debian's wordnet-base)")
		}
		t.Skip("WordNet is not installed (apt-get install -y wordnet-base)")
	}
	out := filepath.Join(t.TempDir(), "table.txt")
	cmd := exec.Command("go", "run", ".", "-out", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gen: %v\n%s", err, b)
	}
	got, _ := os.ReadFile(out)
	want, err := os.ReadFile(filepath.Join("..", "wordnet_synonyms.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Error("the committed wordnet_synonyms.txt is not what the generator writes; regenerate it (doc.go)")
	}
}

// TestRefusesVocabularyFiles: the generator takes no word files (the
// table's vocabulary is WordNet's own, never a Vault's), so the old
// command line that named the fixture texts fails with a usage error
// instead of silently writing a table tuned to them.
func TestRefusesVocabularyFiles(t *testing.T) {
	out := filepath.Join(t.TempDir(), "table.txt")
	cmd := exec.Command("go", "run", ".", "-wordnet", t.TempDir(), "-out", out, "main.go")
	b, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("gen with a vocabulary file succeeded:\n%s", b)
	}
	if !strings.Contains(string(b), "usage: gen") {
		t.Errorf("gen with a vocabulary file: %v\n%s, want the usage line", err, b)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("gen wrote a table despite the usage error")
	}
}
