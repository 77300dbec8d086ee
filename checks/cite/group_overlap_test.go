package cite

import "testing"

// TestCoreInsidePreviousGroup holds Extract to its promise of never
// failing when a Tax Court memo's core starts inside the reporter core
// before it ("1983 T.C. Summary Opinion 2019" read as volume, reporter
// and page, then "T.C. Summary Opinion 2019-233" found by its form):
// the case-name walk back was given a bound past its start and sliced
// out of range.
func TestCoreInsidePreviousGroup(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, s := range []string{
		"42 U.S.C. § 1983 T.C. Summary Opinion 2019-233 No retrieved source discusses it.",
		"See 12 T.C. Memo. 1991-462.",
		"Under 2001 T.C. Summ. Op. 2001-12, the court held so.",
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("Extract(%q) panicked: %v", s, r)
				}
			}()
			if a := e.Extract(s); len(a.Citations) == 0 {
				t.Errorf("Extract(%q): no citation", s)
			}
		}()
	}
}
