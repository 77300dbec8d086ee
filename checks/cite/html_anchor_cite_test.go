package cite

import (
	"regexp"
	"testing"
)

// TestHTMLAnchorIsVaultReference: an HTML anchor to a vault:// URL is a
// Vault reference, like the Markdown link it renders as, so an invented
// ID written that way is a citation C-001 sees.
func TestHTMLAnchorIsVaultReference(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "QX-0001", Title: "Pellworth v. Ondine Mills", Aliases: []string{"Pellworth"}},
	}, IDPattern: regexp.MustCompile(`QX-\d{4}`)})
	for _, tc := range []struct {
		name, text, id, prop string
	}{
		{"known", `The lease was void, per <a href="vault://QX-0001#c2">Pellworth</a>.` + "\n", "QX-0001", `The lease was void, per <a href="vault://QX-0001#c2">Pellworth</a>.`},
		{"invented, after the period", `The lease was void. <a href="vault://QX-0999">Zorblat</a>` + "\n", "QX-0999", "The lease was void."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			if len(a.Citations) != 1 {
				t.Fatalf("citations %+v, want one", a.Citations)
			}
			c := a.Citations[0]
			if c.Kind != KindVault || c.Identifier != tc.id {
				t.Errorf("citation %s %q, want vault %q", c.Kind, c.Identifier, tc.id)
			}
			if c.Proposition < 0 || a.Propositions[c.Proposition].Text != tc.prop {
				t.Errorf("supports %d, want %q", c.Proposition, tc.prop)
			}
		})
	}
}
