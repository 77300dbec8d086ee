package cite

import "testing"

// TestIdAfterMarker: an Id. after a footnote or Sources marker refers to
// the authority that marker's definition cites, the one cited just before
// it in reading order; after a marker of a definition citing two
// authorities it stays unresolved; a citation written after the marker
// is the Id.'s antecedent still.
func TestIdAfterMarker(t *testing.T) {
	e := markerExtractor(t)
	const bremen = "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)"
	const carnival = "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 593 (1991)"
	const bremenRef, carnivalRef = "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1", "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585"
	for _, tc := range []struct {
		name, in, want string // want: the Id.'s antecedent's full citation, "" for none
	}{
		{"after a footnote marker", "Valid.[^1] Fraud voids them. Id. at 15.\n\n[^1]: " + bremen + ".\n", bremenRef},
		{"after a Sources marker", "Valid [1]. Fraud voids them. Id. at 15.\n\nSources\n1. " + bremen + ".\n", bremenRef},
		{"after a second marker of the entry", "Valid [1]. Binding [1]. Fraud voids them. Id. at 15.\n\nSources\n1. " + bremen + ".\n", bremenRef},
		{"an entry citing two authorities", "Valid [1]. Fraud voids them. Id. at 15.\n\nSources\n1. " + bremen + "; " + carnival + ".\n", ""},
		{"a citation after the marker", "Valid [1]. " + carnival + ". Id. at 594.\n\nSources\n1. " + bremen + ".\n", carnivalRef},
		{"inside a footnote, the footnote's own citation", "Valid.[^1]\n\n[^1]: " + bremen + ". Id. at 15.\n", bremenRef},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.in)
			found := false
			for _, c := range a.Citations {
				if c.Kind != KindID {
					continue
				}
				found = true
				got := ""
				if c.Antecedent >= 0 {
					// a later marker's copy of the entry's citation stands
					// at the marker: compare the authority, not the text
					an := a.Citations[c.Antecedent]
					got = an.Name + ", " + an.Volume + " " + an.Reporter + " " + an.Page
				}
				if got != tc.want {
					t.Errorf("Id. refers to %q, want %q", got, tc.want)
				}
			}
			if !found {
				t.Fatal("no Id. read")
			}
		})
	}
}
