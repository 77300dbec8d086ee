package cite

import (
	"fmt"
	"regexp"
	"testing"
)

// TestPinFollowing: a pin written with "f"/"ff" ("and following", as
// assistants trained on European texts write it: "at 265ff.", "pp.
// 264 ff.") is read as its first page, and the citation keeps its span
// and its year. Before, "at 265ff." dropped the short citation, "263,
// 265ff. (1949)" the pin and the year, and "VLT-0005, pp. 264ff" the
// locator.
func TestPinFollowing(t *testing.T) {
	e := mustExtractor(t, Options{
		IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`),
		DocIDs:    []string{"VLT-0005"},
		Documents: []DocumentNames{
			{ID: "VLT-0005", Title: "Boyd v. Grand Trunk W. R.R. Co.", Aliases: []string{"Boyd"}, Citations: []string{"338 U.S. 263"}},
		},
	})
	const full = "FELA forum limits are void. Boyd v. Grand Trunk W. R.R. Co., 338 U.S. 263 (1949).\n\n"
	for _, tc := range []struct {
		later string
		want  string // the last citation: "kind text [locators] year"
	}{
		{"The Act gives a venue right. Boyd, 338 U.S. at 265ff.", "short Boyd, 338 U.S. at 265ff [page 265] "},
		{"The Act gives a venue right. Boyd, 338 U.S. at 265 ff.", "short Boyd, 338 U.S. at 265 ff [page 265] "},
		{"The Act gives a venue right. Boyd, 338 U.S. at 264-65ff.", "short Boyd, 338 U.S. at 264-65ff [page 264-65] "},
		{"The Act gives a venue right. Boyd v. Grand Trunk W. R.R. Co., 338 U.S. 263, 265ff. (1949).", "case Boyd v. Grand Trunk W. R.R. Co., 338 U.S. 263, 265ff. (1949) [page 265] 1949"},
		{"The Act gives a venue right. Boyd v. Grand Trunk W. R.R. Co., 338 U.S. 263, 265 f. (1949).", "case Boyd v. Grand Trunk W. R.R. Co., 338 U.S. 263, 265 f. (1949) [page 265] 1949"},
		{"The Act gives a venue right (VLT-0005, pp. 264ff).", "vault VLT-0005, pp. 264ff [page 264] "},
		{"The Act gives a venue right (VLT-0005, p. 264f, 266).", "vault VLT-0005, p. 264f, 266 [page 264 page 266] "},
		{"The Act gives a venue right (VLT-0005, ¶ 5ff).", "vault VLT-0005, ¶ 5ff [paragraph 5] "},
		// a letter that is no suffix still ends the pin as before
		{"The Act gives a venue right. Boyd, 338 U.S. at 265 f test.", "short Boyd, 338 U.S. at 265 [page 265] "},
		{"The Act gives a venue right. Boyd, 338 U.S. at 265fx.", "case Boyd v. Grand Trunk W. R.R. Co., 338 U.S. 263 (1949) [] 1949"},
	} {
		a := e.Extract(full + tc.later)
		if len(a.Citations) == 0 {
			t.Errorf("%q: no citation", tc.later)
			continue
		}
		c := a.Citations[len(a.Citations)-1]
		locs := ""
		for i, l := range c.Locators {
			if i > 0 {
				locs += " "
			}
			locs += fmt.Sprintf("%s %s", l.Kind, l.Value)
		}
		if got := fmt.Sprintf("%s %s [%s] %s", c.Kind, c.Text, locs, c.Year); got != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.later, got, tc.want)
		}
	}
}
