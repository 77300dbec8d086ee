package resolve

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

// TestReporterVariantSpelling: a reporter citation written with a
// variant spelling the reporter table lists ("407 US 1") names the
// document listed under the canonical one ("407 U.S. 1"); an unknown
// reporter, another page, a look-alike letter or a folded character
// names nothing.
func TestReporterVariantSpelling(t *testing.T) {
	v := fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "DOC-1", Title: "M/S Bremen v. Zapata Off-Shore Co.", Kind: "case", Citations: []string{"407 U.S. 1"}},
			Chunks: []string{"Such clauses are prima facie valid."}, Pages: []string{"1"}},
	)
	for _, tc := range []struct {
		c   cite.Citation
		doc string
	}{
		{cite.Citation{Kind: cite.KindCase, Identifier: "407 US 1", Volume: "407", Reporter: "U.S.", Page: "1", KnownReporter: true}, "DOC-1"},
		{cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Volume: "407", Reporter: "U.S.", Page: "1", KnownReporter: true}, "DOC-1"},
		{cite.Citation{Kind: cite.KindCase, Identifier: "407 US 2", Volume: "407", Reporter: "U.S.", Page: "2", KnownReporter: true}, ""},
		{cite.Citation{Kind: cite.KindCase, Identifier: "407 Xyz 1", Volume: "407", Reporter: "U.S.", Page: "1", KnownReporter: false}, ""},
		{cite.Citation{Kind: cite.KindCase, Identifier: "407 U.\u0405. 1", Volume: "407", Reporter: "U.S.", Page: "1", KnownReporter: true}, ""}, // a Cyrillic look-alike
		{cite.Citation{Kind: cite.KindCase, Identifier: "407 US 1", Volume: "407", Reporter: "U.S.", Page: "1", KnownReporter: true, Folds: []cite.FoldNote{{}}}, ""},
	} {
		a := fixture.NewAnswer("Clauses are valid. "+tc.c.Identifier+".").Cite(tc.c.Identifier, tc.c).Answer()
		if got := Resolve(v, a)[0]; got.Doc != tc.doc {
			t.Errorf("%q: doc %q, want %q (%s)", tc.c.Identifier, got.Doc, tc.doc, got.Problem)
		}
	}
}
