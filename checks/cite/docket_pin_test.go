package cite

import "testing"

// TestDocketOnlyCitationPin: a decision cited by its docket number alone
// ("Name, No. X, at 2 (Court date)") carries the pin after the docket,
// its docket as written, and is a citation sentence that supports the
// claim before it; a name mentioned earlier in the paragraph refers to
// it. Without docket_pin.go the pin was never read and the claim cited
// nothing.
func TestDocketOnlyCitationPin(t *testing.T) {
	e := mustExtractor(t, Options{
		Titles: []string{"Pellham Dyeworks, Inc. v. Casterly Mills, LLC", "Pellham"},
		Documents: []DocumentNames{
			{ID: "DOC-004", Title: "Pellham Dyeworks, Inc. v. Casterly Mills, LLC", Aliases: []string{"Pellham"}, Citations: []string{"No. CV-21-0457"}},
		},
	})
	for _, tc := range []struct {
		name, in         string
		pin, docket      string
		titles, supports int // title citations; the proposition the pinned one supports
	}{
		{"pin after the docket", "A buyer must object within ten days. Pellham Dyeworks, Inc. v. Casterly Mills, LLC, No. CV-21-0457, at 3 (Ostra Super. Ct. Jan. 5, 2023).", "3", "No. CV-21-0457", 1, 0},
		{"slip op.", "A buyer must object within ten days. Pellham Dyeworks, Inc. v. Casterly Mills, LLC, No. CV-21-0457, slip op. at 4 (Ostra Super. Ct. 2023).", "4", "No. CV-21-0457", 1, 0},
		{"a mention before it", "Consider *Pellham*. The court held a buyer must object within ten days. Pellham Dyeworks, Inc. v. Casterly Mills, LLC, No. CV-21-0457, at 3 (Ostra Super. Ct. 2023).", "3", "No. CV-21-0457", 1, 1},
		{"no pin after the docket", "A buyer must object within ten days. Pellham Dyeworks, Inc. v. Casterly Mills, LLC, No. CV-21-0457 (Ostra Super. Ct. 2023).", "", "", 1, -2},
		{"a number that is no docket", "A buyer must object within ten days. Pellham Dyeworks, Inc. v. Casterly Mills, LLC, a 2023 decision, at 3.", "3", "", 1, -2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.in)
			n := 0
			var pinned *Citation
			for i := range a.Citations {
				c := &a.Citations[i]
				if c.Kind != KindTitle {
					continue
				}
				n++
				if len(c.Locators) > 0 && pinned == nil {
					pinned = c
				}
			}
			if n != tc.titles {
				t.Fatalf("%d title citations, want %d: %+v", n, tc.titles, a.Citations)
			}
			if tc.docket == "" {
				for _, c := range a.Citations {
					if c.Docket != "" {
						t.Errorf("docket %q read, want none", c.Docket)
					}
				}
				return
			}
			if pinned == nil {
				t.Fatalf("no pinned title citation: %+v", a.Citations)
			}
			if pinned.Locators[0].Value != tc.pin || pinned.Docket != tc.docket {
				t.Errorf("pin %q docket %q, want %q %q", pinned.Locators[0].Value, pinned.Docket, tc.pin, tc.docket)
			}
			if tc.supports >= 0 && pinned.Proposition != tc.supports {
				t.Errorf("supports proposition %d, want %d", pinned.Proposition, tc.supports)
			}
		})
	}
}
