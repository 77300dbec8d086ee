package resolve

import (
	"regexp"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

// TestSectionNamedByHeading: a section named by its heading without
// quotes ("the Termination section of DOC-7", "under Limitation of
// Liability in DOC-7") is a section locator when the words are exactly
// (case-insensitively) the caption of a heading or captioned clause of
// the cited document; a part of a caption, a caption with more words,
// or a possessive without a section word names nothing.
func TestSectionNamedByHeading(t *testing.T) {
	v := fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "DOC-7", Title: "Master Services Agreement"},
			Chunks: []string{"## Termination\n\nEither party may terminate on ninety days' notice.",
				"## Limitation of Liability\n\nLiability is capped at twelve months of fees.",
				"## Limitation of Liability Exceptions\n\nThe cap does not apply to indemnities.",
				"## 4. Term\n\nThe term is three years."},
			Secs: []string{"Termination", "Limitation of Liability", "Limitation of Liability Exceptions", "4. Term"}},
		fixture.Doc{Doc: vault.Document{ID: "DOC-3", Title: "Supply Agreement"},
			Chunks: []string{"4.2 Notice of Claims. A party must give notice within thirty days.", "9.1 Cap. Damages are capped."},
			Secs:   []string{"4.2", "9.1"}},
	)
	x, err := cite.NewExtractor(cite.Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`), Titles: []string{"Master Services Agreement", "Supply Agreement"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		answer string
		want   string // the section locators of the first citation, joined by " | "
	}{
		{"Either party may terminate on notice under the Termination section of DOC-7.", "Termination"},
		{"Under Limitation of Liability in DOC-7, liability is capped.", "Limitation of Liability"},
		{"Liability is capped under the limitation of liability clause of DOC-7.", "Limitation of Liability"},
		{"Either party may terminate on notice (DOC-7, Termination).", "Termination"},
		{"Either party may terminate on notice [DOC-7, Termination].", "Termination"},
		{"Either party may terminate on notice (DOC-7, Termination section).", "Termination"},
		{"Either party may terminate on notice, per DOC-7's Termination clause.", "Termination"},
		{"| Termination | DOC-7, Termination | ninety days |", "Termination"},
		{"Either party may terminate on notice (*Master Services Agreement*, Termination).", "Termination"},
		{"Either party may terminate on notice under the Termination section of the *Master Services Agreement*.", "Termination"},
		{"Either party may terminate on notice.\nSource: DOC-7 — Termination", "Termination"},
		{"Either party may terminate on notice [1].\n\nSources:\n1. [Master Services Agreement](vault://DOC-7), Termination", "Termination"},
		{"Notice is due within thirty days under the Notice of Claims clause of DOC-3.", "4.2"},
		{`The term is three years (DOC-7, "Term").`, "4. Term"},
		{"The term is three years under the Term section of DOC-7.", "4. Term"},
		// near-identical names that are no heading of the document
		{"Either party may terminate on notice under the Early Termination section of DOC-7.", ""},
		{"Under Limitation in DOC-7, liability is capped.", ""},
		{"Liability is capped (DOC-7, Limitation of Liability Schedule).", ""},
		{"| Cap | DOC-7, Limitation | twelve months |", ""},
		{"Either party may terminate on notice (*Master Services Agreement*, Renewal).", ""},
		{"Either party may terminate on notice.\nSource: DOC-7 — Early Termination", ""},
		{"Either party may terminate on notice, per DOC-7's Termination.", ""},
		{"Notice is due within thirty days under the Notice clause of DOC-3.", ""},
		{"Damages are capped under the Termination section of DOC-3.", ""},
	} {
		t.Run(c.answer, func(t *testing.T) {
			a := x.Extract(c.answer)
			if len(a.Citations) == 0 {
				t.Fatalf("no citation read")
			}
			res := Resolve(v, a)
			if res[0].Doc == "" {
				t.Fatalf("citation %q did not resolve: %s", a.Citations[0].Text, res[0].Problem)
			}
			var got []string
			for _, l := range a.Citations[0].Locators {
				if l.Kind == vault.LocSection {
					got = append(got, l.Value)
				}
			}
			if strings.Join(got, " | ") != c.want {
				t.Errorf("section locators %q, want %q", strings.Join(got, " | "), c.want)
			}
		})
	}
}
