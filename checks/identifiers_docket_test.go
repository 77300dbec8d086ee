package checks

import (
	"slices"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
)

// TestDocketOfTitleCompared: C-005 compares the docket number of a
// decision cited by its name and docket alone, as it compares one
// written with a reporter citation; a case name without a docket
// carries no identifier.
func TestDocketOfTitleCompared(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    cite.Citation
		want []string
	}{
		{"name and docket", cite.Citation{Kind: cite.KindTitle, Identifier: "Pellham v. Casterly", Docket: "No. CV-21-0457"}, []string{"No. CV-21-0457"}},
		{"name alone", cite.Citation{Kind: cite.KindTitle, Identifier: "Pellham v. Casterly"}, nil},
		{"reporter and docket", cite.Citation{Kind: cite.KindWL, Identifier: "2023 WL 1234567", Docket: "No. 21-0388"}, []string{"2023 WL 1234567", "No. 21-0388"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, id := range citationIdentifiers(&tc.c) {
				got = append(got, id.text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("identifiers %q, want %q", got, tc.want)
			}
		})
	}
}
