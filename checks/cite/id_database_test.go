package cite

import "testing"

// TestIdAfterADatabaseCitation: a Westlaw or Lexis citation's number is
// a document number, not a first page, so "Id. at *3" after "2025 WL
// 1184420, at *2" refers to it (its pages are the screen pages); an Id.
// whose pin a reporter citation could not hold still refers to nothing.
func TestIdAfterADatabaseCitation(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tc := range []struct {
		text string
		want int // antecedent of the last citation
	}{
		{"Delay excuses. Garrow v. Selkirk, 2025 WL 1184420, at *2 (S.D.N.Y. Mar. 3, 2025). It must be unforeseen. Id. at *3.", 0},
		{"Delay excuses. Garrow v. Selkirk, 2025 WL 1184420, at *2. It must be unforeseen. Id. at 4.", 0},
		{"Delay excuses. Garrow v. Selkirk, 2025 WL 1184420. It must be unforeseen. Id.", 0},
		{"Notice matters. Harlan v. Quarry, 2024 U.S. Dist. LEXIS 118842, at *5. It is strict. Id. at *7.", 0},
		{"Notice matters. Harlan v. Quarry, 2024 WL 2650731, at *5. It is strict. Id. at *400.", -1},         // past any opinion's length
		{"Notice matters. Harlan v. Quarry, 97 F.4th 233, 240 (4th Cir. 2024). It is strict. Id. at 3.", -1}, // before the first page
	} {
		a := e.Extract(tc.text)
		if len(a.Citations) < 2 {
			t.Errorf("%q: %d citations, want 2", tc.text, len(a.Citations))
			continue
		}
		last := a.Citations[len(a.Citations)-1]
		if last.Kind != KindID || last.Antecedent != tc.want {
			t.Errorf("%q: last citation %s %q antecedent %d, want Id. of %d", tc.text, last.Kind, last.Text, last.Antecedent, tc.want)
		}
	}
}
