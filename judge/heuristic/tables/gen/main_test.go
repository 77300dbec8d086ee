package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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
// WordNet (Debian wordnet-base) and the committed vocabulary and
// compares it with the committed table; without WordNet installed there
// is nothing to regenerate from, and the test says so.
func TestTableIsReproducible(t *testing.T) {
	if _, err := os.Stat("/usr/share/wordnet/data.verb"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("WordNet is not installed (.ci/run installs Debian's wordnet-base)")
		}
		t.Skip("WordNet is not installed (apt-get install -y wordnet-base)")
	}
	root := filepath.Join("..", "..", "..", "..")
	files := []string{filepath.Join(root, "judge", "heuristic", "words.go")}
	for _, s := range []string{"forum-selection", "non-compete", "limitation-of-liability", "arbitration"} {
		m, _ := filepath.Glob(filepath.Join(root, "fixtures", s, "vault", "*.jsonl"))
		files = append(files, m...)
	}
	m, _ := filepath.Glob(filepath.Join(root, "fixtures", "forum-selection", "vault", "files", "*"))
	files = append(files, m...)
	out := filepath.Join(t.TempDir(), "table.txt")
	cmd := exec.Command("go", append([]string{"run", ".", "-out", out}, files...)...)
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
