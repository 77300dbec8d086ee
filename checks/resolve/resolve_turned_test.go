package resolve

import (
	"testing"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

// TestCaptionTurnedOnAppeal: the trial court's caption written with the
// appellate citation, the parties in the other order on appeal, names the
// appeal's document; a name with a third party, or parties of another
// case, is still a mismatch.
func TestCaptionTurnedOnAppeal(t *testing.T) {
	v := fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "MA-1", Title: "Cordray Holdings v. Halvorsen Corp.", Kind: "case", Citations: []string{"2024 WL 3318842"}},
			Chunks: []string{"The buyer proved a material adverse effect."}, Pages: []string{"1"}},
		fixture.Doc{Doc: vault.Document{ID: "MA-3", Title: "Halvorsen Corp. v. Cordray Holdings", Kind: "case", Citations: []string{"318 A.3d 412"}},
			Chunks: []string{"The buyer proved a material adverse effect."}, Pages: []string{"412"}},
		fixture.Doc{Doc: vault.Document{ID: "MA-4", Title: "Cordray Holdings v. Ridgeline Partners", Kind: "case", Citations: []string{"309 A.3d 1150"}},
			Chunks: []string{"No material adverse effect."}, Pages: []string{"1150"}},
	)
	tests := []namedCitation{
		{"Cordray Holdings v. Halvorsen Corp.", "318 A.3d 412", "MA-3", ""},          // the caption below, the cite above
		{"Halvorsen Corp. v. Cordray Holdings", "318 A.3d 412", "MA-3", ""},          // as the court prints it
		{"Cordray Holdings v. Halvorsen Corp.", "309 A.3d 1150", "MA-4", "mismatch"}, // another case's citation
	}
	checkNamedCitations(t, v, "The buyer proved a material adverse effect.", tests)
}
