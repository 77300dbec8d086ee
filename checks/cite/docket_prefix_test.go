package cite

import "testing"

// TestDelawareDocketPrefixes: Delaware writes its docket numbers "C.A.
// No. ..." and "Civ. A. No. ...": the whole is the docket, and the case
// name ends before it. A "C.A." that is not before "No." stays out.
func TestDelawareDocketPrefixes(t *testing.T) {
	e := mustExtractor(t, Options{})
	tests := []struct{ in, name, docket string }{
		{"The cap binds. Pellucid Labs, Inc. v. Orrin Corp., C.A. No. N22C-03-017, 2023 WL 1234567, at *2 (Del. Super. Ct. 2023).", "Pellucid Labs, Inc. v. Orrin Corp.", "C.A. No. N22C-03-017"},
		{"The cap binds. Pellucid Labs, Inc. v. Orrin Corp., Civ. A. No. 2021-0388, 2023 WL 1234567, at *2 (Del. Ch. 2023).", "Pellucid Labs, Inc. v. Orrin Corp.", "Civ. A. No. 2021-0388"},
		{"The cap binds. Pellucid Labs, Inc. v. Orrin Corp., No. 21-0388, 2023 WL 1234567, at *2 (Del. Ch. 2023).", "Pellucid Labs, Inc. v. Orrin Corp.", "No. 21-0388"},
	}
	for _, tt := range tests {
		a := e.Extract(tt.in)
		if len(a.Citations) == 0 {
			t.Errorf("%q: no citation", tt.in)
			continue
		}
		c := a.Citations[0]
		if c.Name != tt.name || c.Docket != tt.docket {
			t.Errorf("%q: name %q docket %q, want %q %q", tt.in, c.Name, c.Docket, tt.name, tt.docket)
		}
	}
}
