package cite

import (
	"strings"
	"testing"
)

// TestFileNameInPath: a path or URL whose last part is a Vault file's
// name ("source: /data/contracts/Acme-MSA.pdf, page 3", as LangChain's
// source metadata writes it) cites that file; a path or URL to a file the
// Vault does not list stays no citation.
func TestFileNameInPath(t *testing.T) {
	e := mustExtractor(t, Options{Filenames: []string{"Acme-MSA.pdf"}})
	for _, c := range []struct {
		text, want string // the file citations' "identifier locators", joined by " | "
	}{
		{"Disputes go to Delaware (source: /data/contracts/Acme-MSA.pdf, page 3).", "Acme-MSA.pdf page 3"},
		{"Disputes go to Delaware (source: files\\Acme-MSA.pdf, § 14.2).", "Acme-MSA.pdf section 14.2"},
		{"Disputes go to Delaware (https://dms.example.com/docs/Acme-MSA.pdf).", "Acme-MSA.pdf"},
		{"Disputes go to Delaware (Acme-MSA.pdf, p. 3).", "Acme-MSA.pdf page 3"},
		// a file the Vault does not list, at the end of a path or URL
		{"Disputes go to Delaware (source: /data/contracts/Other-MSA.pdf, page 3).", ""},
		{"See https://www.supremecourt.gov/opinions/bremen.pdf for the opinion.", ""},
		// the same in a link's destination, inline or in a reference
		// definition (scan_file_links.go): the link cites the file
		{"Disputes go to Delaware [the MSA](https://dms.example.com/docs/Acme-MSA.pdf#page=3).", "Acme-MSA.pdf page 3"},
		{"Disputes go to Delaware [the MSA, § 14.2](/data/Acme-MSA.pdf).", "Acme-MSA.pdf section 14.2"},
		{"Disputes go to Delaware [the MSA][1].\n\n[1]: https://dms.example.com/docs/Acme-MSA.pdf \"Acme MSA\"\n", "Acme-MSA.pdf"},
		{"Disputes go to Delaware [the MSA](https://dms.example.com/docs/Acme%2DMSA.pdf?download=1).", "Acme-MSA.pdf"},
		{"Disputes go to Delaware [the MSA](https://dms.example.com/docs/Other-MSA.pdf).", ""},
		{"Disputes go to Delaware [the MSA](https://dms.example.com/docs/).", ""},
	} {
		a := e.Extract(c.text)
		var got []string
		for _, ct := range a.Citations {
			if ct.Kind != KindFile {
				continue
			}
			g := ct.Identifier
			for _, l := range ct.Locators {
				g += " " + string(l.Kind) + " " + l.Value
			}
			got = append(got, g)
		}
		if strings.Join(got, " | ") != c.want {
			t.Errorf("%q: file citations %q, want %q", c.text, strings.Join(got, " | "), c.want)
		}
	}
}
