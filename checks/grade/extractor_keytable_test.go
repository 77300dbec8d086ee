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
// the Vault: every document's IDs, names, titles, file names and page
// labels copied in.
func copiedExtractor(t *testing.T, r vault.Reader) *cite.Extractor {
	t.Helper()
	var asked cite.Options
	if err := grade.VaultExtractorOptions(r, &asked); err != nil {
		t.Fatal(err)
	}
	opt := cite.Options{IDPattern: asked.IDPattern}
	for _, d := range r.Documents() {
		opt.DocIDs = append(opt.DocIDs, d.ID)
		opt.Documents = append(opt.Documents, cite.DocumentNames{ID: d.ID, Title: d.Title, Aliases: d.Aliases, Citations: d.Citations, Pages: asked.PageLabels(d.ID)})
		opt.Titles = append(append(opt.Titles, d.Title), d.Aliases...)
		if d.Filename != "" {
			opt.Filenames = append(opt.Filenames, d.Filename)
		}
	}
	x, err := cite.NewExtractor(opt)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// TestVaultExtractorAsksTheVaultAlike: the grader's extractor, which asks
// the Vault index for names, page labels and its key tables (captions,
// short names, titles, file names, IDs in another case), reads every answer of every
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
				// the questions the extractor's key tables answer: italic
				// and quoted titles, file names, IDs in another case,
				// captions heading longer titles, short names with pins
				texts = append(texts, "*"+d.Title+"* governs, \""+d.Title+"\" agrees, and so does "+strings.ToLower(d.ID)+".",
					"The file "+d.Filename+" says so; so does ["+strings.ToUpper(d.Filename)+"].")
				if k := strings.IndexByte(d.Title, ':'); k > 0 {
					texts = append(texts, "Under "+d.Title[:k]+", venue lies elsewhere. *"+d.Title[:k]+"* agrees.")
				}
				if p, df, ok := strings.Cut(d.Title, " v. "); ok {
					texts = append(texts, "See "+p+" at 12, and "+strings.TrimSuffix(df, " Inc.")+" at 3.")
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
