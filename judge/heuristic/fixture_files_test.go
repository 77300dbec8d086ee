package heuristic

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// fixtureFiles is the text of every JSON, Markdown and plain-text file
// under the repository's fixtures, in walk order: the corpus the
// equivalence tests of the fast paths (token memo, quotation scan, hedge
// scan, phrase screen, regexp gates) run their old and new code over.
func fixtureFiles(t testing.TB) []string {
	t.Helper()
	var out []string
	root := filepath.Join("..", "..", "fixtures")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(path) {
		case ".json", ".md", ".txt":
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			out = append(out, string(b))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
