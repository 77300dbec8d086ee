package cite

import (
	"regexp"
	"testing"
)

// TestTrailingReadersStayInLimit: a reference whose trailing comma is
// the last byte the locator readers may read, with white space after it
// (a case name or a Vault ID and title part left hanging at a
// paragraph's end, as a truncated answer leaves one), is read without
// reading past the limit. pastDocketPart and pastChapter sliced
// s[i:limit] with i past limit after skipping the white space, and the
// whole extraction (citecheck extract, grade) panicked.
func TestTrailingReadersStayInLimit(t *testing.T) {
	e := mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`),
		DocIDs:    []string{"VLT-0003", "VLT-0017"},
		Documents: []DocumentNames{
			{ID: "VLT-0003", Title: "Atlantic Marine Constr. Co. v. U.S. Dist. Ct. for the W. Dist. of Tex.", Aliases: []string{"Atlantic Marine"}, Citations: []string{"571 U.S. 49"}},
			{ID: "VLT-0017", Title: "Practice Note: Choice-of-Forum Clauses in Commercial Contracts", Aliases: []string{"Choice-of-Forum Practice Note"}},
		},
	})
	for _, tc := range []struct {
		text string
		want string // the first citation's text
	}{
		{"A clause is enforced by a transfer motion. Atlantic Marine Constr. Co. v. U.S. Dist. Ct. for the W. Dist. of Tex.,\n\nThe next point follows.\n", "Atlantic Marine Constr. Co. v. U.S. Dist. Ct. for the W. Dist. of Tex."},
		{"The note says so. VLT-0017, Practice Note,\n\nNext point.\n", "VLT-0017"},
		{"The note says so. VLT-0017, Practice Note,  \n\nNext point.\n", "VLT-0017"},
	} {
		a := &Answer{}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q: panic %v", tc.text, r)
				}
			}()
			a = e.Extract(tc.text)
		}()
		if len(a.Citations) == 0 || a.Citations[0].Text != tc.want {
			t.Errorf("%q: citations %+v, want first %q", tc.text, a.Citations, tc.want)
		}
	}
	// the readers themselves, at a limit inside the white space they skip
	for _, tc := range []struct {
		name string
		f    func() int
	}{
		{"pastDocketPart", func() int { p, _ := pastDocketPart(",  No. 5, at 2", 0, 2); return p }},
		{"pastDocketPart after docket", func() int { p, _ := pastDocketPart(", No. 5,  at 2", 0, 9); return p }},
		{"pastChapter", func() int { return pastChapter("X, Title,  ch. 5, § 2", 11, 10) }},
		{"afterRefSeparator", func() int { return afterRefSeparator("DOC-1  — p. 3", 0, 5, 6) }},
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic %v", tc.name, r)
				}
			}()
			tc.f()
		}()
	}
}
