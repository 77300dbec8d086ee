package printer

import (
	"testing"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/vault"
)

// TestPlaceChunkIDs: a chunk ID in a reason is followed by where its
// passage sits, as report.json records it; an ID already followed by a
// parenthesis shares it; a chunk of a withheld document, or one the
// report does not hold, is left as written.
func TestPlaceChunkIDs(t *testing.T) {
	r := &report.Report{
		Access: []report.DocAccess{{Doc: "VLT-0001", Allowed: true}, {Doc: "VLT-0027", Allowed: false}, {Doc: "DOC-3", Allowed: true}},
		Passages: map[string]report.PassageText{
			"VLT-0001#c2": {Doc: "VLT-0001", Locators: []vault.Locator{{Kind: vault.LocPage, Value: "3-4"}, {Kind: vault.LocChunk, Value: "2"}}},
			"VLT-0027#c4": {Doc: "VLT-0027", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "2"}}},
			"DOC-3#c9":    {Doc: "DOC-3", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "Footnotes"}}},
		},
	}
	for _, c := range []struct{ in, want string }{
		{"Read passage VLT-0001#c2 to decide.", "Read passage VLT-0001#c2 (page 3-4) to decide."},
		{"retrieved text of VLT-0001#c2 (rank 2) differs", "retrieved text of VLT-0001#c2 (page 3-4; rank 2) differs"},
		{"Passage VLT-0027#c4 holds markup.", "Passage VLT-0027#c4 holds markup."},
		{"VLT-0001#c7 is not in the Vault.", "VLT-0001#c7 is not in the Vault."},
		{"DOC-3#c9 and VLT-0001#c2.", "DOC-3#c9 (section Footnotes) and VLT-0001#c2 (page 3-4)."},
		{"no chunk here", "no chunk here"},
	} {
		if got := PlaceChunkIDs(c.in, r); got != c.want {
			t.Errorf("PlaceChunkIDs(%q) = %q; want %q", c.in, got, c.want)
		}
	}
	if got := PlaceChunkIDs("VLT-0001#c2", nil); got != "VLT-0001#c2" {
		t.Errorf("without a report: %q", got)
	}
}
