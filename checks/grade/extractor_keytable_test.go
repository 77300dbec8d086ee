package grade_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/vault"
)

// copiedExtractor is the Vault extractor as it was built before it asked
// the Vault: every document's names and page labels copied in.
func copiedExtractor(t *testing.T, r vault.Reader) *cite.Extractor {
	t.Helper()
	var opt cite.Options
	if err := grade.VaultExtractorOptions(r, &opt); err != nil {
		t.Fatal(err)
	}
	for i := range opt.Documents {
		opt.Documents[i].Pages = opt.PageLabels(opt.Documents[i].ID)
	}
	opt.PageLabels, opt.LookupName = nil, nil
	x, err := cite.NewExtractor(opt)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// TestVaultExtractorAsksTheVaultAlike: the grader's extractor, which asks
// the Vault index for names and page labels, reads every answer of every
// fixture suite, and every document's title, aliases and citations
// written plainly, exactly as an extractor holding copies of them, over
// an index in memory and one built to a folder and opened.
func TestVaultExtractorAsksTheVaultAlike(t *testing.T) {
	suites, err := filepath.Glob(filepath.Join("..", "..", "fixtures", "*", "vault"))
	if err != nil || len(suites) == 0 {
		t.Fatalf("no fixture suites: %v", err)
	}
	for _, dir := range suites {
		suite := filepath.Dir(dir)
		t.Run(filepath.Base(suite), func(t *testing.T) {
			src, err := vault.LoadSource(dir)
			if err != nil {
				t.Fatal(err)
			}
			mem, err := vault.BuildMem(src)
			if err != nil {
				t.Fatal(err)
			}
			built := filepath.Join(t.TempDir(), "index")
			if err := vault.Build(src, built); err != nil {
				t.Fatal(err)
			}
			opened, err := vault.OpenBuilt(built)
			if err != nil {
				t.Fatal(err)
			}
			defer opened.Close()
			texts := suiteAnswers(t, suite)
			for _, d := range mem.Documents() {
				texts = append(texts, "As "+d.Title+" holds, the clause governs. "+d.Title+" at ii.")
				for _, a := range d.Aliases {
					texts = append(texts, "See "+a+". Again, "+a+" at 3.")
				}
				for _, c := range d.Citations {
					texts = append(texts, "Under "+d.Title+", "+c+", at 5, it does. "+d.ID+" at ii.")
				}
			}
			for name, ix := range map[string]*vault.Index{"in memory": mem, "built": opened} {
				keyed, err := grade.NewVaultExtractor(ix)
				if err != nil {
					t.Fatal(err)
				}
				copied := copiedExtractor(t, ix)
				for _, text := range texts {
					got, _ := json.Marshal(keyed.Extract(text))
					want, _ := json.Marshal(copied.Extract(text))
					if string(got) != string(want) {
						t.Errorf("%s index, %.80q:\nasking the Vault: %s\ncopies:           %s", name, text, got, want)
					}
				}
			}
		})
	}
}

// suiteAnswers are the answers of a fixture suite's responses.
func suiteAnswers(t *testing.T, suite string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(suite, "responses", "*.json"))
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var r struct {
			Answer string `json:"answer"`
		}
		if json.Unmarshal(b, &r) == nil && strings.TrimSpace(r.Answer) != "" {
			out = append(out, r.Answer)
		}
	}
	return out
}
